/// Where speech-dispatcher listens, found as libspeechd finds it (without linking it: it is
/// LGPL, and SSIP is a small text protocol).
///
/// `SPEECHD_ADDRESS` names it (`unix_socket:/path`, `inet_socket:host:port`); otherwise the
/// user's socket `$XDG_RUNTIME_DIR/speech-dispatcher/speechd.sock`, which speech-dispatcher
/// opens when it is started for the session (Orca starts it).
public enum SSIPAddress: Equatable, Sendable {
    case unixSocket(path: String)
    case inetSocket(host: String, port: UInt16)

    /// speech-dispatcher's TCP port when none is given.
    public static let defaultPort: UInt16 = 6560

    /// The address in `environment`; `nil` when neither `SPEECHD_ADDRESS` nor a runtime or home
    /// directory says where.
    public static func resolve(environment: [String: String]) -> SSIPAddress? {
        let defaultSocket = defaultSocketPath(environment: environment)
        guard let address = environment["SPEECHD_ADDRESS"], !address.isEmpty else {
            return defaultSocket.map { .unixSocket(path: $0) }
        }
        let parts = address.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let rest = parts.count > 1 ? parts[1] : ""
        switch parts[0] {
        case "unix_socket":
            return rest.isEmpty ? defaultSocket.map { .unixSocket(path: $0) } : .unixSocket(path: rest)
        case "inet_socket":
            let hostAndPort = rest.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            let host = hostAndPort.first.flatMap { $0.isEmpty ? nil : $0 } ?? "127.0.0.1"
            let port =
                hostAndPort.count > 1 ? UInt16(hostAndPort[1]) : environment["SPEECHD_PORT"].flatMap { UInt16($0) }
            return .inetSocket(host: host, port: port ?? defaultPort)
        default:
            return nil
        }
    }

    /// The session's socket, under the runtime directory (the cache directory without one, as GLib's
    /// `g_get_user_runtime_dir` falls back).
    private static func defaultSocketPath(environment: [String: String]) -> String? {
        let directory: String
        if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty {
            directory = runtime
        } else if let cache = environment["XDG_CACHE_HOME"], !cache.isEmpty {
            directory = cache
        } else if let home = environment["HOME"], !home.isEmpty {
            directory = home + "/.cache"
        } else {
            return nil
        }
        return directory + "/speech-dispatcher/speechd.sock"
    }
}
