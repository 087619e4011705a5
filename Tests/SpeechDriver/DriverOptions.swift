import EmojiInput
import EmojiSpeech

/// The driver's command line.
///
/// `--keys` is a key script (`h e a r t Right Return`, see KeyScript) in which `wait:MS` pauses;
/// keys follow each other `--interval` milliseconds apart.
struct DriverOptions {
    var mode = SpeechMode.auto
    var language = "en"
    var isPassword = false
    var keys = ""
    var interval = 40
    /// The longest wait for the accessibility registry's first answer before typing.
    var settleSeconds = 5.0
    /// How long to keep the main loop running after the last key (trailing messages, Orca).
    var lingerMilliseconds = 1500

    static let usage = """
        usage: swift-emoji-speech-driver [--mode auto|on|off] [--language TAG] [--password]
                                         [--interval MS] [--settle SECONDS] [--linger MS] --keys "h e a r t wait:500 Return"
        """

    init(arguments: [String]) throws(DriverError) {
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            func value() throws(DriverError) -> String {
                guard let value = rest.popFirst() else { throw .usage("\(flag) needs a value") }
                return value
            }
            switch flag {
            case "--mode":
                guard let mode = SpeechMode(rawValue: try value()) else { throw .usage("--mode is auto, on or off") }
                self.mode = mode
            case "--language": language = try value()
            case "--password": isPassword = true
            case "--keys": keys = try value()
            case "--interval": interval = Int(try value()) ?? interval
            case "--settle": settleSeconds = Double(try value()) ?? settleSeconds
            case "--linger": lingerMilliseconds = Int(try value()) ?? lingerMilliseconds
            default: throw .usage("unknown option \(flag)")
            }
        }
    }
}

/// A wrong command line or data that cannot be loaded.
enum DriverError: Error, CustomStringConvertible {
    case usage(String)
    case failed(String)

    var description: String {
        switch self {
        case .usage(let message): "\(message)\n\(DriverOptions.usage)"
        case .failed(let message): message
        }
    }
}
