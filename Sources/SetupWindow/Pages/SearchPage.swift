import CAdwaita
import EmojiFonts
import EmojiKit
import EmojiRuntime

/// Ranking by usage, and which emoji are offered: those the fonts can draw (what the fonts
/// decide, as `swift-emoji fonts` reports it), all, or up to a version.
@MainActor
final class SearchPage: PreferencesPage {
    let widget: Widget
    /// Versions offered for the filter, newest first.
    private static let versions = ["18.0", "17.0", "16.0", "15.1", "15.0", "14.0", "13.1", "13.0", "12.0", "11.0"]

    init(settings: SettingsSource) {
        widget = Rows.page(UIText.localized("Search"), icon: "system-search-symbolic")
        let ranking = Rows.group(UIText.localized("Ranking"), in: widget)
        Rows.switchRow(
            UIText.localized("Rank often-used emoji first"),
            subtitle: UIText.localized("Among equally good matches, the emoji you use most come first."),
            active: settings.boolValue("usage-ranking"), in: ranking
        ) { settings.setBool("usage-ranking", $0) }

        let offered = Rows.group(
            UIText.localized("Emoji offered"),
            description: UIText.localized("An emoji newer than your fonts shows as a box or as separate pictures."),
            in: widget)
        let values = ["auto", "all"] + Self.versions
        let names =
            [UIText.localized("Those your fonts can draw"), UIText.localized("All")]
            + Self.versions.map { UIText.localized("Up to Emoji {version}", ["version": $0]) }
        let current = settings.stringValue("emoji-version-filter")
        Rows.comboRow(
            UIText.localized("Emoji versions"), subtitle: nil, choices: names,
            selected: values.firstIndex(of: current) ?? 0, in: offered
        ) { settings.setString("emoji-version-filter", values[$0]) }
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
