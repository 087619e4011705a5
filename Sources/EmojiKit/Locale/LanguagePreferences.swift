#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The user's languages as the environment states them.
public enum LanguagePreferences {
    /// Language tags from `LANGUAGE` (a colon-separated list), else `LC_ALL`, `LC_MESSAGES` or
    /// `LANG`, followed by English; duplicates and the C/POSIX locale removed.
    public static func fromEnvironment(_ environment: [String: String] = currentEnvironment()) -> [String] {
        var tags: [String] = []
        let messagesLocale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        // gettext ignores LANGUAGE when the locale is plain C or POSIX (not C.UTF-8); so do we, so
        // that the emoji names and the interface agree.
        if let messagesLocale, messagesLocale != "C", messagesLocale != "POSIX", let list = environment["LANGUAGE"],
            !list.isEmpty
        {
            tags += list.split(separator: ":").map(String.init)
        }
        if let messagesLocale, !isCLocale(messagesLocale) { tags.append(messagesLocale) }
        tags.append("en")
        var seen: Set<String> = []
        return tags.filter { !isCLocale($0) && seen.insert(normalized($0)).inserted }
    }

    /// The process environment.
    public static func currentEnvironment() -> [String: String] {
        var result: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") {
                result[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            pointer += 1
        }
        return result
    }

    private static func isCLocale(_ tag: String) -> Bool {
        let base = tag.split(separator: ".").first.map(String.init) ?? tag
        return base == "C" || base == "POSIX" || base.isEmpty
    }

    private static func normalized(_ tag: String) -> String {
        (tag.split(separator: ".").first.map(String.init) ?? tag).replacingUnderscores().lowercased()
    }
}

extension String {
    fileprivate func replacingUnderscores() -> String {
        String(map { $0 == "_" ? "-" : $0 })
    }
}
