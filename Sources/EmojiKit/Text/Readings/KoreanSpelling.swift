/// The canonical spelling of romanized Korean: Revised Romanization merged with the spellings
/// people also type: McCune–Reischauer and English habits (`kimchi` for `gimchi`, `pusan` for
/// `busan`, `shi` for `si`, `o`/`u` for `eo`/`eu`, `e` for `ae`), tense consonants typed single,
/// and `r`/`l` for ㄹ.
enum KoreanSpelling {
    private static let sh = ByteReplacement("sh", "s")
    /// The vowels typed for `eo`, `eu`, `ae`.
    private static let vowels = [("eo", "o"), ("eu", "u"), ("ae", "e")].map(ByteReplacement.init)

    static func canonical(_ word: [UInt8]) -> [UInt8] {
        var bytes = sh.apply(to: word)
        bytes = bytes.map { byte in
            switch byte {
            case UInt8(ascii: "k"): UInt8(ascii: "g")
            case UInt8(ascii: "t"): UInt8(ascii: "d")
            case UInt8(ascii: "p"): UInt8(ascii: "b")
            case UInt8(ascii: "r"): UInt8(ascii: "l")
            default: byte
            }
        }
        bytes = LatinBytes.collapsingRuns(bytes, where: LatinBytes.isConsonant)
        for rule in vowels {
            bytes = rule.apply(to: bytes)
        }
        return bytes
    }

    static func queryForms(_ word: [UInt8]) -> [[UInt8]] {
        let stem = canonical(Array(word.dropLast()))
        let endsInAE = word.count >= 2 && word[word.count - 2] == UInt8(ascii: "a")
        switch word.last {
        // `e` may be the start of `eo` or `eu` (canonical `o`, `u`); `a` of `ae` (canonical `e`).
        case UInt8(ascii: "e") where !endsInAE:
            return LatinBytes.prefixed(stem, ["e", "o", "u"])
        case UInt8(ascii: "a"):
            return LatinBytes.prefixed(stem, ["a", "e"])
        default:
            return [canonical(word)]
        }
    }
}
