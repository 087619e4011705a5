/// A spelling people type for the one a word is written with, tried when a query finds nothing as typed: romanized
/// Korean with ㅓ typed `u`, as English spells it (`ramyun` for 라면 ramyeon, `sunmul` for 선물 seonmul), and English
/// with `f` for `ph` (`elefant`, `dolfin`, `saxofone`).
///
/// Each typed letter may be either: every one is read as written at once, then each alone. Only a query that finds
/// nothing as typed is respelled: `u` is also ㅜ, and reading every `u` both ways would find 벌 (bee) for `bul` (불,
/// fire).
struct Respelling: Sendable {
    /// The letter as typed.
    let typed: UInt8
    /// What it stands for.
    let written: String
    /// A letter after which `typed` is part of another spelling (the `u` of Korean `eu`).
    let notAfter: UInt8?

    /// Korean ㅓ typed `u` (Revised Romanization writes `eo`).
    static let koreanEo = Respelling(typed: UInt8(ascii: "u"), written: "eo", notAfter: UInt8(ascii: "e"))
    /// English `ph` typed as it sounds.
    static let englishPh = Respelling(typed: UInt8(ascii: "f"), written: "ph", notAfter: nil)

    /// Spellings tried at most per query (each is a search of its own).
    static let maximumForms = 3

    /// The respellings that apply to a query in `languages` (the user's first ones).
    static func applying(to languages: [LocaleAnnotations]) -> [Respelling] {
        var result: [Respelling] = []
        if languages.contains(where: { $0.readingScheme == .korean }) { result.append(.koreanEo) }
        if languages.contains(where: \.isEnglish) { result.append(.englishPh) }
        return result
    }

    /// The forms of `words` with the typed letter read as written: every one at once, then each alone; empty when no
    /// word of lower-case ASCII letters has it.
    func forms(of words: [String]) -> [[String]] {
        let positions = words.map(typedLetters)
        let count = positions.reduce(0) { $0 + $1.count }
        guard count > 0 else { return [] }
        var forms = [zip(words, positions).map { respelled($0, at: Set($1)) }]
        if count > 1 {
            for (index, wordPositions) in positions.enumerated() {
                for position in wordPositions where forms.count < Self.maximumForms {
                    var form = words
                    form[index] = respelled(words[index], at: [position])
                    forms.append(form)
                }
            }
        }
        return forms
    }

    /// The offsets of the typed letter in a word of lower-case ASCII letters, but after `notAfter`.
    private func typedLetters(_ word: String) -> [Int] {
        let bytes = Array(word.utf8)
        guard bytes.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }) else { return [] }
        return bytes.indices.filter { bytes[$0] == typed && ($0 == 0 || bytes[$0 - 1] != notAfter) }
    }

    /// `word` with the letters at `offsets` written as they stand for.
    private func respelled(_ word: String, at offsets: Set<Int>) -> String {
        var result = ""
        for (offset, byte) in word.utf8.enumerated() {
            result += offsets.contains(offset) ? written : String(UnicodeScalar(byte))
        }
        return result
    }
}
