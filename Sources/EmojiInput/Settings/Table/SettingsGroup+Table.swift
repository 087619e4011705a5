import EmojiKit

/// The preferences window's groups of rows drawn from the table, in the window's order.
extension SettingsGroup {
    public static let mode = SettingsGroup("mode", page: .appearance, title: { UIText.localized("Mode") })
    public static let layout = SettingsGroup("layout", page: .appearance, title: { UIText.localized("Layout") })
    public static let focusedEmoji = SettingsGroup(
        "focused-emoji", page: .appearance, title: { UIText.localized("Focused emoji") },
        description: { UIText.localized("How the grid marks the emoji that Return would choose.") })
    public static let ranking = SettingsGroup("ranking", page: .search, title: { UIText.localized("Ranking") })
    public static let offered = SettingsGroup(
        "offered", page: .search, title: { UIText.localized("Emoji offered") },
        description: { UIText.localized("An emoji newer than your fonts shows as a box or as separate pictures.") })

    public static let screenReader = SettingsGroup(
        "screen-reader", page: .appearance, title: { UIText.localized("Screen reader") },
        description: {
            UIText.localized("Orca says the focused emoji's name and place, the page, and what was inserted.")
        })

    /// Every group, in the window's order.
    public static let all: [SettingsGroup] = [mode, layout, focusedEmoji, screenReader, ranking, offered]
}
