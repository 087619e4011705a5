import CAdwaita
import EmojiInput
import EmojiKit
import EmojiRuntime

/// How candidates look and how keys reach Swift Emoji: layout, lines per page, panel style, mode.
@MainActor
final class AppearancePage: PreferencesPage {
    let widget: Widget

    init(settings: SettingsSource) {
        widget = Rows.page(UIText.localized("Appearance"), icon: "view-grid-symbolic")

        let typing = Rows.group(UIText.localized("Mode"), in: widget)
        let modes = EngineSettings.InputMode.allCases
        Rows.radioRows(
            modes.map { ($0.localizedName, nil) },
            selected: modes.firstIndex { $0.rawValue == settings.stringValue("mode") } ?? 0, in: typing
        ) { settings.setString("mode", modes[$0].rawValue) }

        let layout = Rows.group(UIText.localized("Layout"), in: widget)
        let layouts = EngineSettings.Layout.allCases
        Rows.radioRows(
            layouts.map { ($0.localizedName, nil) },
            selected: layouts.firstIndex { $0.rawValue == settings.stringValue("layout") } ?? 0, in: layout
        ) { settings.setString("layout", layouts[$0].rawValue) }
        Rows.spinRow(
            UIText.localized("Lines per page in the list"), subtitle: nil, value: settings.intValue("list-page-size"),
            range: 1...16, in: layout
        ) { settings.setInt("list-page-size", $0) }

        let panel = Rows.group(
            UIText.localized("Focused emoji"),
            description: UIText.localized("How the grid marks the emoji that Return would choose."), in: widget)
        let styles: [(value: String, title: String, subtitle: String)] = [
            (
                "auto", UIText.localized("Automatic"),
                UIText.localized("Brackets in GNOME Shell and fcitx5, colours elsewhere")
            ),
            (
                "highlight", UIText.localized("Colours"),
                UIText.localized("For panels that draw colours (IBus’s own panel)")
            ),
            ("marks", UIText.localized("Brackets"), UIText.localized("For panels that draw plain text")),
        ]
        Rows.radioRows(
            styles.map { ($0.title, $0.subtitle) },
            selected: styles.firstIndex { $0.value == settings.stringValue("panel-style") } ?? 0, in: panel
        ) { settings.setString("panel-style", styles[$0].value) }
    }
}
