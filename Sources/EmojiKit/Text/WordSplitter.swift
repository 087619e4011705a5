/// Splits folded text into words, the unit that queries match against names and keywords.
///
/// A word is a run of letters, marks and digits. Hyphens and apostrophes inside a word also split
/// it (`t-shirt` → `t`, `shirt`), and for indexing the joined form is kept as well (`tshirt`), so
/// both spellings find it. Scripts written without spaces (Han, kana, Thai, Lao, Khmer, Myanmar)
/// are indexed with every suffix of a word too, so a query can start inside a CJK keyword.
public enum WordSplitter {
    /// The words of already folded `scalars`, in order.
    public static func words(_ scalars: [Unicode.Scalar]) -> [String] {
        pieces(scalars).map(\.text)
    }

    /// The words of already folded `scalars` with the pieces that a hyphen or apostrophe joins written together, as
    /// compounds are indexed (`t-shirt` → `tshirt`, `ko-hi-` → `kohi`: in Japanese typed on a Latin keyboard the hyphen
    /// is the long vowel mark ー); nil when no piece joins the next.
    public static func joinedWords(_ scalars: [Unicode.Scalar]) -> [String]? {
        guard scalars.contains(where: isJoiner) else { return nil }
        let parts = pieces(scalars)
        guard parts.contains(where: \.joinsNext) else { return nil }
        var result: [String] = []
        var joining = false
        for part in parts {
            if joining { result[result.count - 1] += part.text } else { result.append(part.text) }
            joining = part.joinsNext
        }
        return result
    }

    /// One token under which a name or keyword is indexed.
    public struct IndexToken: Equatable, Sendable {
        /// The folded token text.
        public var text: String
        /// `true` for a word (or a compound of words) of the phrase; `false` for an inner suffix
        /// added for scripts written without spaces.
        public var isWord: Bool
        /// The token is, or begins with, the first word of the phrase.
        public var startsPhrase: Bool
        /// The token is the whole phrase.
        public var coversPhrase: Bool

        public init(text: String, isWord: Bool, startsPhrase: Bool, coversPhrase: Bool) {
            self.text = text
            self.isWord = isWord
            self.startsPhrase = startsPhrase
            self.coversPhrase = coversPhrase
        }
    }

    /// The tokens under which a phrase (already folded) is indexed.
    public static func indexTokens(_ scalars: [Unicode.Scalar]) -> [IndexToken] {
        var result: [IndexToken] = []
        let parts = pieces(scalars)
        for (position, part) in parts.enumerated() {
            result.append(
                IndexToken(text: part.text, isWord: true, startsPhrase: position == 0, coversPhrase: parts.count == 1))
            let inner = Array(part.text.unicodeScalars)
            if inner.count > 1, inner.count <= maximumSuffixedLength, inner.contains(where: isScriptioContinua) {
                for start in 1..<inner.count {
                    var suffix = String.UnicodeScalarView()
                    suffix.append(contentsOf: inner[start...])
                    result.append(
                        IndexToken(text: String(suffix), isWord: false, startsPhrase: false, coversPhrase: false))
                }
            }
        }
        // Compounds: consecutive pieces joined by a hyphen or apostrophe, written together.
        var index = 0
        while index < parts.count {
            var end = index
            while end + 1 < parts.count, parts[end].joinsNext { end += 1 }
            if end > index {
                let text = parts[index...end].map(\.text).joined()
                result.append(
                    IndexToken(
                        text: text, isWord: true, startsPhrase: index == 0,
                        coversPhrase: index == 0 && end == parts.count - 1))
            }
            index = end + 1
        }
        return result
    }

    /// Suffixes are added only for words up to this many scalars, which bounds the index size.
    public static let maximumSuffixedLength = 16

    private struct Piece {
        var text: String
        var joinsNext: Bool
    }

    private static func pieces(_ scalars: [Unicode.Scalar]) -> [Piece] {
        var pieces: [Piece] = []
        var current = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if isWordScalar(scalar) {
                current.append(scalar)
            } else if !current.isEmpty {
                let joins = isJoiner(scalar) && index + 1 < scalars.count && isWordScalar(scalars[index + 1])
                pieces.append(Piece(text: String(current), joinsNext: joins))
                current = String.UnicodeScalarView()
            }
            index += 1
        }
        if !current.isEmpty { pieces.append(Piece(text: String(current), joinsNext: false)) }
        return pieces
    }

    /// Letters, marks and numbers make words.
    @inline(__always)
    public static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 {
            let v = scalar.value
            return (v >= 0x61 && v <= 0x7A) || (v >= 0x41 && v <= 0x5A) || (v >= 0x30 && v <= 0x39)
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark,
            .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }

    private static func isJoiner(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2D, 0x27, 0x2010, 0x2011, 0x2019, 0x02BC: true
        default: false
        }
    }

    private static func isScriptioContinua(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0E00...0x0EFF,  // Thai, Lao
            0x1000...0x109F,  // Myanmar
            0x1780...0x17FF,  // Khmer
            0x3040...0x30FF,  // Hiragana, Katakana
            0x31F0...0x31FF,  // Katakana phonetic extensions
            0x3400...0x4DBF,  // CJK Extension A
            0x4E00...0x9FFF,  // CJK Unified Ideographs
            0xF900...0xFAFF,  // CJK Compatibility Ideographs
            0x20000...0x3FFFF:  // CJK Extensions B…
            true
        default:
            false
        }
    }
}
