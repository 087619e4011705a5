/// CLDR locale inheritance for annotations: the parent of a locale, `nil` for root.
///
/// CLDR truncates the locale id (`de-CH` → `de`) except where supplementalData.xml's
/// `<parentLocales>` names another parent. These are the exceptions that apply to the CLDR 48
/// annotation locales (facts from CLDR, kept as data).
enum LocaleParents {
    static let explicit: [String: String?] = [
        "en-AU": "en-001", "en-CA": "en-001", "en-GB": "en-001", "en-IN": "en-001",
        "es-MX": "es-419", "es-US": "es-419",
        "hi-Latn": "en-IN",
        "nn": "no",
        // A script other than the language's default starts from root.
        "zh-Hant": nil, "yue-Hans": nil, "sr-Latn": nil, "ff-Adlm": nil, "kk-Arab": nil, "pa-Arab": nil,
    ]

    /// The parent of `locale`; `nil` when it inherits from root.
    static func parent(of locale: String) -> String? {
        if let known = explicit[locale] { return known }
        guard let dash = locale.lastIndex(of: "-") else { return nil }
        return String(locale[..<dash])
    }

    /// `locale` and its ancestors, nearest first, root excluded.
    static func chain(of locale: String) -> [String] {
        var result = [locale]
        while let parent = parent(of: result[result.count - 1]) { result.append(parent) }
        return result
    }
}
