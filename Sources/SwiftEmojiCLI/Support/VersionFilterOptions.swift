import ArgumentParser
import EmojiFonts
import EmojiKit

/// `--max-version`, shared by the commands that offer emoji: `auto` (what the installed fonts can
/// draw, as the input method does by default), `all`, or an Emoji version.
struct VersionFilterOptions: ParsableArguments {
    @Option(
        name: .customLong("max-version"),
        help: ArgumentHelp(
            "Which emoji to offer: 'auto' (those the installed fonts can draw), 'all', or an Emoji version (e.g. 15.1).",
            discussion: "See 'swift-emoji fonts' for what 'auto' decides on this machine."))
    var maxVersion = "auto"

    /// The parsed filter.
    var filter: EmojiVersionFilter {
        get throws {
            guard let filter = EmojiVersionFilter(maxVersion) else {
                throw ValidationError(
                    UIText.localized(
                        "--max-version takes 'auto', 'all' or an Emoji version such as 15.1; got '{value}'",
                        ["value": maxVersion]))
            }
            return filter
        }
    }

    /// What the fonts can draw, when the filter is `auto`; `nil` otherwise or when fontconfig
    /// cannot answer (a warning then says that every emoji is offered).
    func drawable(catalog: EmojiCatalog) throws -> DrawableEmoji? {
        guard try filter == .auto else { return nil }
        do {
            return try FontconfigConfiguration().emojiFonts(catalog: catalog).drawable
        } catch {
            printError(UIText.localized("{problem}; offering every emoji", ["problem": "\(error)"]))
            return nil
        }
    }

    /// The emoji to offer.
    func availability(catalog: EmojiCatalog) throws -> EmojiAvailability {
        try filter.availability(catalog: catalog, drawable: drawable(catalog: catalog))
    }
}
