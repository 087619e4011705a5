/// Maps language tags as users and environments write them (`de_DE.UTF-8`, `zh-TW`, `sr@latin`,
/// `pt-BR`) to the CLDR locales an index has.
public struct LanguageMatcher: Sendable {
    private let byLowercase: [String: String]

    /// A matcher over the given CLDR locale ids.
    public init(available locales: [String]) {
        var table: [String: String] = [:]
        for locale in locales { table[locale.lowercased()] = locale }
        byLowercase = table
    }

    /// The best available locale for `tag`, or `nil` if none fits.
    ///
    /// Tries the tag itself, its known aliases, then ever shorter prefixes (`de-CH-1901` → `de-CH` → `de`).
    public func match(_ tag: String) -> String? {
        for candidate in Self.candidates(for: tag) {
            if let locale = byLowercase[candidate.lowercased()] { return locale }
        }
        return nil
    }

    /// Candidate CLDR ids for `tag`, best first.
    static func candidates(for tag: String) -> [String] {
        var text = Substring(tag)
        var scriptFromModifier: String?
        if let at = text.firstIndex(of: "@") {
            switch text[text.index(after: at)...].lowercased() {
            case "latin": scriptFromModifier = "Latn"
            case "cyrillic": scriptFromModifier = "Cyrl"
            case "devanagari": scriptFromModifier = "Deva"
            default: break
            }
            text = text[..<at]
        }
        if let dot = text.firstIndex(of: ".") { text = text[..<dot] }
        var subtags = text.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        guard !subtags.isEmpty else { return [] }
        if ["c", "posix"].contains(subtags[0].lowercased()) { return ["en"] }
        subtags[0] = subtags[0].lowercased()
        if let script = scriptFromModifier { subtags.insert(script, at: 1) }
        if let alias = languageAliases[subtags[0]] { subtags[0] = alias }
        if subtags[0] == "zh", subtags.count >= 2, let expanded = chineseRegions[subtags[1].uppercased()] {
            subtags = expanded.split(separator: "-").map(String.init) + subtags.dropFirst(2)
        }

        var result: [String] = []
        var parts = subtags
        while !parts.isEmpty {
            result.append(parts.joined(separator: "-"))
            parts.removeLast()
        }
        return result
    }

    /// Deprecated or macro-language codes mapped to the codes CLDR files use.
    private static let languageAliases: [String: String] = [
        "nb": "no", "iw": "he", "in": "id", "ji": "yi", "tl": "fil", "mo": "ro", "sh": "sr-Latn",
    ]

    /// Chinese regions whose default script is Traditional.
    private static let chineseRegions: [String: String] = [
        "TW": "zh-Hant", "HK": "zh-Hant-HK", "MO": "zh-Hant-HK", "CN": "zh", "SG": "zh",
    ]
}
