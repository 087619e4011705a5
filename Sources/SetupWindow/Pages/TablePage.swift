import CAdwaita
import EmojiInput
import EmojiSettings

/// A page made of the rows the settings table puts there (Appearance: mode, layout, lines per
/// page, panel style; Search: ranking by usage, the emoji offered).
@MainActor
final class TablePage: PreferencesPage {
    let widget: Widget

    init(_ page: SettingsPage, title: String, icon: String, settings: GSettingsStore, table: [any SettingDeclaration]) {
        widget = Rows.page(title, icon: icon)
        SettingRows.add(page, to: widget, table: table, store: settings)
    }
}
