import EmojiKit
import Testing

@Suite struct LanguageMatcherTests {
    let matcher = TestData.database.languageMatcher

    @Test(arguments: [
        ("de", "de"), ("de_DE.UTF-8", "de"), ("de-CH", "de-CH"), ("en_GB", "en-GB"), ("en_US.UTF-8", "en"),
        ("pt_BR", "pt"), ("pt_PT", "pt-PT"), ("zh_TW", "zh-Hant"), ("zh_HK.UTF-8", "zh-Hant-HK"), ("zh_CN", "zh"),
        ("sr_RS@latin", "sr-Latn"), ("nb_NO", "no"), ("iw", "he"), ("C", "en"), ("POSIX", "en"), ("JA", "ja"),
    ])
    func matches(_ tag: String, _ locale: String) {
        #expect(matcher.match(tag) == locale)
    }

    @Test func unknownLanguages() {
        #expect(matcher.match("xx") == nil)
        #expect(matcher.match("") == nil)
    }
}

@Suite struct LanguagePreferencesTests {
    @Test func readsTheEnvironment() {
        #expect(LanguagePreferences.fromEnvironment(["LANG": "de_DE.UTF-8"]) == ["de_DE.UTF-8", "en"])
        #expect(
            LanguagePreferences.fromEnvironment(["LANG": "fr_FR.UTF-8", "LANGUAGE": "fr:de"]) == [
                "fr", "de", "fr_FR.UTF-8", "en",
            ])
        #expect(LanguagePreferences.fromEnvironment(["LC_ALL": "C", "LANGUAGE": "fr"]) == ["en"])
        // As gettext does: C.UTF-8 is not plain C, so LANGUAGE counts (names and interface agree).
        #expect(LanguagePreferences.fromEnvironment(["LANG": "C.UTF-8", "LANGUAGE": "de"]) == ["de", "en"])
        #expect(LanguagePreferences.fromEnvironment([:]) == ["en"])
        #expect(LanguagePreferences.fromEnvironment(["LC_MESSAGES": "en_US.UTF-8"]) == ["en_US.UTF-8", "en"])
    }
}

@Suite struct LocalizedNamesTests {
    @Test func fallsBackThroughLanguagesToUnicode() throws {
        let names = LocalizedNames(catalog: TestData.catalog, languages: try TestData.database.languages(["de", "en"]))
        #expect(names.name(TestData.id("❤️")) == "rotes Herz")
        #expect(names.label(TestData.catalog.group(TestData.id("🍎"))) == "Essen & Trinken")
        let unicodeOnly = LocalizedNames(catalog: TestData.catalog, languages: [])
        #expect(unicodeOnly.name(TestData.id("❤️")) == "red heart")
        #expect(unicodeOnly.label(TestData.catalog.group(TestData.id("🍎"))) == "Food & Drink")
        guard case .toned(let toned)? = TestData.database.sequence(for: "👋🏽") else { return }
        #expect(names.name(toned) == "winkende Hand: mittlere Hautfarbe")
        #expect(unicodeOnly.name(toned) == "waving hand: medium skin tone")
    }

    @Test func englishUsesUnicodeGroupNames() throws {
        let names = LocalizedNames(catalog: TestData.catalog, languages: try TestData.database.languages(["en-GB"]))
        #expect(names.label(TestData.catalog.group(TestData.id("😀"))) == "Smileys & Emotion")
    }

    @Test func tonedNamesAreRebuiltForEveryLocale() throws {
        // The stored patterns expand to CLDR's derived names, e.g. in Japanese and Arabic.
        let catalog = TestData.catalog
        for locale in ["ja", "ar", "fr", "hy", "zh-Hant"] {
            let annotations = try TestData.database.annotations(locale: locale)
            for index in stride(from: 0, to: catalog.tonedCount, by: 97) {
                let name = annotations.name(TonedEmojiID(index))
                #expect(
                    name.map { !$0.isEmpty && !$0.unicodeScalars.contains { $0.value < 0x20 } } ?? true,
                    "\(locale) \(index)")
            }
        }
    }
}
