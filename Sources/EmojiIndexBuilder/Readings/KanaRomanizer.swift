/// Hiragana (katakana is folded to hiragana before) to Hepburn romaji: `ねこ` → `neko`,
/// `らーめん` → `raamen` (ー repeats the vowel), `きって` → `kitte` (small っ doubles the next
/// consonant), `しゃしん` → `shashin`, `ふぁん` → `fan`.
///
/// Latin letters and digits pass through in lower case; anything else is dropped. The spelling
/// only needs to be one that `EmojiKit.ReadingScheme.japanese` brings to its canonical form.
enum KanaRomanizer {
    static func romanize(_ text: some Sequence<Unicode.Scalar>) -> String {
        var syllables: [String] = []
        var geminate = false
        for scalar in text {
            let value = scalar.value
            if value == 0x3063 {  // っ
                geminate = true
                continue
            }
            if let syllable = kana[value] {
                syllables.append(geminate ? doubled(syllable) : syllable)
            } else if let small = smallY[value], let last = syllables.last, last.count > 1, last.hasSuffix("i") {
                // きゃ kya, しゃ sha, ちゃ cha, じゃ ja.
                let stem = String(last.dropLast())
                let palatal = stem.hasSuffix("sh") || stem.hasSuffix("ch") || stem.hasSuffix("j")
                syllables[syllables.count - 1] = stem + (palatal ? String(small.dropFirst()) : small)
            } else if let vowel = smallVowels[value], let last = syllables.last {
                // ふぁ fa, てぃ ti, ちぇ che, うぃ wi: the small vowel replaces the syllable's vowel.
                syllables[syllables.count - 1] = last == "u" ? "w" + vowel : String(last.dropLast()) + vowel
            } else if let small = smallY[value] ?? smallVowels[value] {
                syllables.append(small)
            } else if value == 0x30FC, let vowel = syllables.last?.last(where: { "aiueo".contains($0) }) {  // ー
                syllables.append(String(vowel))
            } else if value < 0x3000, scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                syllables.append(String(scalar).lowercased())
            }
            geminate = false
        }
        return syllables.joined()
    }

    private static func doubled(_ syllable: String) -> String {
        guard let first = syllable.first, !"aiueon".contains(first) else { return syllable }
        return (syllable.hasPrefix("ch") ? "t" : String(first)) + syllable
    }

    /// Hiragana U+3041…U+3096 and their spellings (small kana are handled apart).
    private static let kana: [UInt32: String] = {
        let rows: [(UInt32, [String])] = [
            (0x3042, ["a"]), (0x3044, ["i"]), (0x3046, ["u"]), (0x3048, ["e"]), (0x304A, ["o"]),
            (
                0x304B,
                [
                    "ka", "ga", "ki", "gi", "ku", "gu", "ke", "ge", "ko", "go",
                    "sa", "za", "shi", "ji", "su", "zu", "se", "ze", "so", "zo",
                    "ta", "da", "chi", "ji",
                ]
            ),
            (
                0x3064,
                [
                    "tsu", "zu", "te", "de", "to", "do",
                    "na", "ni", "nu", "ne", "no",
                    "ha", "ba", "pa", "hi", "bi", "pi", "fu", "bu", "pu", "he", "be", "pe", "ho", "bo", "po",
                    "ma", "mi", "mu", "me", "mo",
                ]
            ),
            (0x3084, ["ya"]), (0x3086, ["yu"]), (0x3088, ["yo"]),
            (0x3089, ["ra", "ri", "ru", "re", "ro"]),
            (0x308F, ["wa", "i", "e", "o", "n", "vu"]),
            (0x3095, ["ka", "ke"]),
        ]
        var table: [UInt32: String] = [:]
        for (start, spellings) in rows {
            for (offset, spelling) in spellings.enumerated() { table[start + UInt32(offset)] = spelling }
        }
        return table
    }()

    /// ゃ ゅ ょ ゎ, which make one syllable with the kana before.
    private static let smallY: [UInt32: String] = [0x3083: "ya", 0x3085: "yu", 0x3087: "yo", 0x308E: "wa"]
    /// ぁ ぃ ぅ ぇ ぉ.
    private static let smallVowels: [UInt32: String] = [
        0x3041: "a", 0x3043: "i", 0x3045: "u", 0x3047: "e", 0x3049: "o",
    ]
}
