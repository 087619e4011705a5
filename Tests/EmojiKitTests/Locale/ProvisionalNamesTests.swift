import EmojiKit
import Testing

/// The index says which names come from CLDR 49 alpha (not a CLDR release), per locale, and the names fall back as
/// any name does.
@Suite struct ProvisionalNamesTests {
    let database = TestData.database
    let catalog = TestData.catalog

    private func names(_ languages: String...) throws -> LocalizedNames {
        LocalizedNames(catalog: catalog, languages: try database.languages(languages))
    }

    private func sequence(_ text: String) throws -> EmojiSequenceID {
        try #require(database.sequence(for: text))
    }

    @Test func newEmojiHaveProvisionalNamesInTheFileLanguages() throws {
        let german = try names("de")
        #expect(german.name(try sequence("🫝")) == "saure Gurke")
        #expect(german.isNameProvisional(try sequence("🫝")))
        #expect(german.name(try sequence("🫹🏽")) == "Daumen nach links: mittlere Hautfarbe")
        #expect(german.isNameProvisional(try sequence("🫹🏽")))
        #expect(!german.isNameProvisional(try sequence("🥒")))
        #expect(try names("ja").name(try sequence("🛙")) == "灯台")
        // A sub-locale inherits them.
        #expect(try names("de-CH").isNameProvisional(try sequence("🛙")))
        #expect(catalog.dataVersions[IndexFormat.provisionalNamesKey] == "49 alpha-2")
    }

    @Test func withoutAProvisionalNameTheUnicodeNameIsNotProvisional() throws {
        let dutch = try names("nl")
        #expect(dutch.name(try sequence("🫝")) == "pickle")
        #expect(!dutch.isNameProvisional(try sequence("🫝")))
        // The next language's provisional name comes first.
        let dutchThenGerman = try names("nl", "de")
        #expect(dutchThenGerman.name(try sequence("🫝")) == "saure Gurke")
        #expect(dutchThenGerman.isNameProvisional(try sequence("🫝")))
    }

    /// English takes the three flag names Unicode 18.0's emoji-test.txt gives; locales with their own name keep it.
    @Test func renamedFlags() throws {
        let english = try names("en")
        #expect(english.name(try sequence("🇸🇭")) == "flag: St. Helena, Ascension & Tristan da Cunha")
        #expect(english.isNameProvisional(try sequence("🇸🇭")))
        #expect(try names("en-001").name(try sequence("🇸🇭")) == "flag: St Helena")
        #expect(!(try names("en-001").isNameProvisional(try sequence("🇸🇭"))))
        #expect(try names("de").name(try sequence("🇸🇭")) == "Flagge: St. Helena")
    }
}
