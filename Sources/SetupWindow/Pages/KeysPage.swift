import CAdwaita
import EmojiInput
import EmojiKit
import EmojiSettings

/// Every action with its keys: change one by pressing the new key, or reset it to the default.
@MainActor
final class KeysPage: PreferencesPage {
    let widget: Widget
    private let settings: GSettingsStore
    private let window: Widget
    private let group: RowGroup
    private var capture: KeyCapture?

    init(settings: GSettingsStore, window: Widget) {
        self.settings = settings
        self.window = window
        widget = Rows.page(UIText.localized("Keys"), icon: "input-keyboard-symbolic")
        group = RowGroup(
            UIText.localized("Keys while choosing an emoji"),
            description: UIText.localized("With nothing typed, keys go to the application as usual."), in: widget)
        showActions()
    }

    private func showActions() {
        group.removeAll()
        let bindings = settings.value(Settings.keyBindings)
        let overrides = bindings.overrides
        for action in EngineAction.allCases {
            let keys = bindings.chords[action, default: []].map(\.description).joined(separator: ", ")
            let row = Rows.actionRow(action.localizedName, subtitle: keys.isEmpty ? UIText.localized("none") : keys)
            if overrides[action.rawValue] != nil {
                adw_action_row_add_suffix(
                    cast(row),
                    Rows.iconButton(
                        "edit-undo-symbolic",
                        label: UIText.localized("Reset {action}", ["action": action.localizedName])
                    ) { [weak self] in self?.store(action, keys: nil) })
            }
            adw_action_row_add_suffix(
                cast(row),
                Rows.button(UIText.localized("Change…")) { [weak self] in self?.change(action) })
            group.add(row)
        }
    }

    /// Stores `keys` for `action` (`nil`: back to the default).
    private func store(_ action: EngineAction, keys: [String]?) {
        let chords = keys?.compactMap(KeyChord.init(parsing:))
        guard chords?.count ?? 0 == keys?.count ?? 0 else { return }
        settings.set(Settings.keyBindings, settings.value(Settings.keyBindings).rebinding(action, to: chords))
        showActions()
    }

    private func change(_ action: EngineAction) {
        capture = KeyCapture(parent: window, action: action) { [weak self] key in
            self?.store(action, keys: [key])
            self?.capture = nil
        }
    }
}

/// A dialog that takes the next key pressed as a key name.
///
/// `Control+j`, `Page_Down`; a lone modifier for taps. Escape cancels.
@MainActor
final class KeyCapture {
    private let dialog: Widget

    init(parent: Widget, action: EngineAction, onKey: @escaping @MainActor (String) -> Void) {
        dialog = adw_message_dialog_new(
            cast(parent), UIText.localized("Press the new key"),
            UIText.localized(
                "For “{action}”. Escape cancels.", ["action": action.localizedName]))!
        adw_message_dialog_add_response(cast(dialog), "cancel", UIText.localized("Cancel"))
        let controller = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        gtk_widget_add_controller(dialog, controller)
        let dialog = self.dialog
        Signals.onKeyPressed(UnsafeMutableRawPointer(controller)) { keyval, state in
            guard let name = Self.keyName(keyval: keyval, state: state, tap: action.isTap) else {
                return keyval == 0xFF1B ? false : true  // Escape reaches the dialog, which closes
            }
            onKey(name)
            gtk_window_destroy(cast(dialog))
            return true
        }
        gtk_window_present(cast(dialog))
    }

    /// The key's name as settings spell it, or `nil` for a key that cannot be bound here (Escape,
    /// a modifier pressed on its way to a chord).
    static func keyName(keyval: UInt32, state: UInt32, tap: Bool) -> String? {
        guard keyval != 0xFF1B, let raw = gdk_keyval_name(keyval) else { return nil }
        let name = String(cString: raw)
        let isModifier = (0xFFE1...0xFFEE).contains(keyval) || (0xFE01...0xFE0F).contains(keyval)
        if isModifier { return tap ? name : nil }
        var parts: [String] = []
        if state & GDK_CONTROL_MASK.rawValue != 0 { parts.append("Control") }
        if state & GDK_ALT_MASK.rawValue != 0 { parts.append("Alt") }
        if state & GDK_SUPER_MASK.rawValue != 0 { parts.append("Super") }
        // Shift is part of a character's own keyval (A, ISO_Left_Tab); it is named for other keys.
        if state & GDK_SHIFT_MASK.rawValue != 0, name.count > 1, name != "ISO_Left_Tab" { parts.append("Shift") }
        return (parts + [name]).joined(separator: "+")
    }
}
