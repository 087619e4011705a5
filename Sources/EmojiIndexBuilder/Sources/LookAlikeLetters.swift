/// Letters of another script that CLDR writes in place of the letter they look like.
///
/// Some locales' annotations mix scripts inside a word: Serbian Cyrillic words with Latin `a`, `e`, `o` and `j`
/// (`хoтeл`, `бajкa`), Chuvash words with Latin `ă`, `ĕ`, `ç` for `ӑ`, `ӗ`, `ҫ` (`алă`), Kabyle and Akan words with
/// Greek `ε` and `ͻ` or Cyrillic `ԑ` for the Latin `ɛ` and `ɔ` of their alphabets (`taεeẓẓugt`, `akyerԑkyerԑkwan`).
/// Their users type the letters of their own keyboard, which no such word matches. So in a word that has letters of its
/// locale's script, every letter of another script that looks like one of the locale's script becomes that letter;
/// a word wholly in another script (`e-mail` in a Cyrillic locale) is left as it is, and so is any letter with no
/// look-alike.
enum LookAlikeLetters {
    /// The scripts that lend look-alike letters to each other.
    enum Script: Hashable {
        case latin, cyrillic, greek
    }

    /// The script of a letter, for the scripts that have look-alikes (nil: another script, or no letter).
    static func script(of scalar: Unicode.Scalar) -> Script? {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x24F, 0x250...0x2AF, 0x1D00...0x1D7F,
            0x1E00...0x1EFF:
            .latin
        case 0x370...0x3FF, 0x1F00...0x1FFF: .greek
        case 0x400...0x52F, 0x1C80...0x1C8F, 0xA640...0xA69F: .cyrillic
        default: nil
        }
    }

    /// For each script, the letters of the others that look like one of its letters.
    private static let lookAlikes: [Script: [Unicode.Scalar: Unicode.Scalar]] = [
        .cyrillic: [
            "a": "а", "c": "с", "e": "е", "h": "һ", "i": "і", "j": "ј", "k": "к", "o": "о", "p": "р", "s": "ѕ",
            "x": "х", "y": "у", "A": "А", "B": "В", "C": "С", "E": "Е", "H": "Н", "I": "І", "J": "Ј", "K": "К",
            "M": "М", "O": "О", "P": "Р", "S": "Ѕ", "T": "Т", "X": "Х", "Y": "У",
            // Chuvash (and Cyrillic letters with a diaeresis).
            "ă": "ӑ", "ĕ": "ӗ", "ç": "ҫ", "ÿ": "ӳ", "ë": "ё", "ï": "ї", "Ă": "Ӑ", "Ĕ": "Ӗ", "Ç": "Ҫ", "Ÿ": "Ӳ",
            "Ë": "Ё", "Ï": "Ї",
        ],
        .latin: [
            "а": "a", "с": "c", "е": "e", "һ": "h", "і": "i", "ј": "j", "о": "o", "р": "p", "ѕ": "s", "х": "x",
            "у": "y", "А": "A", "В": "B", "С": "C", "Е": "E", "Н": "H", "І": "I", "Ј": "J", "К": "K", "М": "M",
            "О": "O", "Р": "P", "Ѕ": "S", "Т": "T", "Х": "X",
            // The open e and open o of African alphabets, written with Greek and Cyrillic letters (and a small
            // capital).
            "ε": "ɛ", "ԑ": "ɛ", "Ε": "Ɛ", "Ԑ": "Ɛ", "ͻ": "ɔ", "Ͻ": "Ɔ", "ᴐ": "ɔ", "ο": "o", "Ο": "O",
        ],
    ]

    /// The script most of `phrases`' letters are in, among those with look-alikes, when it has more letters than every
    /// other script together (nil for a locale written in another script).
    static func script(of phrases: some Sequence<String>) -> Script? {
        var counts: [Script: Int] = [:]
        var others = 0
        for phrase in phrases {
            for scalar in phrase.unicodeScalars where scalar.properties.isAlphabetic {
                if let script = script(of: scalar) { counts[script, default: 0] += 1 } else { others += 1 }
            }
        }
        guard let (script, count) = counts.max(by: { $0.value < $1.value }) else { return nil }
        let total = counts.values.reduce(others, +)
        return count * 2 > total ? script : nil
    }

    /// `phrase` with the look-alike letters of every word that has letters of `script` made letters of `script`.
    static func unmixed(_ phrase: String, script: Script) -> String {
        guard let table = lookAlikes[script] else { return phrase }
        var result = String.UnicodeScalarView()
        var word: [Unicode.Scalar] = []
        /// Appends the word collected so far, its look-alikes replaced if it has a letter of the script.
        func flush() {
            if word.contains(where: { self.script(of: $0) == script }) {
                result.append(contentsOf: word.map { table[$0] ?? $0 })
            } else {
                result.append(contentsOf: word)
            }
            word.removeAll(keepingCapacity: true)
        }
        for scalar in phrase.unicodeScalars {
            if scalar.properties.isAlphabetic || scalar.properties.generalCategory == .nonspacingMark {
                word.append(scalar)
            } else {
                flush()
                result.append(scalar)
            }
        }
        flush()
        return String(result)
    }
}
