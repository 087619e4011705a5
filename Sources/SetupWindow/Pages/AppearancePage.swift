import CAdwaita
import EmojiInput
import EmojiKit
import EmojiSettings

/// How candidates look and how keys reach Swift Emoji: the table's settings of this page (mode,
/// layout, lines per page, panel style).
@MainActor
final class AppearancePage: PreferencesPage {
    let widget: Widget

    init(settings: GSettingsStore, table: [any SettingDeclaration] = Settings.all) {
        widget = Rows.page(UIText.localized("Appearance"), icon: "view-grid-symbolic")
        SettingRows.add(.appearance, to: widget, table: table, store: settings)
    }
}
