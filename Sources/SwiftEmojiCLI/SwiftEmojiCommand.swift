import ArgumentParser
import EmojiKit

/// `swift-emoji`: search, inspect and convert emoji from the command line, and drive the input
/// engine without a desktop (`simulate`).
@main
struct SwiftEmojiCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swift-emoji",
        abstract: "Find emoji by name, keyword or shortcode in any CLDR language.",
        discussion: """
            The emoji index is read from $SWIFT_EMOJI_DATA_DIR/emoji.index, else from the \
            installed data directory.
            """,
        version: SwiftEmojiVersion.current,
        subcommands: [
            SearchCommand.self, InfoCommand.self, EmojizeCommand.self, DemojizeCommand.self,
            ToneCommand.self, CategoriesCommand.self, LanguagesCommand.self, FontsCommand.self,
            ConvertCommand.self, SimulateCommand.self,
        ]
    )

    /// Runs the command the arguments name, with messages in the user's language.
    static func main() {
        UIText.activate()
        main(nil)
    }
}
