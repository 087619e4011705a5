import CAdwaita
import EmojiFonts
import EmojiInput
import EmojiKit
import EmojiSettings

/// Ranking by usage, and which emoji are offered (the table's settings of this page), with what
/// the fonts can draw (what the `auto` filter decides, as `swift-emoji fonts` reports it).
@MainActor
final class SearchPage: PreferencesPage {
    let widget: Widget

    init(settings: GSettingsStore, table: [any SettingDeclaration] = Settings.all) {
        widget = Rows.page(UIText.localized("Search"), icon: "system-search-symbolic")
        SettingRows.add(.search, to: widget, table: table, store: settings)
        // Asking fontconfig takes a while: the window opens first, the report follows.
        let fonts = Rows.group(UIText.localized("Your fonts"), in: widget)
        Idle.run { [weak self] in self?.addFontReport(to: fonts) }
    }

    /// What the installed fonts can draw, as the `auto` filter decides it.
    private func addFontReport(to group: Widget) {
        guard let database = try? DataLocation.openDatabase() else {
            Rows.add(Rows.actionRow(UIText.localized("The emoji data is not installed")), to: group)
            return
        }
        let catalog = database.catalog
        guard let report = try? FontconfigConfiguration().emojiFonts(catalog: catalog) else {
            Rows.add(
                Rows.actionRow(UIText.localized("Fontconfig could not be read: every emoji is offered")), to: group)
            return
        }
        let font = report.emojiFont.map { [$0.family, $0.revision].compactMap { $0 }.joined(separator: " ") }
        Rows.add(Rows.actionRow(UIText.localized("Emoji font"), subtitle: font ?? UIText.localized("none")), to: group)
        let version = report.drawable.fontVersion.map { "Emoji \($0)" } ?? UIText.localized("none")
        Rows.add(Rows.actionRow(UIText.localized("Emoji version the fonts support"), subtitle: version), to: group)
        let counts = report.drawable.availability.counts(in: catalog)
        let drawable = UIText.localized(
            "{count} of {total} emoji, {toned} of {tonedTotal} with skin tones",
            [
                "count": "\(counts.base)", "total": "\(catalog.count)", "toned": "\(counts.toned)",
                "tonedTotal": "\(catalog.tonedCount)",
            ])
        Rows.add(Rows.actionRow(UIText.localized("They can draw"), subtitle: drawable), to: group)
    }
}
