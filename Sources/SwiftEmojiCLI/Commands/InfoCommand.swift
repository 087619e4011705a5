import ArgumentParser
import EmojiKit

/// `swift-emoji info`: everything known about one emoji.
struct InfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Show an emoji's code points, name, keywords, category, version and skin-tone capability."
    )

    @OptionGroup var language: LanguageOptions

    @Flag(help: "Print JSON.")
    var json = false

    @Argument(help: "An emoji (toned or not) or a :shortcode:.")
    var emoji: String

    func run() throws {
        let data = try language.open()
        let sequence = try Self.resolve(emoji, in: data.database)
        let record = EmojiRecord(sequence, data: data, keywords: true)
        if json {
            Output.line(try Output.json(record))
            return
        }
        Output.line("emoji:       \(record.emoji)")
        Output.line("code points: \(record.codepoints)")
        let provisional = record.provisionalName.map {
            " (" + UIText.localized("provisional: {source}", ["source": $0]) + ")"
        }
        Output.line("name:        \(record.name)\(provisional ?? "")")
        Output.line("keywords:    \((record.keywords ?? []).joined(separator: ", "))")
        Output.line("shortcodes:  \(record.shortcodes.map { ":\($0):" }.joined(separator: " "))")
        Output.line("category:    \(record.category) / \(record.subcategory)")
        Output.line("version:     Emoji \(record.version)")
        Output.line("skin tones:  \(record.skinTones)")
    }

    /// The sequence meant by `text`: an emoji (VS16 optional) or a shortcode with colons.
    static func resolve(_ text: String, in database: EmojiDatabase) throws -> EmojiSequenceID {
        if text.count > 2, text.hasPrefix(":"), text.hasSuffix(":"),
            let sequence = database.catalog.sequence(forShortcode: String(text.dropFirst().dropLast()))
        {
            return sequence
        }
        guard let sequence = database.sequence(for: text) else {
            throw CLIError(
                UIText.localized(
                    "'{text}' is not a fully-qualified emoji of Unicode {version}",
                    ["text": text, "version": database.catalog.dataVersions["unicode"] ?? ""]))
        }
        return sequence
    }
}
