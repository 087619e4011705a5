import EmojiInput
import EmojiKit
import Testing

/// The panel menu is built from the table: the settings declared for it with their current
/// values, and what choosing an item stores.
@MainActor @Suite struct SettingsMenuTests {
    @Test func theMenuListsTheDeclaredSettingsInTheTablesOrder() {
        let store = MemorySettingsStore(["layout": .string("list"), "usage-ranking": .bool(false)])
        let menu = SettingsMenu(store: store)
        #expect(menu.items.map(\.id) == ["tone", "layout", "mode", "usage-ranking", "speak", "clear-history"])
        guard case .choices(_, _, let layouts) = menu.items[1] else {
            Issue.record("layout is a submenu")
            return
        }
        #expect(layouts.map(\.id) == ["layout.grid", "layout.list"])
        #expect(layouts.map(\.isChecked) == [false, true])
        guard case .choices(_, _, let tones) = menu.items[0] else { return }
        #expect(tones.map(\.id).contains("tone.dark") && tones.first?.isChecked == true)
        #expect(menu.items[3] == .toggle(id: "usage-ranking", title: "Rank often-used emoji first", isOn: false))
    }

    @Test func choosingAnItemStoresItsValue() {
        let menu = SettingsMenu(store: MemorySettingsStore())
        #expect(
            menu.activation(of: "tone.dark", checked: true) == .set(key: "default-skin-tone", value: .string("dark")))
        #expect(menu.activation(of: "tone.dark", checked: false) == .nothing, "the item another replaced")
        #expect(menu.activation(of: "usage-ranking", checked: false) == .set(key: "usage-ranking", value: .bool(false)))
        #expect(menu.activation(of: "clear-history", checked: false) == .clearHistory)
        #expect(menu.activation(of: "banana", checked: true) == nil)
    }

    /// `speak` (issue 25) was added as one declaration and its schema key: the menu offers its
    /// choices, the store reads and writes it (the preferences window draws its rows from the same
    /// declaration, SetupWindowTests).
    @Test func speakIsOneDeclaration() throws {
        let store = MemorySettingsStore()
        let menu = SettingsMenu(store: store, table: Settings.all)
        #expect(menu.items.map(\.id) == ["tone", "layout", "mode", "usage-ranking", "speak", "clear-history"])
        guard case .set(let key, let value)? = menu.activation(of: "speak.off", checked: true) else {
            Issue.record("speak.off is an item of the menu")
            return
        }
        store.store(value, for: key)
        #expect(store.value(Settings.speak) == .off)
    }

    /// A setting declared without its key in the schema is what the schema check reports.
    @Test func aSettingMissingFromTheSchemaIsReported() throws {
        let example = Setting<Bool>.flag("example-setting", default: false, label: { "Example" })
        let table = Settings.all + [example]
        #expect(
            SchemaFile.problems(of: table, against: try SchemaFile()) == [
                "example-setting: declared, not in the schema"
            ])
    }
}

extension SettingsMenu.Item {
    var id: String {
        switch self {
        case .choices(let id, _, _), .toggle(let id, _, _), .action(let id, _): id
        }
    }
}
