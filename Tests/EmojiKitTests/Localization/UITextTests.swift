import EmojiKit
import Testing

/// The user interface's words without a catalog: English, with the named values filled in.
///
/// The test process chooses no language. The translations themselves are tested through the programs
/// (SwiftEmojiCLITests, IBusIntegrationTests), which take the language from their environment.
@Suite struct UITextTests {
    @Test func namedValuesAreFilledWherever() {
        #expect(UIText.localized("No emoji for “{query}”", ["query": "xyzzy"]) == "No emoji for “xyzzy”")
        #expect(
            UIText.localized("{emoji} takes one tone or {count}", ["emoji": "🤝", "count": "2"])
                == "🤝 takes one tone or 2")
        // A value holding braces is not filled again.
        #expect(UIText.localized("{a} and {b}", ["a": "{b}", "b": "x"]) == "{b} and x")
        #expect(UIText.localized("{unknown} stays", [:]) == "{unknown} stays")
    }

    @Test func pluralsPickTheEnglishFormAndFillTheCount() {
        let one = UIText.localizedPlural("{count} match", "{count} matches", count: 1)
        let many = UIText.localizedPlural("{count} match", "{count} matches", count: 3)
        let none = UIText.localizedPlural("{count} match", "{count} matches", count: 0)
        #expect([one, many, none] == ["1 match", "3 matches", "0 matches"])
    }

    @Test func textWithoutValuesIsUnchanged() {
        #expect(UIText.localized("Frequently used") == "Frequently used")
        #expect(UIText.translatedElsewhere("Swift Emoji") == "Swift Emoji")
    }
}
