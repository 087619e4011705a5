import EmojiKit

/// The engine's menu (IBus's property menu in the panel), built from the table: every setting
/// declared for the menu with its current value, in the table's order, then clearing the history.
public struct SettingsMenu: Equatable {
    /// One entry of the menu.
    public enum Item: Equatable {
        /// A submenu of choices, one checked.
        case choices(id: String, title: String, items: [Choice])
        /// An item checked when a setting is on.
        case toggle(id: String, title: String, isOn: Bool)
        /// An action.
        case action(id: String, title: String)
    }

    /// One item of a submenu.
    public struct Choice: Equatable {
        public let id: String
        public let label: String
        public let isChecked: Bool
    }

    /// What activating an item does.
    public enum Activation: Equatable {
        /// Store a setting's new value.
        case set(key: String, value: StoredValue)
        /// Forget usage and remembered tones.
        case clearHistory
        /// Nothing (a radio item unchecked as another is checked).
        case nothing
    }

    /// The entries, in order.
    public let items: [Item]
    private let table: [any SettingDeclaration]

    /// The menu for the settings in `store`.
    @MainActor
    public init(store: some SettingsStore, table: [any SettingDeclaration] = Settings.all) {
        self.table = table
        var items: [Item] = []
        for setting in table {
            let current = store.current(setting)
            switch setting.menu {
            case .choices(let id, let title):
                guard case .string(let chosen) = current else { continue }
                let choices = setting.storedChoices.map {
                    Choice(id: "\(id).\($0.stored)", label: $0.label?() ?? $0.stored, isChecked: $0.stored == chosen)
                }
                items.append(.choices(id: id, title: title(chosen), items: choices))
            case .toggle:
                items.append(
                    .toggle(id: setting.key, title: setting.label?() ?? setting.key, isOn: current == .bool(true)))
            case nil: continue
            }
        }
        items.append(
            .action(id: Self.clearHistory, title: UIText.localized("Clear history (frequently used, remembered tones)"))
        )
        self.items = items
    }

    /// The name of the item that clears the history.
    public static let clearHistory = "clear-history"

    /// What activating the item `id`, now checked or not, does; `nil` for a name not in the menu.
    public func activation(of id: String, checked: Bool) -> Activation? {
        if id == Self.clearHistory { return .clearHistory }
        for setting in table {
            switch setting.menu {
            case .choices(let menuID, _):
                guard let choice = setting.storedChoices.first(where: { "\(menuID).\($0.stored)" == id }) else {
                    continue
                }
                return checked ? .set(key: setting.key, value: .string(choice.stored)) : .nothing
            case .toggle where setting.key == id:
                return .set(key: setting.key, value: .bool(checked))
            default: continue
            }
        }
        return nil
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.items == rhs.items }
}
