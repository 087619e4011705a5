import EmojiInput
import EmojiKit
import Testing

/// The panel menu is built from the table: the settings declared for it with their current
/// values, and what choosing an item stores.
@MainActor @Suite struct SettingsMenuTests {
    @Test func theMenuListsTheDeclaredSettingsInTheTablesOrder() {
        let store = MemorySettingsStore(["layout": .string("list"), "usage-ranking": .bool(false)])
        let menu = SettingsMenu(store: store)
        #expect(menu.items.map(\.id) == ["tone", "layout", "mode", "usage-ranking", "clear-history"])
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

    /// A new setting (issue 25's `speak`) is one declaration.
    ///
    /// With it the menu offers its choices, the preferences window draws its rows
    /// (SetupWindowTests), the store reads and writes it, and the schema check asks for its key in
    /// the schema. Nothing else is written for it.
    @Test func aNewSettingIsOneDeclaration() throws {
        enum Speech: String, CaseIterable, Sendable { case auto, on, off }
        let speak = Setting<Speech>.choice(
            "speak", default: .auto, choices: SettingChoice.cases { $0.rawValue }, label: { "Speak" },
            window: .group(SettingsGroup("speech", page: .appearance, title: { "Screen reader" })),
            menu: .choices(id: "speak") { _ in "Speak" })
        let table = Settings.all + [speak]
        let store = MemorySettingsStore()
        let menu = SettingsMenu(store: store, table: table)
        #expect(menu.items.map(\.id) == ["tone", "layout", "mode", "usage-ranking", "speak", "clear-history"])
        guard case .set(let key, let value)? = menu.activation(of: "speak.off", checked: true) else {
            Issue.record("speak.off is an item of the menu")
            return
        }
        store.store(value, for: key)
        #expect(store.value(speak) == .off)
        #expect(SchemaFile.problems(of: table, against: try SchemaFile()) == ["speak: declared, not in the schema"])
    }
}

extension SettingsMenu.Item {
    var id: String {
        switch self {
        case .choices(let id, _, _), .toggle(let id, _, _), .action(let id, _): id
        }
    }
}
