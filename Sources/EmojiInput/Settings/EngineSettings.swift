import EmojiKit

/// What the engine is configured with, as one typed value.
///
/// Read from a settings store as ``Settings`` declares each setting (see ``init(reading:)``), with
/// the declared defaults; changes apply without restarting.
public struct EngineSettings: Equatable, Sendable {
    /// How candidates are laid out.
    public enum Layout: String, CaseIterable, Sendable {
        /// 7 columns × 4 rows of emoji.
        case grid
        /// One emoji with its name per line.
        case list
    }

    /// How keys reach the engine.
    public enum InputMode: String, CaseIterable, Sendable {
        /// Every key typed goes to the query (the input source is chosen for emoji).
        case emoji
        /// Keys go to the application as usual; a trigger (`:`) at the start of a word, followed
        /// by a letter, opens the grid (the input source can stay on all day).
        case inline
    }

    /// Language tags, most preferred first (`de`, `pt_BR`); names and search use them all.
    public var languages: [String]
    /// The tone for emoji that have no remembered tone; `nil` for none.
    public var defaultTone: SkinTone?
    public var layout: Layout
    /// Candidates per page in the list layout (at most 16: IBus panels cannot show more).
    public var listPageSize: Int
    /// Whether often-used emoji come first among equally good matches.
    public var usageRanking: Bool
    /// Which emoji are offered: those the fonts can draw (`auto`), all, or up to a version.
    public var versionFilter: EmojiVersionFilter
    public var keyBindings: KeyBindings
    public var mode: InputMode
    /// Inline mode: the characters that start a query (at the start of a word, followed by a letter).
    public var inlineTriggers: Set<Unicode.Scalar>

    /// The trigger of inline mode by default, as chat applications have it.
    public static let defaultInlineTriggers: Set<Unicode.Scalar> = [":"]

    public init(
        languages: [String] = LanguagePreferences.fromEnvironment(),
        defaultTone: SkinTone? = Settings.defaultSkinTone.defaultValue,
        layout: Layout = Settings.layout.defaultValue,
        listPageSize: Int = Settings.listPageSize.defaultValue,
        usageRanking: Bool = Settings.usageRanking.defaultValue,
        versionFilter: EmojiVersionFilter = Settings.emojiVersionFilter.defaultValue,
        keyBindings: KeyBindings = Settings.keyBindings.defaultValue,
        mode: InputMode = Settings.mode.defaultValue,
        inlineTriggers: Set<Unicode.Scalar> = Settings.inlineTriggers.defaultValue
    ) {
        self.languages = languages
        self.defaultTone = defaultTone
        self.layout = layout
        let pages = Settings.listPageSize.range ?? 1...16
        self.listPageSize = min(max(listPageSize, pages.lowerBound), pages.upperBound)
        self.usageRanking = usageRanking
        self.versionFilter = versionFilter
        self.keyBindings = keyBindings
        self.mode = mode
        self.inlineTriggers = inlineTriggers
    }

    /// Columns and rows of one page.
    public var pageShape: (columns: Int, rows: Int) {
        switch layout {
        case .grid: (7, 4)
        case .list: (1, listPageSize)
        }
    }
}
