import EmojiKit
import Testing

/// `:shortcode:` ↔ emoji in running text.
@Suite struct ShortcodeTextTests {
    let converter = ShortcodeText(database: TestData.database)

    @Test func emojize() {
        #expect(converter.emojize("I :heart: it :+1:") == "I ❤️ it 👍")
        #expect(converter.emojize(":wave::skin-tone-4:") == "👋🏽")
        #expect(converter.emojize(":wave_tone2:") == "👋🏼")
        #expect(converter.emojize("time 10:30 and :no_such_code: stay") == "time 10:30 and :no_such_code: stay")
        #expect(converter.emojize("::sob:: :") == ":😭: :")
        #expect(converter.emojize("") == "")
    }

    @Test func demojize() {
        #expect(converter.demojize("I ❤️ it 👍") == "I :heart: it :+1:")
        #expect(converter.demojize("👋🏽") == ":wave_tone3:")
        // Text-style characters without VS16 are not emoji in running text.
        #expect(converter.demojize("© 2025 ™") == "© 2025 ™")
        #expect(converter.demojize("plain") == "plain")
    }

    /// Every sequence with a shortcode survives demojize → emojize.
    @Test func roundTrip() {
        let catalog = TestData.catalog
        var checked = 0
        for id in catalog.allEmoji {
            var sequences: [EmojiSequenceID] = [.base(id)]
            for tone in SkinTone.allCases {
                if let toned = catalog.tonedSequence([tone], of: id) { sequences.append(.toned(toned)) }
            }
            for sequence in sequences {
                let text = "a " + catalog.string(sequence) + " b"
                let shortcodes = converter.demojize(text)
                #expect(converter.emojize(shortcodes) == text, "\(text) → \(shortcodes)")
                checked += 1
            }
        }
        #expect(checked > 3000)
    }
}
