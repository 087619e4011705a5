import ArgumentParser
import EmojiKit

/// `swift-emoji languages`: the CLDR locales the index has names and keywords for.
struct LanguagesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "languages",
        abstract: "List the CLDR locales with emoji names and keywords (values for --lang)."
    )

    func run() throws {
        for locale in try LanguageOptions.database().availableLocales { Output.line(locale) }
    }
}
