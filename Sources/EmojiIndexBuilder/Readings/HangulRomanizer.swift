/// Hangul syllables to Revised Romanization: `고양이` → `goyangi`, `무지개` → `mujigae`, `한국어` → `hangugeo` (a final
/// consonant before a silent ㅇ is carried over as the next initial).
///
/// The finer assimilation rules are left out: `EmojiKit.ReadingScheme.korean` merges most of what they change (`k`/`g`,
/// `t`/`d`, `r`/`l`). Other letters and digits pass through in lower case; anything else is dropped.
enum HangulRomanizer {
    static func romanize(_ text: some Sequence<Unicode.Scalar>) -> String {
        var output = ""
        var pendingFinal: Int?  // the previous syllable's final consonant, not yet written
        for scalar in text {
            let value = Int(scalar.value)
            guard (0xAC00...0xD7A3).contains(value) else {
                if let final = pendingFinal { output += finals[final] }
                pendingFinal = nil
                if value < 0x3000, scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                    output += String(scalar).lowercased()
                }
                continue
            }
            let index = value - 0xAC00
            let initial = index / (21 * 28)
            let vowel = (index / 28) % 21
            let final = index % 28
            if let previous = pendingFinal {
                // ㅇ (index 11) as an initial is silent: the previous final moves over.
                if initial == 11, let carried = carriedInitial[previous] {
                    output += carried.stays + carried.moves
                } else {
                    output += finals[previous] + initials[initial]
                }
            } else {
                output += initials[initial]
            }
            output += vowels[vowel]
            pendingFinal = final == 0 ? nil : final
        }
        if let final = pendingFinal { output += finals[final] }
        return output
    }

    private static let initials = [
        "g", "kk", "n", "d", "tt", "r", "m", "b", "pp", "s", "ss", "", "j", "jj", "ch", "k", "t", "p", "h",
    ]
    private static let vowels = [
        "a", "ae", "ya", "yae", "eo", "e", "yeo", "ye", "o", "wa", "wae", "oe", "yo", "u", "wo", "we", "wi",
        "yu", "eu", "ui", "i",
    ]
    /// Finals before a consonant or at the end (index 0 = none).
    private static let finals = [
        "", "k", "k", "k", "n", "n", "n", "t", "l", "k", "m", "l", "l", "l", "p", "l", "m", "p", "p", "t", "t",
        "ng", "t", "t", "k", "t", "p", "t",
    ]
    /// Finals before a vowel: what stays in the syllable and what becomes the next initial.
    private static let carriedInitial: [Int: (stays: String, moves: String)] = [
        1: ("", "g"), 2: ("", "kk"), 3: ("k", "s"), 4: ("", "n"), 5: ("n", "j"), 6: ("n", "h"), 7: ("", "d"),
        8: ("", "r"), 9: ("l", "g"), 10: ("l", "m"), 11: ("l", "b"), 12: ("l", "s"), 13: ("l", "t"),
        14: ("l", "p"), 15: ("l", "h"), 16: ("", "m"), 17: ("", "b"), 18: ("p", "s"), 19: ("", "s"),
        20: ("", "ss"), 21: ("ng", ""), 22: ("", "j"), 23: ("", "ch"), 24: ("", "k"), 25: ("", "t"),
        26: ("", "p"), 27: ("", ""),
    ]
}
