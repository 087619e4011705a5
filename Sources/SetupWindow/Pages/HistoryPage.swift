import CAdwaita
import EmojiInput
import EmojiKit
import EmojiSettings

#if canImport(Glibc)
    import Glibc
#endif

/// Clearing the history (frequently used emoji, remembered tones), after a confirmation.
@MainActor
final class HistoryPage: PreferencesPage {
    let widget: Widget
    private let settings: GSettingsStore

    init(settings: GSettingsStore, window: Widget) {
        self.settings = settings
        widget = Rows.page(UIText.localized("History"), icon: "document-open-recent-symbolic")
        let group = Rows.group(
            UIText.localized("History"),
            description: UIText.localized(
                "Swift Emoji remembers the emoji you use most and the skin tone you chose for each, on this computer only."
            ),
            in: widget)
        Rows.buttonRow(
            UIText.localized("Clear history (frequently used, remembered tones)"), subtitle: nil,
            button: UIText.localized("Clear…"), destructive: true, in: group
        ) { [weak self] in self?.confirm(in: window) }
    }

    private func confirm(in window: Widget) {
        let dialog = adw_message_dialog_new(
            cast(window), UIText.localized("Clear the history?"),
            UIText.localized("Frequently used emoji and the skin tones you chose are forgotten. This cannot be undone.")
        )!
        adw_message_dialog_add_response(cast(dialog), "cancel", UIText.localized("Cancel"))
        adw_message_dialog_add_response(cast(dialog), "clear", UIText.localized("Clear"))
        adw_message_dialog_set_response_appearance(cast(dialog), "clear", ADW_RESPONSE_DESTRUCTIVE)
        adw_message_dialog_set_default_response(cast(dialog), "cancel")
        Signals.onResponse(raw(dialog)) { [weak self] response in
            if response == "clear" { self?.clear() }
        }
        gtk_window_present(cast(dialog))
    }

    /// Clears the files, and tells running engines to forget theirs (`history-cleared`).
    private func clear() {
        let store = UserStateStore(directory: StateDirectory.standard())
        store.clear()
        _ = store.flush()
        settings.set(Settings.historyCleared, Int64(time(nil)))
    }
}
