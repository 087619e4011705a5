import CAdwaita
import EmojiInput
import EmojiSettings

/// The rows of the settings the table puts in a page's groups, drawn from their declarations.
///
/// Radio rows for a setting that is one of a few values, a drop-down list for suggested values, a
/// switch for one that is on or off, a number for a number. Each change is stored at once.
@MainActor
enum SettingRows {
    /// Adds to `page` the groups of `id` (in ``SettingsGroup/all``'s order, then any others the
    /// table names) with the rows of their settings (in the table's order).
    static func add(_ id: SettingsPage, to page: Widget, table: [any SettingDeclaration], store: GSettingsStore) {
        var groups = SettingsGroup.all
        for case .group(let group) in table.compactMap(\.window) where !groups.contains(group) { groups.append(group) }
        for group in groups where group.page == id {
            let settings = table.filter { $0.window == .group(group) }
            guard !settings.isEmpty else { continue }
            let widget = Rows.group(group.title(), description: group.description?(), in: page)
            for setting in settings { addRow(for: setting, in: widget, store: store) }
        }
    }

    private static func addRow(for setting: any SettingDeclaration, in group: Widget, store: GSettingsStore) {
        let current = store.current(setting)
        let title = setting.label?() ?? setting.key
        switch current {
        case .string(let chosen) where !setting.storedChoices.isEmpty:
            let choices = setting.storedChoices
            let selected = choices.firstIndex { $0.stored == chosen } ?? 0
            let choose: @MainActor @Sendable (Int) -> Void = {
                store.store(.string(choices[$0].stored), for: setting.key)
            }
            if setting.choicesAreClosed {
                Rows.radioRows(
                    choices.map { ($0.label?() ?? $0.stored, $0.detail?()) }, selected: selected, in: group,
                    onSelect: choose)
            } else {
                Rows.comboRow(
                    title, subtitle: setting.detail?(), choices: choices.map { $0.label?() ?? $0.stored },
                    selected: selected, in: group, onSelect: choose)
            }
        case .bool(let isOn):
            Rows.switchRow(title, subtitle: setting.detail?(), active: isOn, in: group) {
                store.store(.bool($0), for: setting.key)
            }
        case .int(let value):
            Rows.spinRow(
                title, subtitle: setting.detail?(), value: value, range: setting.range ?? 0...Int(Int32.max), in: group
            ) {
                store.store(.int($0), for: setting.key)
            }
        default:
            // Lists and other values are edited on pages of their own.
            break
        }
    }
}
