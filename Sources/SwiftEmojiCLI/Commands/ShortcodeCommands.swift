import ArgumentParser
import EmojiKit

/// Input for `emojize`/`demojize`: the argument, or standard input line by line.
struct TextInput: ParsableArguments {
    @Argument(help: "The text; standard input, line by line, when omitted.")
    var text: String?

    func forEachLine(_ transform: (String) -> String) {
        if let text {
            Output.line(transform(text))
        } else {
            while let line = Output.readInputLine() { Output.line(transform(line)) }
        }
    }
}

/// `swift-emoji emojize`: `:shortcode:` → emoji.
struct EmojizeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "emojize",
        abstract: "Replace :shortcodes: by emoji (unknown ones stay as they are).",
        discussion: "Slack skin tones work too: :wave::skin-tone-4: is 👋🏽."
    )

    @OptionGroup var input: TextInput

    func run() throws {
        let converter = ShortcodeText(database: try LanguageOptions.database())
        input.forEachLine(converter.emojize)
    }
}

/// `swift-emoji demojize`: emoji → `:shortcode:`.
struct DemojizeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demojize",
        abstract: "Replace emoji by their :shortcodes: (emoji without one stay as they are)."
    )

    @OptionGroup var input: TextInput

    func run() throws {
        let converter = ShortcodeText(database: try LanguageOptions.database())
        input.forEachLine(converter.demojize)
    }
}
