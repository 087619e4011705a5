/// The languages that write compounds as one word (German `Laubbaum`, Dutch `regendruppel`, Swedish `regndroppe`):
/// Afrikaans, Danish, German, Estonian, Finnish, Western Frisian, Hungarian, Icelandic, Luxembourgish, Norwegian, Dutch
/// and Swedish.
///
/// Search splits their compounds into words (``JoinedWords``), and the index builder takes the last word of a compound
/// in a name, when it is also a keyword, as a word of the name.
public enum CompoundingLanguages {
    /// The language subtags.
    static let languages: Set<Substring> = [
        "af", "da", "de", "et", "fi", "fy", "hu", "is", "lb", "nb", "nl", "nn", "no", "sv",
    ]

    /// Whether the language of `locale` (`de`, `de-CH`, `nb`) writes compounds as one word.
    public static func contains(_ locale: String) -> Bool {
        languages.contains(locale.split(separator: "-").first ?? "")
    }
}
