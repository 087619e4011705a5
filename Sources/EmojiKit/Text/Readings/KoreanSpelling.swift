/// The canonical spelling of romanized Korean: Revised Romanization merged with the spellings
/// people also type: McCune–Reischauer and English habits (`kimchi` for `gimchi`, `pusan` for
/// `busan`, `shi` for `si`, `sha` for `sya`, `o`/`u` for `eo`/`eu`, `e` for `ae`), tense consonants typed single,
/// and `r`/`l` for ㄹ.
enum KoreanSpelling {
    /// `sh` before a, e, o or u is the ㅅ of 샤, 셰, 쇼, 슈 (`sya`, `sye`, `syo`, `syu`: `shawo` 샤워, `shoping` 쇼핑);
    /// before anything else it is ㅅ alone (`shi` 시, `shwi` 쉬).
    private static let sh =
        ["a", "e", "o", "u"].map { ByteReplacement("sh" + $0, "sy" + $0) } + [ByteReplacement("sh", "s")]
    /// The vowels typed for `eo`, `eu`, `ae`.
    private static let vowels = [("eo", "o"), ("eu", "u"), ("ae", "e")].map(ByteReplacement.init)

    static func canonical(_ word: [UInt8]) -> [UInt8] {
        let consonants = sh.apply(to: word).map { byte in
            switch byte {
            case UInt8(ascii: "k"): UInt8(ascii: "g")
            case UInt8(ascii: "t"): UInt8(ascii: "d")
            case UInt8(ascii: "p"): UInt8(ascii: "b")
            case UInt8(ascii: "r"): UInt8(ascii: "l")
            default: byte
            }
        }
        return vowels.apply(to: LatinBytes.collapsingRuns(consonants, where: LatinBytes.isConsonant))
    }

    static func queryForms(_ word: [UInt8]) -> [[UInt8]] {
        let endsInAE = word.count >= 2 && word[word.count - 2] == UInt8(ascii: "a")
        let endsInSH = word.count >= 2 && word.suffix(2).elementsEqual("sh".utf8)
        /// The canonical spellings of the word as typed on with each of `letters`.
        func goingOn(_ letters: [String]) -> [[UInt8]] {
            letters.map { canonical(word + Array($0.utf8)) }
        }
        switch word.last {
        // `e` may be the start of `eo` or `eu` (canonical `o`, `u`); `a` of `ae` (canonical `e`); `sh` of `shi`, `shwi`
        // or `sha` (canonical `si`, `swi`, `sya`).
        case UInt8(ascii: "e") where !endsInAE:
            return goingOn(["", "o", "u"])
        case UInt8(ascii: "a"):
            return goingOn(["", "e"])
        case UInt8(ascii: "h") where endsInSH:
            return goingOn(["i", "w", "y"])
        default:
            return [canonical(word)]
        }
    }
}
