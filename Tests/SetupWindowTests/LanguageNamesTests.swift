import EmojiKit
import Testing

@testable import SetupWindow

/// Languages by their own names, from iso-codes.
@MainActor
struct LanguageNamesTests {
    init() { UIText.activate() }

    @Test(arguments: [
        ("de", "Deutsch"), ("ja", "日本語"), ("fr", "Français"), ("pt_BR", "Português (Brasil)"), ("ru", "Русский"),
    ])
    func namesInTheirOwnLanguage(tag: String, name: String) {
        #expect(LanguageNames.name(of: tag) == name)
    }

    @Test func anUnknownTagIsItself() {
        #expect(LanguageNames.name(of: "qqq") == "qqq")
    }
}
