import EmojiKit

/// The romanized readings of a locale's names and keywords, as tokens of its readings index:
/// Japanese kana and kanji in romaji, Chinese characters in pinyin, Hangul in Revised
/// Romanization, all in the canonical spelling of the locale's ``ReadingScheme``.
///
/// As for words of scripts without spaces, a reading is also indexed from each later character
/// on (as an inner token), so `kao` finds ネコの顔 and `mao` finds 熊猫.
struct RomanizedReadings {
    let scheme: ReadingScheme
    let unihan: UnihanReadings

    /// The reading tokens of a folded phrase.
    ///
    /// `guessed`: the tokens of words with Han characters, whose readings come from the readings of
    /// each character (a compound may be read otherwise: 魚座 is うおざ, not ぎょざ); kana and Hangul
    /// are read for certain.
    func indexTokens(_ phrase: [Unicode.Scalar]) -> (
        certain: [WordSplitter.IndexToken], guessed: [WordSplitter.IndexToken]
    ) {
        let words = WordSplitter.words(phrase).map { Array($0.unicodeScalars) }
        var certain: [WordSplitter.IndexToken] = []
        var guessed: [WordSplitter.IndexToken] = []
        for (position, word) in words.enumerated() where word.contains(where: Self.needsReading) {
            let isGuess = word.contains(where: JapaneseKanaReadings.isHan)
            var tokens: [WordSplitter.IndexToken] = []
            let spellings = readings(of: word)
            for reading in spellings + doubled(word, spellings) {
                tokens.append(
                    WordSplitter.IndexToken(
                        text: reading, isWord: true, startsPhrase: position == 0, coversPhrase: words.count == 1))
            }
            guard scheme != .korean, word.count <= WordSplitter.maximumSuffixedLength else {
                if isGuess { guessed += tokens } else { certain += tokens }
                continue
            }
            for start in 1..<max(1, word.count) where Self.startsSyllable(word[start]) {
                for reading in readings(of: Array(word[start...])) {
                    tokens.append(
                        WordSplitter.IndexToken(text: reading, isWord: false, startsPhrase: false, coversPhrase: false))
                }
            }
            if isGuess { guessed += tokens } else { certain += tokens }
        }
        return (certain, guessed)
    }

    /// The `readings` of a Chinese word of one character read twice, as Mandarin doubles it in
    /// everyday and children's speech (狗 → gougou, 猫 → maomao); none for other words.
    private func doubled(_ word: [Unicode.Scalar], _ readings: [String]) -> [String] {
        guard scheme == .mandarin, word.count == 1, JapaneseKanaReadings.isHan(word[0]) else { return [] }
        return readings.map { scheme.canonical($0 + $0) }
    }

    /// The reading tokens of a romanized shortcode (emojibase's localized shortcodes of Japanese,
    /// Chinese and Korean are romanized names: `yukidaruma_to_yuki`, `xiong_mao`): each word, the
    /// words joined, and the joined rest from each word on.
    ///
    /// Chinese shortcodes part every syllable (`bo_fang_an_niu` 播放按钮), not every word: a later syllable is
    /// an inner part of the name, as a later character is (so `niu` finds 🐄 and 🐂, whose keyword 牛 it is,
    /// before the buttons 按钮 anniu), and only the first is a word of its own.
    func shortcodeTokens(_ shortcode: String) -> [WordSplitter.IndexToken] {
        let words = shortcode.split(whereSeparator: { $0 == "_" || $0 == "-" }).map { scheme.canonical($0) }.filter {
            !$0.isEmpty
        }
        var tokens: [WordSplitter.IndexToken] = []
        for (position, word) in words.enumerated() where position == 0 || scheme != .mandarin {
            tokens.append(
                WordSplitter.IndexToken(
                    text: word, isWord: true, startsPhrase: position == 0, coversPhrase: words.count == 1))
        }
        guard words.count > 1 else { return tokens }
        for start in words.indices {
            let joined = scheme.canonical(words[start...].joined())
            tokens.append(
                WordSplitter.IndexToken(
                    text: joined, isWord: start == 0, startsPhrase: start == 0, coversPhrase: start == 0))
        }
        return tokens
    }

    /// The canonical readings of one folded word, most likely first.
    func readings(of word: [Unicode.Scalar]) -> [String] {
        var spellings: [String]
        switch scheme {
        case .japanese:
            spellings = JapaneseKanaReadings(unihan: unihan).readings(of: word).map { KanaRomanizer.romanize($0) }
        case .mandarin:
            spellings = pinyin(of: word)
        case .korean:
            spellings = [HangulRomanizer.romanize(word)]
        }
        var result: [String] = []
        for spelling in spellings {
            let canonical = scheme.canonical(spelling)
            if !canonical.isEmpty, !result.contains(canonical) { result.append(canonical) }
        }
        return result
    }

    /// The most spellings of one word in pinyin.
    static let maximumPinyinSpellings = 6

    /// Pinyin of each character joined, most likely first.
    ///
    /// Every character's first reading; then one character read otherwise (音乐: yinle, then
    /// yinyue), character by character; then every character that has two readings read the second
    /// way. At most ``maximumPinyinSpellings``.
    private func pinyin(of word: [Unicode.Scalar]) -> [String] {
        var syllables: [[String]] = []
        for scalar in word {
            if let readings = unihan.mandarin[scalar], !readings.isEmpty {
                syllables.append(readings)
            } else if scalar.value < 0x3000 {
                syllables.append([String(scalar)])
            } else {
                return []
            }
        }
        let first = syllables.map { $0[0] }
        var spellings = [first.joined()]
        for (position, readings) in syllables.enumerated() {
            for reading in readings.dropFirst() {
                var spelling = first
                spelling[position] = reading
                spellings.append(spelling.joined())
            }
        }
        spellings.append(syllables.map { $0.count > 1 ? $0[1] : $0[0] }.joined())
        var unique: [String] = []
        for spelling in spellings where !unique.contains(spelling) { unique.append(spelling) }
        return Array(unique.prefix(Self.maximumPinyinSpellings))
    }

    /// Characters that make a word worth a reading (Latin words are in the words index already).
    private static func needsReading(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3041...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xAC00...0xD7A3, 0x20000...0x3FFFF:
            true
        default: false
        }
    }

    /// Whether a reading may start at this character (not at a small kana, ー or a voicing mark).
    private static func startsSyllable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x30FC, 0x3099...0x309C:
            false
        default:
            needsReading(scalar)
        }
    }
}
