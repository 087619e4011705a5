import TestSupport
import Testing

@testable import EmojiIndexBuilder

/// The everyday lists (emojilib, Mozc) as the generator reads them, and the stemmer of each locale.
@Suite struct EverydayWordsTests {
    @Test func emojilibKeywordsAreWordsOnly() throws {
        let words = try EverydayWords.emojilib(path: Repository.sourceFiles.emojilib)
        let dog = try #require(words.words["🐶"])
        #expect(dog.contains("woof") && dog.contains("puppy"))
        // The name in snake case reads as words; emoticons (`:D`) are not words.
        #expect(words.words["😀"]?.contains("grinning face") == true)
        #expect(words.words.values.allSatisfy { $0.allSatisfy { !$0.contains(":") && !$0.contains("_") } })
    }

    @Test func mozcReadingsAndDescriptions() throws {
        let words = try EverydayWords.mozc(path: Repository.sourceFiles.mozc)
        let tears = try #require(words.words["😂"])
        #expect(tears.contains("わらい") && tears.contains("爆笑"))
        // Keys are emoji without U+FE0F; `#` and digits are no readings.
        #expect(words.words["#⃣"]?.contains("#") == false)
        #expect(words.words.count > 1_800)
    }

    /// A description with a gloss in brackets or two words around a slash gives each word.
    @Test func mozcDescriptionsWithGlossesGiveEachWord() throws {
        let words = try EverydayWords.mozc(path: Repository.sourceFiles.mozc).words
        let blossom = try #require(words["🌸"])
        #expect(blossom.contains("花見") && blossom.contains("さくら"))
        #expect(!blossom.contains { $0.contains("(") || $0.contains("）") })
        let hands = try #require(words["🙏"])
        #expect(hands.contains("ゴメン") && hands.contains("お願い"))
    }

    @Test func localesGetTheStemmerOfTheirLanguage() {
        #expect(LocaleStemming.algorithm(for: "en-GB") == "english")
        #expect(LocaleStemming.algorithm(for: "de-CH") == "german")
        #expect(LocaleStemming.algorithm(for: "sr-Latn") == "serbian")
        #expect(LocaleStemming.algorithm(for: "ja") == nil)
        #expect(LocaleStemming.algorithm(for: "zh-Hant") == nil)
    }
}
