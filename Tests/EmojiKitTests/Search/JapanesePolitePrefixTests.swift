import Testing

@testable import EmojiKit

/// Japanese nouns typed with their polite お (see ``JapanesePolitePrefix``).
@Suite struct JapanesePolitePrefixTests {
    @Test func theOBeforeAConsonantGoes() {
        #expect(JapanesePolitePrefix.forms(of: ["osakana"]) == [["sakana"]])
        #expect(JapanesePolitePrefix.forms(of: ["omizu", "red"]) == [["mizu", "red"]])
    }

    @Test func otherWordsKeepTheirO() {
        #expect(JapanesePolitePrefix.forms(of: ["oni"]).isEmpty, "too short")
        #expect(JapanesePolitePrefix.forms(of: ["onigiri"]).isEmpty, "o before n is no prefix")
        #expect(JapanesePolitePrefix.forms(of: ["ouen"]).isEmpty)
        #expect(JapanesePolitePrefix.forms(of: ["sakana"]).isEmpty)
        #expect(JapanesePolitePrefix.forms(of: ["お魚"]).isEmpty)
    }

    /// Only with Japanese, and only when the word finds nothing as typed.
    @Test func aPoliteNounFindsItsWord() throws {
        #expect(TestData.top("osakana", 1, in: try TestData.searcher("ja", "en")) == ["🐟"])
        #expect(TestData.top("osakana", 28, in: try TestData.searcher("en")).contains("🐟") == false)
        #expect(TestData.top("obake", 1, in: try TestData.searcher("ja", "en")) == ["👻"], "お化け is CLDR's word")
    }
}
