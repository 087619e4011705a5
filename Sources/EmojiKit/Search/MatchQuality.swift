/// How well an emoji matches a query, best first.
///
/// Results are ordered by quality, then by usage (when the caller supplies usage scores), then by popularity, then by
/// Unicode order.
public enum MatchQuality: UInt8, Comparable, Sendable, CaseIterable, CustomStringConvertible {
    /// The query is an ASCII emoticon of the emoji (`:)`, `<3`), or the start of one. (`:o` is
    /// the emoticon 😲 before it is the shortcode `:o:` ⭕.)
    case emoticon = 0
    /// The query is one of the emoji's shortcodes (`:sob:`, `:sob`), or its GitHub shortcode
    /// typed as a word (`sob`).
    case exactShortcode
    /// The query names a flag by its region code (`us`, `flag us`, `gb-sct`).
    case regionCode
    /// The query words are the words of the name (`red heart`, `heart red`).
    case exactName
    /// The query is one of the keywords.
    case exactKeyword
    /// The name starts with a query word and every query word is in the name (`grin` → grinning face).
    case namePrefix
    /// Every query word is a whole word of the name or of a keyword.
    case exactWords
    /// Every query word starts a word of the name.
    case nameWords
    /// Every query word starts a word of the name or of a keyword (the keyword-prefix tier).
    case keywordWords
    /// Some query word matched only a romanized reading of a Japanese, Chinese or Korean name or
    /// keyword (`neko` → ネコ → 🐈).
    case reading
    /// Some query word matched only an everyday word: emojilib's English keywords (`woof` → 🐶),
    /// Mozc's Japanese readings (`warai` → 😂).
    case everyday
    /// Some query word matched only a supplementary word: a category label or a Unicode
    /// character name (`animal`, `heavy black heart`).
    case supplementary
    /// Some query word matched only by its stem: a plural or another form of a name, keyword or
    /// everyday word (`hearts`, `Katzen`, `chiens`).
    case inflection
    /// Some query word matched only a related word of the emoji's English words (WordNet:
    /// `hen` → 🐔, `cheeseburger` → 🍔, `arachnid` → 🕷️).
    case related
    /// Some query word matched only a near form: a word of the emoji's name or keywords that differs from
    /// it only in its last letters (`hjärtan` → hjärta → ❤️, `laughter` → laugh → 😂), an inflection or
    /// derivation that no stemmer knows.
    case nearForm
    /// Found only by allowing one typo in a query word of four or more letters (when nothing
    /// matches without one).
    case typo
    /// Found with some query words dropped, when fewer than a row of emoji match them all (`so tired` → tired,
    /// `happy new year` → new year); below every match of all the words.
    case partial

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String {
        switch self {
        case .exactShortcode: "exact-shortcode"
        case .emoticon: "emoticon"
        case .regionCode: "region-code"
        case .exactName: "exact-name"
        case .exactKeyword: "exact-keyword"
        case .namePrefix: "name-prefix"
        case .exactWords: "exact-words"
        case .nameWords: "name-words"
        case .keywordWords: "keyword-words"
        case .reading: "reading"
        case .everyday: "everyday"
        case .supplementary: "supplementary"
        case .inflection: "inflection"
        case .related: "related"
        case .nearForm: "near-form"
        case .typo: "typo"
        case .partial: "partial"
        }
    }
}

/// A rank class: a ``MatchQuality`` refined by how much of the match falls on the name.
struct RankClass: Comparable, Hashable {
    /// `quality * 4 + (3 - bonus)`; smaller is better.
    let rawValue: UInt8

    static let count = MatchQuality.allCases.count * 4
    static let none = RankClass(rawValue: .max)

    init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `bonus` in 0...3: 2 when a query word starts the name, 1 when every word is in the name.
    init(_ quality: MatchQuality, bonus: UInt8) {
        rawValue = quality.rawValue * 4 + (3 - min(bonus, 3))
    }

    var quality: MatchQuality { MatchQuality(rawValue: rawValue / 4) ?? .partial }

    /// Whether the class is of `quality`; compares raw values, where ``quality`` decodes (the per-candidate loops ask).
    @inline(__always)
    func `is`(_ quality: MatchQuality) -> Bool { rawValue / 4 == quality.rawValue }

    /// The bonus it was made with (0...3).
    var bonus: UInt8 { 3 - (rawValue & 3) }

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
