import EmojiKit
import TestSupport
import Testing

@testable import EmojiIndexBuilder

/// Kana, kanji and Hangul to Latin letters, as the readings index stores them.
@Suite struct RomanizationTests {
    static let unihan: UnihanReadings = {
        try! UnihanReadings(
            mandarinPath: Repository.sourceFiles.unihanMandarin,
            mandarinFrequenciesPath: Repository.sourceFiles.unihanMandarinFrequencies,
            japanesePath: Repository.sourceFiles.unihanJapanese)
    }()

    @Test(arguments: [
        ("ねこ", "neko"), ("らーめん", "raamen"), ("きって", "kitte"), ("まっちゃ", "matcha"), ("しゃしん", "shashin"),
        ("ふぁん", "fan"), ("てぃー", "tii"), ("うぃんく", "winku"), ("じゃんぷ", "janpu"), ("ちぇっく", "chekku"),
        ("とうきょう", "toukyou"), ("ok", "ok"),
    ])
    func kanaInHepburn(kana: String, romaji: String) {
        #expect(KanaRomanizer.romanize(kana.unicodeScalars) == romaji)
    }

    @Test(arguments: [
        ("고양이", "goyangi"), ("무지개", "mujigae"), ("한국어", "hangugeo"), ("사랑", "sarang"), ("김치", "gimchi"),
        ("좋아", "joa"), ("똥", "ttong"),
    ])
    func hangulInRevisedRomanization(hangul: String, latin: String) {
        #expect(HangulRomanizer.romanize(hangul.unicodeScalars) == latin)
    }

    @Test func kanjiThroughTheirUnihanReadings() {
        let japanese = RomanizedReadings(scheme: .japanese, unihan: Self.unihan)
        func readings(_ word: String) -> [String] { japanese.readings(of: Array(word.unicodeScalars)) }
        #expect(readings("ねこ") == ["neko"])
        #expect(readings("猫").contains("neko"))
        // The kun reading わらう meets its okurigana う: わら + う.
        #expect(readings("笑う").contains("warau"))
        // The kun reading のる before り: の + り + もの.
        #expect(readings("乗り物").contains("norimono"))
        // A compound in on readings.
        #expect(readings("電車").contains(ReadingScheme.japanese.canonical("densha")))
    }

    @Test func chinesePinyinJoinedAndFromEachSyllable() {
        let chinese = RomanizedReadings(scheme: .mandarin, unihan: Self.unihan)
        // Han characters are read one by one: the readings are guesses (a compound may read otherwise).
        let tokens = chinese.indexTokens(Array("熊猫".unicodeScalars))
        #expect(tokens.certain.isEmpty)
        #expect(tokens.guessed.contains { $0.text == "xiongmao" && $0.isWord && $0.coversPhrase })
        #expect(tokens.guessed.contains { $0.text == "mao" && !$0.isWord })
        // Kana are read for certain.
        let japanese = RomanizedReadings(scheme: .japanese, unihan: Self.unihan)
        #expect(japanese.indexTokens(Array("ねこ".unicodeScalars)).certain.map(\.text) == ["neko", "ko"])
    }

    /// A character's other common readings (kHanyuPinlu) give more spellings, after the customary one:
    /// 乐 is le in 快乐 but yue in 音乐, 觉 jue in 感觉 but jiao in 睡觉; a rare one (了 liao) gives none.
    @Test func chineseWordsReadWithEachCommonReading() {
        let chinese = RomanizedReadings(scheme: .mandarin, unihan: Self.unihan)
        #expect(chinese.readings(of: Array("音乐".unicodeScalars)) == ["yinle", "yinyue"])
        #expect(chinese.readings(of: Array("睡觉".unicodeScalars)) == ["shuijue", "shuijiao"])
        #expect(chinese.readings(of: Array("睡着了".unicodeScalars)).contains("shuizhaole"))
        #expect(!chinese.readings(of: Array("睡着了".unicodeScalars)).contains("shuizheliao"))
        #expect(chinese.readings(of: Array("熊猫".unicodeScalars)) == ["xiongmao"])
    }

    /// A word of one character is also read doubled, as everyday Mandarin says it (狗狗 gougou);
    /// longer words and Japanese are not.
    @Test func oneCharacterWordsReadDoubled() {
        let chinese = RomanizedReadings(scheme: .mandarin, unihan: Self.unihan)
        #expect(chinese.indexTokens(Array("狗".unicodeScalars)).guessed.contains { $0.text == "gougou" && $0.isWord })
        #expect(!chinese.indexTokens(Array("熊猫".unicodeScalars)).guessed.contains { $0.text == "maomao" })
        let japanese = RomanizedReadings(scheme: .japanese, unihan: Self.unihan)
        #expect(!japanese.indexTokens(Array("猫".unicodeScalars)).guessed.contains { $0.text == "nekoneko" })
    }

    @Test func romanizedShortcodesGiveWordsAndJoinedForms() {
        let japanese = RomanizedReadings(scheme: .japanese, unihan: Self.unihan)
        let texts = japanese.shortcodeTokens("yukidaruma_to_yuki").map(\.text)
        #expect(texts.contains("yukidaruma") && texts.contains("yukidarumatoyuki") && texts.contains("yuki"))
    }

    /// A Chinese shortcode parts syllables, not words: a later syllable is an inner part of the name (`niu` of
    /// `bo_fang_an_niu` 播放按钮 is no word of it), the first and the whole are words.
    @Test func chineseShortcodeSyllablesAreNoWords() {
        let chinese = RomanizedReadings(scheme: .mandarin, unihan: Self.unihan)
        let tokens = chinese.shortcodeTokens("bo_fang_an_niu")
        #expect(tokens.filter(\.isWord).map(\.text) == ["bo", "bofanganniu"])
        #expect(tokens.contains { $0.text == "niu" && !$0.isWord } && tokens.contains { $0.text == "anniu" })
    }
}
