import EmojiKit

#if canImport(Glibc)
    import Glibc
#endif

/// Command-line options of the engine server.
struct ServerOptions {
    /// The connected socket the frontend gave the server (a `socketpair` end).
    var socketFD: Int32 = 3
    var verbose = false

    init(arguments: [String]) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--socket-fd":
                guard let value = remaining.popFirst().flatMap({ Int32($0) }), value >= 0 else { Self.fail(argument) }
                socketFD = value
            case "--verbose", "-v": verbose = true
            case "--help", "-h":
                print(Self.usage)
                exit(0)
            default: Self.fail(argument)
            }
        }
    }

    private static func fail(_ argument: String) -> Never {
        var stream = StandardError()
        print("swift-emoji-engine-server: bad option \(argument)\n\(usage)", to: &stream)
        exit(2)
    }

    static let usage = """
        usage: swift-emoji-engine-server [--socket-fd N] [--verbose]
          --socket-fd N  the connected socket to serve (default 3); started by a frontend, such
                         as the fcitx5 addon, which keeps the other end
          --verbose      log debug messages to stderr (or set SWIFT_EMOJI_LOG_LEVEL)
        """
}
