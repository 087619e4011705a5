/// A word of one Han character typed again and again (`狗狗`, `猫猫`, `哈哈哈`), as Chinese says a thing fondly or
/// laughs: when the query finds nothing as typed, the same character twice (`哈哈哈` → 哈哈), then once (`狗狗` → 狗).
enum RepeatedCharacters {
    /// The shorter forms of a query whose words include a repeated character, twice before once; empty when none
    /// repeats.
    static func shorterForms(of words: [String]) -> [[String]] {
        let repeated = words.map(repeatedCharacter)
        guard repeated.contains(where: { $0 != nil }) else { return [] }
        var forms: [[String]] = []
        for times in [2, 1] {
            let form = zip(words, repeated).map { word, character in
                character.map { String(repeating: String($0), count: min(times, word.unicodeScalars.count)) } ?? word
            }
            if form != words, !forms.contains(form) { forms.append(form) }
        }
        return forms
    }

    /// The character of a word that is one Han character two or more times.
    private static func repeatedCharacter(_ word: String) -> Unicode.Scalar? {
        let scalars = Array(word.unicodeScalars)
        guard scalars.count >= 2, let first = scalars.first, first.properties.isIdeographic,
            scalars.allSatisfy({ $0 == first })
        else { return nil }
        return first
    }
}
