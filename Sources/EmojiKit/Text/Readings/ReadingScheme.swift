/// How a locale's names and keywords are spelled in Latin letters, so that users of Japanese,
/// Chinese and Korean reach them from a Latin keyboard (their own input method is not running
/// while an emoji input is).
///
/// Readings are stored in a canonical spelling that merges the ways people type the same sounds
/// (`shi`/`si`, `tsu`/`tu`, long vowels, `k`/`g` in Korean); a typed word is brought to the same
/// spelling before it is looked up. Since a word is matched as a prefix while it is typed,
/// ``queryForms(_:)`` also gives the alternatives for a word that ends inside a spelling
/// (`sh` may become `shi` or `sha`).
public enum ReadingScheme: UInt8, Sendable, CaseIterable, CustomStringConvertible {
    /// Japanese kana in Hepburn or wāpuro romaji.
    case japanese = 1
    /// Mandarin Chinese in pinyin without tones.
    case mandarin = 2
    /// Korean Hangul in Revised Romanization (and the common older spellings).
    case korean = 3

    /// The scheme for a CLDR locale, if its language has one (`ja`, `zh`, `zh-Hant`, `ko`).
    public init?(locale: String) {
        let language = locale.split(separator: "-").first.map(String.init) ?? locale
        switch language {
        case "ja": self = .japanese
        case "zh": self = .mandarin
        case "ko": self = .korean
        default: return nil
        }
    }

    public var description: String {
        switch self {
        case .japanese: "romaji"
        case .mandarin: "pinyin"
        case .korean: "revised-romanization"
        }
    }

    /// Words shorter than this are not looked up in readings (a letter or two of Latin text
    /// would find a good part of a language).
    public static let minimumQueryLength = 2

    /// The canonical spelling of a romanized word (lower-case ASCII letters and digits; anything
    /// else is dropped).
    public func canonical(_ word: some StringProtocol) -> String {
        String(decoding: canonical(bytes: Self.letters(word)), as: UTF8.self)
    }

    /// The canonical prefixes to look up for a typed (folded) word: usually one, several when the word ends inside a
    /// spelling.
    ///
    /// Empty when the word is not Latin letters or too short.
    public func queryForms(_ word: some StringProtocol) -> [[UInt8]] {
        let bytes = Array(word.utf8)
        guard bytes.count >= Self.minimumQueryLength, bytes.allSatisfy(Self.isLetterOrDigit) else { return [] }
        switch self {
        case .japanese: return JapaneseSpelling.queryForms(bytes)
        case .mandarin: return [PinyinSpelling.canonical(bytes)]
        case .korean: return KoreanSpelling.queryForms(bytes)
        }
    }

    func canonical(bytes: [UInt8]) -> [UInt8] {
        switch self {
        case .japanese: JapaneseSpelling.canonical(bytes)
        case .mandarin: PinyinSpelling.canonical(bytes)
        case .korean: KoreanSpelling.canonical(bytes)
        }
    }

    private static func letters(_ word: some StringProtocol) -> [UInt8] {
        word.utf8.compactMap { byte in
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte + 0x20
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): byte
            default: nil
            }
        }
    }

    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}

/// Small helpers over ASCII bytes shared by the spellings.
enum LatinBytes {
    static func isVowel(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "a") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "i")
            || byte == UInt8(ascii: "o") || byte == UInt8(ascii: "u")
    }

    static func isConsonant(_ byte: UInt8) -> Bool {
        isLetter(byte) && !isVowel(byte)
    }

    /// A lower-case ASCII letter.
    static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
    }

    /// Collapses runs of the same letter to one, for the letters `collapses` accepts.
    static func collapsingRuns(_ bytes: [UInt8], where collapses: (UInt8) -> Bool) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        for byte in bytes where !(collapses(byte) && result.last == byte) { result.append(byte) }
        return result
    }

    /// `forms` with `stem` in front of each.
    static func prefixed(_ stem: [UInt8], _ endings: [String]) -> [[UInt8]] {
        endings.map { stem + Array($0.utf8) }
    }
}
