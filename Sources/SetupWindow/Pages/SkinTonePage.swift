import CAdwaita
import EmojiInput
import EmojiKit
import EmojiSettings

/// The default skin tone, with a live preview of a few emoji in it.
@MainActor
final class SkinTonePage: PreferencesPage {
    let widget: Widget
    private let preview: Widget
    /// Emoji that show the tone.
    private static let sample = ["👍", "👋", "✌", "🧑", "👏"]

    init(settings: GSettingsStore) {
        widget = Rows.page(UIText.localized("Skin tone"), icon: "face-smile-symbolic")
        let previewGroup = Rows.group(
            Settings.defaultSkinTone.label?() ?? "",
            description: UIText.localized(
                "For emoji without a tone of their own yet. A Shift tap while choosing gives an emoji its tone, which is remembered."
            ),
            in: widget)
        preview = Rows.actionRow("")
        gtk_widget_add_css_class(preview, "title-1")
        Rows.add(preview, to: previewGroup)
        let tones = Settings.defaultSkinTone.choices.map(\.value)
        let current = settings.value(Settings.defaultSkinTone)
        let group = Rows.group(UIText.localized("Tone"), in: widget)
        Rows.radioRows(
            // Each tone on a raised hand (a lone tone modifier draws as a swatch some fonts grey out).
            tones.map { tone in
                (tone.map { "✋\($0.modifier)  \($0.localizedName)" } ?? "✋  " + SkinTone.noToneName, nil)
            },
            selected: tones.firstIndex(of: current) ?? 0, in: group
        ) { [weak self] index in
            settings.set(Settings.defaultSkinTone, tones[index])
            self?.showPreview(tones[index])
        }
        showPreview(current)
    }

    private func showPreview(_ tone: SkinTone?) {
        let text = Self.sample.map { base in
            tone.map { String(base) + String($0.modifier) } ?? base
        }.joined(separator: "  ")
        adw_preferences_row_set_title(cast(preview), text)
    }
}
