/// Kana readings of Japanese words written with kanji, from the Unihan readings of each character: `猫` → ねこ, `笑う` → わらう
/// (the kun reading わらう meets the okurigana う), `電車` → でんしゃ (on readings of a compound).
///
/// Several readings are offered when the characters allow several, most likely first; compounds read by meaning (`笑顔`
/// えがお) are out of reach of character readings and are left to the kana keywords CLDR usually has too.
struct JapaneseKanaReadings {
    let unihan: UnihanReadings
    /// At most this many readings per word.
    static let limit = 4

    /// Readings of a folded word (hiragana, kanji, ー, Latin) with its kanji read as hiragana.
    func readings(of word: [Unicode.Scalar]) -> [[Unicode.Scalar]] {
        var variants: [[Unicode.Scalar]] = [[]]
        var index = 0
        while index < word.count {
            guard Self.isHan(word[index]) else {
                for v in variants.indices { variants[v].append(word[index]) }
                index += 1
                continue
            }
            var end = index
            while end < word.count, Self.isHan(word[end]) { end += 1 }
            var okuriganaEnd = end
            while okuriganaEnd < word.count, Self.isHiragana(word[okuriganaEnd]) { okuriganaEnd += 1 }
            let options = runReadings(Array(word[index..<end]), okurigana: Array(word[end..<okuriganaEnd]))
            guard !options.isEmpty else { return [] }
            variants = Array(variants.flatMap { prefix in options.map { prefix + $0 } }.prefix(Self.limit))
            index = end
        }
        return variants
    }

    /// Readings of a run of kanji followed by `okurigana`.
    private func runReadings(_ run: [Unicode.Scalar], okurigana: [Unicode.Scalar]) -> [[Unicode.Scalar]] {
        if run.count == 1 {
            let kun = (unihan.japaneseKun[run[0]] ?? []).prefix(2).map { stem(of: $0, before: okurigana) }
            let on = (unihan.japaneseOn[run[0]] ?? []).prefix(1).map { Array($0.unicodeScalars) }
            return unique(kun + on)
        }
        var onReading: [Unicode.Scalar] = []
        var kunReading: [Unicode.Scalar] = []
        var voicedKunReading: [Unicode.Scalar] = []
        for (position, character) in run.enumerated() {
            let on = unihan.japaneseOn[character]?.first
            let kun = unihan.japaneseKun[character]?.first
            guard let any = on ?? kun else { return [] }
            onReading += Array((on ?? any).unicodeScalars)
            var kunPart = Array((kun ?? any).unicodeScalars)
            if position == run.count - 1 { kunPart = stem(of: kun ?? any, before: okurigana) }
            kunReading += kunPart
            // Rendaku: the later parts of a native compound often start voiced (はな + ひ → はなび).
            voicedKunReading += position > 0 ? Self.voicingFirst(kunPart) : kunPart
        }
        return unique([onReading, kunReading, voicedKunReading])
    }

    /// The part of a kun reading (which includes its okurigana) that the kanji itself stands for,
    /// given the okurigana written after it: わらう before う → わら; のる before り → の.
    private func stem(of reading: String, before okurigana: [Unicode.Scalar]) -> [Unicode.Scalar] {
        let scalars = Array(reading.unicodeScalars)
        guard let next = okurigana.first, scalars.count > 1 else { return scalars }
        for split in stride(from: scalars.count - 1, through: 1, by: -1)
        where scalars[split] == next || Self.row(scalars[split]) == Self.row(next) {
            return Array(scalars[..<split])
        }
        return scalars
    }

    private func unique(_ readings: [[Unicode.Scalar]]) -> [[Unicode.Scalar]] {
        var result: [[Unicode.Scalar]] = []
        for reading in readings where !reading.isEmpty && !result.contains(reading) { result.append(reading) }
        return result
    }

    /// The consonant row of a kana (conjugation stays in its row: る/り, く/き, う/い).
    private static func row(_ kana: Unicode.Scalar) -> Character? {
        let spelling = KanaRomanizer.romanize([kana])
        guard let first = spelling.first else { return nil }
        if "aiueo".contains(first) { return "a" }
        switch spelling.prefix(2) {
        case "ch", "ts": return "t"
        case "sh": return "s"
        default: break
        }
        if first == "j" { return "z" }
        if first == "f" { return "h" }
        return first
    }

    /// The reading with its first kana voiced (か → が, は → ば), where it has a voiced form.
    private static func voicingFirst(_ reading: [Unicode.Scalar]) -> [Unicode.Scalar] {
        guard let first = reading.first, voiceable.contains(first.value), let voiced = Unicode.Scalar(first.value + 1)
        else {
            return reading
        }
        return [voiced] + reading.dropFirst()
    }

    /// か…ぢ, つ…ど and は…ほ rows: the kana whose voiced form follows them.
    private static let voiceable: Set<UInt32> = [
        0x304B, 0x304D, 0x304F, 0x3051, 0x3053, 0x3055, 0x3057, 0x3059, 0x305B, 0x305D,
        0x305F, 0x3061, 0x3064, 0x3066, 0x3068, 0x306F, 0x3072, 0x3075, 0x3078, 0x307B,
    ]

    static func isHan(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF, 0x3005: true
        default: false
        }
    }

    static func isHiragana(_ scalar: Unicode.Scalar) -> Bool { (0x3041...0x3096).contains(scalar.value) }
}
