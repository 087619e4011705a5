import EmojiKit

#if canImport(Glibc)
    import Glibc
#endif

/// Where user state lives: `$XDG_STATE_HOME/swift-emoji`, else `~/.local/state/swift-emoji`.
public enum StateDirectory {
    /// The directory for this user, from the environment.
    public static func standard(_ environment: [String: String] = LanguagePreferences.currentEnvironment()) -> String {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return state + "/swift-emoji"
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? homeFromPasswd() ?? "/tmp"
        return home + "/.local/state/swift-emoji"
    }

    private static func homeFromPasswd() -> String? {
        guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return nil }
        return String(cString: directory)
    }
}
