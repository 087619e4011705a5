/// Which Snowball algorithm (libstemmer's name) stems a CLDR locale's words, by its language.
///
/// `de-CH` → german. Languages without one (Japanese, Chinese, Korean, …) get no stems.
enum LocaleStemming {
    /// Language subtag → algorithm, for every algorithm of libstemmer 2.2 (Debian 12) but Porter's
    /// original English one, which `english` (Porter2) supersedes.
    static let algorithms: [String: String] = [
        "ar": "arabic", "hy": "armenian", "eu": "basque", "ca": "catalan", "da": "danish", "nl": "dutch",
        "en": "english", "fi": "finnish", "fr": "french", "de": "german", "el": "greek", "hi": "hindi",
        "hu": "hungarian", "id": "indonesian", "ga": "irish", "it": "italian", "lt": "lithuanian", "ne": "nepali",
        "no": "norwegian", "nb": "norwegian", "nn": "norwegian", "pt": "portuguese", "ro": "romanian",
        "ru": "russian", "sr": "serbian", "es": "spanish", "sv": "swedish", "ta": "tamil", "tr": "turkish",
        "yi": "yiddish",
    ]

    /// The algorithm for `locale` (`en-GB`, `sr-Latn`), if its language has one.
    static func algorithm(for locale: String) -> String? {
        algorithms[String(locale.prefix { $0 != "-" && $0 != "_" })]
    }
}
