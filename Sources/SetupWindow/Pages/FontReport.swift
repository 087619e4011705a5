import CAdwaita
import EmojiFonts
import EmojiKit

/// What the installed fonts can draw, as the `auto` emoji filter decides it (and `swift-emoji
/// fonts` reports it), under the Search page's choice of the emoji offered.
@MainActor
enum FontReport {
    /// Adds the report's group to `page`; asking fontconfig takes a while, so the window opens
    /// first and the report follows.
    static func add(to page: Widget) {
        let fonts = Rows.group(UIText.localized("Your fonts"), in: page)
        Idle.run { addRows(to: fonts) }
    }

    private static func addRows(to group: Widget) {
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
