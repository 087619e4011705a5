extension KoreanSpelling {
    /// Spellings tried at most per query (each is a search of its own).
    static let maximumRespellings = 3

    /// A query of romanized Korean typed with the English habit of writing ㅓ as `u` (`ramyun` for 라면 ramyeon,
    /// `Hyundai` for 현대 hyeondae): the words with `u` read as `eo`, every one at once, then each alone; empty when no
    /// word has a `u` that is not part of `eu`.
    ///
    /// Tried only when the query finds nothing as typed: `u` is also ㅜ, and reading every `u` both ways would find 벌
    /// (bee) for `bul` (불, fire).
    static func respellings(of words: [String]) -> [[String]] {
        let positions = words.map(informalVowels)
        let count = positions.reduce(0) { $0 + $1.count }
        guard count > 0 else { return [] }
        var forms = [zip(words, positions).map { respelled($0, at: Set($1)) }]
        if count > 1 {
            for (index, wordPositions) in positions.enumerated() {
                for position in wordPositions where forms.count < maximumRespellings {
                    var form = words
                    form[index] = respelled(words[index], at: [position])
                    forms.append(form)
                }
            }
        }
        return forms
    }

    /// The offsets of the `u`s of an ASCII word that are not the `u` of `eu`.
    private static func informalVowels(_ word: String) -> [Int] {
        let bytes = Array(word.utf8)
        guard bytes.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }) else { return [] }
        return bytes.indices.filter {
            bytes[$0] == UInt8(ascii: "u") && ($0 == 0 || bytes[$0 - 1] != UInt8(ascii: "e"))
        }
    }

    /// `word` with the `u`s at `offsets` written `eo`.
    private static func respelled(_ word: String, at offsets: Set<Int>) -> String {
        var result = ""
        for (offset, character) in word.utf8.enumerated() {
            result += offsets.contains(offset) ? "eo" : String(UnicodeScalar(character))
        }
        return result
    }
}
