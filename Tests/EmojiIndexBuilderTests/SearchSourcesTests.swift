import TestSupport
import Testing

@testable import EmojiIndexBuilder

/// The generator's readers of emoticons, region codes, category words and localized shortcodes.
@Suite struct SearchSourcesTests {
    @Test func emoticonsGetANose() {
        #expect(EmoticonSources.withNose(":)") == ":-)")
        #expect(EmoticonSources.withNose(":'(") == ":'-(")
        #expect(EmoticonSources.withNose(">:(") == ">:-(")
        #expect(EmoticonSources.withNose("O:)") == "O:-)")
        #expect(EmoticonSources.withNose("<3") == nil)
        #expect(EmoticonSources.withNose(":-)") == nil)
    }

    @Test func emoticonsFromEmojibaseAndTheExtras() throws {
        let sources = try EmoticonSources(
            emojibasePath: Repository.sourceFiles.emojibaseData, extrasPath: Repository.sourceFiles.emoticonExtras)
        #expect(sources.emoji[":)"]?.first == "🙂")
        #expect(sources.emoji[":-)"]?.first == "🙂")
        #expect(sources.emoji["<3"] == ["❤️"])
        #expect(sources.emoji["^_^"] == ["😊"])
    }

    @Test func regionCodesOfFlags() {
        #expect(CoreSearchBlocks.regionCode(Array("🇺🇸".unicodeScalars)) == "us")
        #expect(CoreSearchBlocks.regionCode(Array("🏴󠁧󠁢󠁳󠁣󠁴󠁿".unicodeScalars)) == "gbsct")
        #expect(CoreSearchBlocks.regionCode(Array("🐱".unicodeScalars)) == nil)
    }

    @Test func categoryWords() {
        #expect(
            CategoryWords.englishWords(group: "Animals & Nature", subgroup: "animal-mammal")
                == ["animals", "animal", "nature", "mammal"])
        #expect(
            CategoryWords.englishWords(group: "Activities", subgroup: "event") == ["activities", "activity", "event"])
        #expect(!CategoryWords.englishWords(group: "Symbols", subgroup: "other-symbol").contains("other"))
        #expect(CategoryWords.labelTypes(ofSubgroup: "animal-bird") == ["animal", "nature"])
        #expect(CategoryWords.labelTypes(ofSubgroup: "country-flag") == ["flag"])
    }

    @Test func localizedShortcodeFilesNameCLDRLocales() {
        #expect(LocalizedShortcodes.cldrLocale("en-gb") == "en-GB")
        #expect(LocalizedShortcodes.cldrLocale("zh-hant") == "zh-Hant")
        #expect(LocalizedShortcodes.cldrLocale("de") == "de")
    }
}
