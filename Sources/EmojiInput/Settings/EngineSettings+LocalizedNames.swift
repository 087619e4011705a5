import EmojiKit

extension EngineSettings.Layout {
    /// The layout's name in the user's language (menus, the preferences window).
    public var localizedName: String {
        switch self {
        case .grid: UIText.localized("Grid (7 × 4)")
        case .list: UIText.localized("List with names")
        }
    }
}

extension EngineSettings.InputMode {
    /// The mode's name and what it does, in the user's language.
    public var localizedName: String {
        switch self {
        case .emoji: UIText.localized("Emoji: every key goes to the search")
        // TRANSLATORS: ":" is the key that starts an emoji query in the inline mode.
        case .inline: UIText.localized("Inline: type as usual, : opens the grid")
        }
    }
}
