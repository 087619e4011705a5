import EmojiKit

#if canImport(Glibc)
    import Glibc
#endif

/// Command-line options of the engine.
struct LaunchOptions {
    enum Mode {
        /// Launched by ibus-daemon: claim the component's bus name.
        case ibus
        /// Print the engines XML and exit.
        case xml
        /// Register the component with the running daemon (development and tests).
        case standalone
    }

    var mode: Mode = .standalone
    var verbose = false

    init(arguments: [String]) {
        for argument in arguments {
            switch argument {
            case "--ibus", "-i": mode = .ibus
            case "--xml", "-x": mode = .xml
            case "--verbose", "-v": verbose = true
            case "--help", "-h":
                print(Self.usage)
                exit(0)
            default:
                var stream = StandardError()
                print("ibus-engine-swift-emoji: unknown option \(argument)\n\(Self.usage)", to: &stream)
                exit(2)
            }
        }
    }

    static let usage = """
        usage: ibus-engine-swift-emoji [--ibus | --xml] [--verbose]
          --ibus     started by ibus-daemon (from the component XML)
          --xml      print the engines XML and exit
          --verbose  log debug messages to stderr (or set SWIFT_EMOJI_LOG_LEVEL)
        Without --ibus or --xml the engine registers itself with the running ibus-daemon.
        """
}
