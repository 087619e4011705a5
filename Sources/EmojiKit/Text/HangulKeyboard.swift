/// Korean typed on the keys of the Korean standard keyboard (두벌식, 2-set) with no Korean input method on.
///
/// `dkssud` is 안녕, `rhdiddl` 고양이, `Qkd` 빵. Each key stands for a jamo (Shift gives the tense consonants ㄲ ㄸ ㅃ ㅆ ㅉ and
/// ㅒ ㅖ), and the jamo make syllables as a Korean input method would make them.
public enum HangulKeyboard {
    /// The Hangul a word of ASCII letters spells on the keyboard, or nil when it spells none: every jamo must fall in
    /// a syllable, but a consonant at the end (the start of a syllable being typed) is left out.
    public static func hangul(_ word: String) -> String? {
        var jamo: [Jamo] = []
        for byte in word.utf8 {
            guard let key = keys[byte] else { return nil }
            jamo.append(key)
        }
        var result = String.UnicodeScalarView()
        var index = 0
        while index < jamo.count {
            guard let initial = jamo[index].initial, index + 1 < jamo.count, var vowel = jamo[index + 1].vowel else {
                // A consonant with no vowel after it: only the last key may be one.
                if index == jamo.count - 1, jamo[index].initial != nil { break }
                return nil
            }
            index += 2
            if index < jamo.count, let second = jamo[index].vowel, let joined = vowels[pair(vowel, second)] {
                vowel = joined
                index += 1
            }
            var final = 0
            // A consonant ends the syllable unless a vowel follows it (then it starts the next).
            if index < jamo.count, let first = jamo[index].final, !startsSyllable(jamo, at: index) {
                final = first
                index += 1
                if index < jamo.count, let second = jamo[index].final, let joined = finals[pair(final, second)],
                    !startsSyllable(jamo, at: index)
                {
                    final = joined
                    index += 1
                }
            }
            result.append(Unicode.Scalar(0xAC00 + (initial * 21 + vowel) * 28 + final)!)
        }
        return result.isEmpty ? nil : String(result)
    }

    /// One key's jamo as an initial consonant, a vowel and a final consonant (their indexes in Unicode's syllable
    /// composition; nil where it cannot be one).
    private struct Jamo {
        var initial: Int?
        var vowel: Int?
        var final: Int?
    }

    private static func startsSyllable(_ jamo: [Jamo], at index: Int) -> Bool {
        index + 1 < jamo.count && jamo[index].initial != nil && jamo[index + 1].vowel != nil
    }

    private static func pair(_ a: Int, _ b: Int) -> Int { a * 32 + b }

    /// The keys: an initial consonant's index (ㄱ ㄲ ㄴ ㄷ ㄸ ㄹ ㅁ ㅂ ㅃ ㅅ ㅆ ㅇ ㅈ ㅉ ㅊ ㅋ ㅌ ㅍ ㅎ) with its final's index
    /// (none for ㄸ ㅃ ㅉ), or a vowel's (ㅏ ㅐ ㅑ ㅒ ㅓ ㅔ ㅕ ㅖ ㅗ ㅘ ㅙ ㅚ ㅛ ㅜ ㅝ ㅞ ㅟ ㅠ ㅡ ㅢ ㅣ).
    private static let keys: [UInt8: Jamo] = {
        let consonants: [(Character, Int, Int?)] = [
            ("r", 0, 1), ("R", 1, 2), ("s", 2, 4), ("e", 3, 7), ("E", 4, nil), ("f", 5, 8), ("a", 6, 16),
            ("q", 7, 17), ("Q", 8, nil), ("t", 9, 19), ("T", 10, 20), ("d", 11, 21), ("w", 12, 22), ("W", 13, nil),
            ("c", 14, 23), ("z", 15, 24), ("x", 16, 25), ("v", 17, 26), ("g", 18, 27),
        ]
        let vowelKeys: [(Character, Int)] = [
            ("k", 0), ("o", 1), ("i", 2), ("O", 3), ("j", 4), ("p", 5), ("u", 6), ("P", 7), ("h", 8), ("y", 12),
            ("n", 13), ("b", 17), ("m", 18), ("l", 20),
        ]
        var table: [UInt8: Jamo] = [:]
        for (key, initial, final) in consonants {
            table[key.asciiValue!] = Jamo(initial: initial, vowel: nil, final: final)
        }
        for (key, vowel) in vowelKeys { table[key.asciiValue!] = Jamo(initial: nil, vowel: vowel, final: nil) }
        // Shift changes nothing on the other keys.
        for byte in UInt8(ascii: "a")...UInt8(ascii: "z") where table[byte - 0x20] == nil {
            table[byte - 0x20] = table[byte]
        }
        return table
    }()

    /// Two vowels typed in a row that make one: ㅗ+ㅏ ㅘ, ㅗ+ㅐ ㅙ, ㅗ+ㅣ ㅚ, ㅜ+ㅓ ㅝ, ㅜ+ㅔ ㅞ, ㅜ+ㅣ ㅟ, ㅡ+ㅣ ㅢ.
    private static let vowels: [Int: Int] = [
        pair(8, 0): 9, pair(8, 1): 10, pair(8, 20): 11, pair(13, 4): 14, pair(13, 5): 15, pair(13, 20): 16,
        pair(18, 20): 19,
    ]

    /// Two final consonants that make one: ㄳ ㄵ ㄶ ㄺ ㄻ ㄼ ㄽ ㄾ ㄿ ㅀ ㅄ.
    private static let finals: [Int: Int] = [
        pair(1, 19): 3, pair(4, 22): 5, pair(4, 27): 6, pair(8, 1): 9, pair(8, 16): 10, pair(8, 17): 11,
        pair(8, 19): 12, pair(8, 25): 13, pair(8, 26): 14, pair(8, 27): 15, pair(17, 19): 18,
    ]
}
