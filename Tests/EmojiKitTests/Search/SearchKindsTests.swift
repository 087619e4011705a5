import EmojiKit
import Testing

/// What people type besides CLDR words: romanized Japanese, Chinese and Korean, emoticons, region
/// codes, Unicode character names, category words, shortcode sets, and popularity among equals.
@Suite struct SearchKindsTests {
    private func top(_ query: String, _ count: Int = 7, _ languages: String...) throws -> [String] {
        TestData.top(query, count, in: try TestData.searcher(languages.isEmpty ? ["en"] : languages))
    }

    @Test func japaneseFromALatinKeyboard() throws {
        #expect(try top("neko", 7, "ja", "en").contains("🐈"))
        #expect(try top("toukyou", 28, "ja", "en").contains("🗼"))
        #expect(try top("sushi", 3, "ja", "en").contains("🍣"))
        #expect(try top("susi", 3, "ja", "en").contains("🍣"))
        #expect(try top("raamen", 3, "ja", "en").contains("🍜"))
        // Katakana as input methods take it: ー typed as a hyphen, ティ as thi.
        #expect(try top("ko-hi-", 1, "ja", "en") == ["☕"])
        #expect(try top("ke-ki", 3, "ja", "en").contains("🍰"))
        #expect(try top("pa-thi-", 3, "ja", "en").contains("🎉"))
        #expect(try top("yo-yo", 1, "ja", "en") == ["🪀"], "an English word with a hyphen stays first")
        // Kanji through their Unihan readings: 猫 (neko) is one of 🐱's keywords.
        #expect(try top("inu", 7, "ja", "en").contains("🐕"))
        // ねこ finds ネコ: hiragana and katakana are the same letters for search.
        #expect(try top("ねこ", 7, "ja").contains("🐈"))
    }

    @Test func chineseAndKoreanFromALatinKeyboard() throws {
        #expect(try top("xiongmao", 3, "zh", "en").first == "🐼")
        #expect(try top("xiong mao", 3, "zh", "en").contains("🐼"))
        #expect(try top("goyangi", 7, "ko", "en").contains("🐈"))
        #expect(try top("mujigae", 3, "ko", "en").contains("🌈"))
    }

    @Test func readingsRankBelowWrittenWordsAndNeedTheirLanguage() throws {
        #expect(try top("neko", 28).isEmpty, "no Japanese configured")
        let japanese = try TestData.searcher("ja", "en")
        // 🐈's Japanese shortcode is `neko` (exact); the other cats are found by their readings.
        let hits = Array(japanese.search("neko"))
        #expect(hits.filter { $0.quality == .reading }.count > 5)
        // `pan` is English (🍳 pan) and Japanese (パン, bread): the written word comes first.
        let pan = Array(japanese.search("pan"))
        #expect(pan.first.map { $0.quality < .reading } == true)
        #expect(pan.contains { TestData.catalog.string($0.sequence) == "🍞" && $0.quality == .reading })
    }

    @Test func emoticons() throws {
        for (emoticon, emoji) in [
            (":)", "🙂"), (":-)", "🙂"), (";)", "😉"), (";-)", "😉"), (":D", "😄"),
            (":'(", "😢"), ("<3", "❤️"), ("</3", "💔"), ("xD", "😆"), (":P", "😛"),
        ] {
            #expect(try top(emoticon, 3).contains(emoji), "\(emoticon)")
        }
        #expect(TestData.catalog.emoji(forEmoticon: ":)").map(TestData.catalog.string) == "🙂")
    }

    @Test func flagsByRegionCode() throws {
        for query in ["us", "US", "flag us", "us flag", "flag-us", ":flag-us:"] {
            #expect(try top(query, 1) == ["🇺🇸"], "\(query)")
        }
        #expect(try top("gb-sct", 1) == ["🏴󠁧󠁢󠁳󠁣󠁴󠁿"])
        #expect(try top("de", 1, "de", "en") == ["🇩🇪"])
        #expect(TestData.catalog.flag(forRegionCode: "uk").map(TestData.catalog.string) == "🇬🇧")
    }

    @Test func unicodeCharacterNamesRankBelowCLDRWords() throws {
        #expect(try top("euro sign", 3).contains("💶"))
        #expect(try top("heavy black heart", 1) == ["❤️"])
        #expect(try top("white smiling face", 3).contains("☺️"))
        let english = try TestData.searcher("en")
        // Below every CLDR word: a supplementary word (or an everyday one, where emojilib keeps the old name).
        #expect(english.search("heavy black heart").first.map { $0.quality > .keywordWords } == true)
    }

    @Test func aWholeUnicodeNameOfCLDRWordsRanksAsANameWithWordsThatDescribeIt() throws {
        // Every word is a CLDR word of 😃 (grinning face with big eyes), and together they are its whole Unicode name.
        #expect(try top("smiling face with open mouth", 1) == ["😃"])
        #expect(try top("face with cold sweat", 1) == ["😓"])
        // A CLDR name still comes first: 😁's Unicode name is 😄's CLDR name.
        #expect(try top("grinning face with smiling eyes", 2) == ["😄", "😁"])
    }

    @Test func categoryWords() throws {
        let english = try TestData.searcher("en")
        // Unicode's subgroup "animal-mammal": few CLDR keywords say "mammal".
        let mammals = english.search("mammal").filter { $0.quality == .supplementary }
        #expect(mammals.count > 30)
        #expect(try top("animal", 28).contains("🐶"))
        // Localized from CLDR's character labels: German "Tier".
        #expect(try top("tier", 28, "de").contains("🐶"))
    }

    @Test func moreShortcodeSets() throws {
        #expect(try top(":thumbsup_tone3:", 1) == ["👍🏽"])
        #expect(try top(":man_tone5:", 1) == ["👨🏿"])
        #expect(TestData.catalog.sequence(forShortcode: "-1").map(TestData.catalog.string) == "👎")
        #expect(try top("-1", 1) == ["👎"])
        // emojibase's German shortcodes, when German is configured.
        #expect(try top(":katzengesicht:", 1, "de") == ["🐱"])
        #expect(try top(":katzengesicht:", 1, "en").isEmpty)
    }

    @Test func popularityAmongEqualMatches() throws {
        #expect(try top("thumbs", 1) == ["👍"])
        #expect(try top("love", 2).contains("❤️"))
        #expect(try top("kiss", 3).contains("😘"))
        #expect(try top("heart", 1) == ["❤️"])
        // Emoji with no count keep Unicode order after those with one.
        #expect(TestData.catalog.popularity(of: TestData.catalog.allEmoji[0]) > 0)
    }
}
