/// The canonical spelling of romanized Japanese, which merges the ways people type kana:
/// Hepburn and Kunrei/wāpuro (`shi`/`si`, `chi`/`ti`, `tsu`/`tu`, `fu`/`hu`, `ji`/`zi`,
/// `sha`/`sya`, `ja`/`jya`/`zya`), long vowels (`ou`, `oo`, `ō` and `o` are one; `ー` was
/// written as a repeated vowel), doubled consonants of small っ (`kitte`, `matcha`/`maccha`),
/// `n'`/`nn` for ん, `mb`/`nb`, `wo` for を, and the input methods' `thi` and `dhi` for ティ and ディ (`ti`, `di`).
enum JapaneseSpelling {
    /// Replacements applied in order, after `tch` → `ch` and doubled consonants are made single.
    private static let replacements: [ByteReplacement] = [
        ("thi", "ti"), ("dhi", "di"), ("shi", "si"), ("sh", "sy"), ("chi", "ti"), ("ch", "ty"), ("cy", "ty"),
        ("tsu", "tu"), ("ts", "t"),
        ("jy", "zy"), ("ji", "zi"), ("j", "zy"), ("fu", "hu"), ("du", "zu"), ("wo", "o"),
        ("mb", "nb"), ("mp", "np"),
    ].map(ByteReplacement.init)
    private static let tch = ByteReplacement("tch", "ch")
    private static let longO = ByteReplacement("ou", "o")

    static func canonical(_ word: [UInt8]) -> [UInt8] {
        var bytes = tch.apply(to: word)
        bytes = LatinBytes.collapsingRuns(bytes, where: LatinBytes.isConsonant)
        bytes = replacements.apply(to: bytes)
        bytes = longO.apply(to: bytes)
        return LatinBytes.collapsingRuns(bytes, where: LatinBytes.isVowel)
    }

    /// Endings that stop inside a spelling, with the canonical beginnings they may become.
    private static let partialEndings: [(String, [String])] = [
        ("tch", ["ti", "ty"]), ("ch", ["ti", "ty"]), ("tc", ["ti", "ty"]), ("sh", ["si", "sy"]),
        ("ts", ["t"]), ("c", ["ti", "ty"]), ("j", ["zi", "zy"]), ("f", ["hu", "f"]), ("d", ["d", "zu"]),
        ("m", ["m", "n"]), ("w", ["w", "o"]),
    ]

    static func queryForms(_ word: [UInt8]) -> [[UInt8]] {
        for (ending, beginnings) in partialEndings {
            let suffix = Array(ending.utf8)
            guard word.count >= suffix.count, word.suffix(suffix.count).elementsEqual(suffix) else { continue }
            var stem = Array(word.dropLast(suffix.count))
            // A doubled consonant before the ending is small っ: `issh` is `i` + `sh`.
            if let last = stem.last, last == suffix[0] || (suffix[0] == UInt8(ascii: "c") && last == UInt8(ascii: "t"))
            {
                stem.removeLast()
            }
            return LatinBytes.prefixed(canonical(stem), beginnings)
        }
        return [canonical(word)]
    }
}
