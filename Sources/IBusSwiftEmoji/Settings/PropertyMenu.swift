import CIBus
import EmojiInput
import EmojiKit
import EmojiRuntime

/// The engine's menu in the IBus panel: IBus properties made from ``SettingsMenu`` (the settings
/// the table puts in the menu, and clearing the history).
///
/// One property list is kept for the process (IBus panels show the focused engine's list);
/// activations come back through ``activate(_:state:in:)``.
@MainActor
final class PropertyMenu {
    private(set) var list: UnsafeMutablePointer<IBusPropList>
    private var menu: SettingsMenu

    init(store: some SettingsStore) {
        menu = SettingsMenu(store: store)
        list = Self.makeList(menu)
    }

    /// Rebuilds the list after a settings change (engines re-register it on focus).
    func update(store: some SettingsStore) {
        let menu = SettingsMenu(store: store)
        guard menu != self.menu else { return }
        self.menu = menu
        g_object_unref(list)
        list = Self.makeList(menu)
    }

    /// Handles a menu activation; returns whether the name was one of ours.
    func activate(_ name: String, state: guint, in runtime: InputRuntime) -> Bool {
        switch menu.activation(of: name, checked: state == PROP_STATE_CHECKED.rawValue) {
        case .set(let key, let value): runtime.change(key, to: value)
        case .clearHistory: runtime.clearHistory()
        case .nothing: break
        case nil: return false
        }
        return true
    }

    private static func makeList(_ menu: SettingsMenu) -> UnsafeMutablePointer<IBusPropList> {
        let root = ObjectTracker.track(ibus_prop_list_new()!)
        g_object_ref_sink(root)
        for item in menu.items {
            switch item {
            case .choices(let id, let title, let choices):
                ibus_prop_list_append(root, radioMenu(id, title, choices))
            case .toggle(let id, let title, let isOn):
                ibus_prop_list_append(root, property(id, title, type: PROP_TYPE_TOGGLE, checked: isOn))
            case .action(let id, let title):
                ibus_prop_list_append(root, property(id, title, type: PROP_TYPE_NORMAL))
            }
        }
        return root
    }

    /// A submenu of radio items, one checked.
    private static func radioMenu(
        _ key: String, _ label: String, _ choices: [SettingsMenu.Choice]
    ) -> UnsafeMutablePointer<IBusProperty> {
        let list = ObjectTracker.track(ibus_prop_list_new()!)
        for choice in choices {
            ibus_prop_list_append(
                list, property(choice.id, choice.label, type: PROP_TYPE_RADIO, checked: choice.isChecked))
        }
        return property(key, label, type: PROP_TYPE_MENU, submenu: list)
    }

    private static func property(
        _ key: String, _ label: String, type: IBusPropType, checked: Bool = false,
        submenu: UnsafeMutablePointer<IBusPropList>? = nil
    ) -> UnsafeMutablePointer<IBusProperty> {
        ObjectTracker.track(
            ibus_property_new(
                key, type, TextBuilder.text(label), nil, TextBuilder.text(label),
                1, 1, checked ? PROP_STATE_CHECKED : PROP_STATE_UNCHECKED, submenu)!)
    }
}
