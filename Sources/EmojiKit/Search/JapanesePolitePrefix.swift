/// The polite prefix お (`o`) that Japanese puts before many nouns (お魚 osakana, お水 omizu, お空 osora), which CLDR's
/// words mostly go without (魚, 水, 空): tried without it when a query finds nothing as typed, with Japanese
/// configured.
enum JapanesePolitePrefix {
    /// Words shorter than this keep their `o` (`oni`, `oka`: the rest would be a syllable or two of anything).
    static let minimumLength = 5

    /// The query without the polite prefix of each word that may have one: `o` before a consonant other than `n` and a
    /// word of lower-case ASCII letters of ``minimumLength`` or more; empty when no word may have one.
    static func forms(of words: [String]) -> [[String]] {
        let stripped = words.map { word -> String in
            let bytes = Array(word.utf8)
            guard bytes.count >= minimumLength, bytes[0] == UInt8(ascii: "o"),
                bytes.allSatisfy(LatinBytes.isLetter), LatinBytes.isConsonant(bytes[1]), bytes[1] != UInt8(ascii: "n")
            else { return word }
            return String(word.dropFirst())
        }
        return stripped == words ? [] : [stripped]
    }
}
