/// The kinds of settings the table declares, each with its stored form.
extension Setting {
    /// One of a few values, stored by name; with `closed`, the schema allows no other.
    public static func choice(
        _ key: String, default defaultValue: Value, choices: [SettingChoice<Value>],
        label: (@Sendable () -> String)? = nil,
        detail: (@Sendable () -> String)? = nil, window: WindowPlace? = nil, menu: MenuPlace? = nil
    ) -> Setting {
        Setting(
            key: key, type: .string, default: defaultValue, choices: choices, label: label, detail: detail,
            window: window,
            menu: menu,
            read: { stored throws(SettingProblem) in
                guard case .string(let name) = stored, let choice = choices.first(where: { $0.stored == name }) else {
                    throw SettingProblem("is none of \(choices.map(\.stored).joined(separator: ", "))")
                }
                return choice.value
            },
            write: { value in .string(choices.first { $0.value == value }?.stored ?? "") })
    }
}

extension Setting where Value == Bool {
    /// On or off.
    public static func flag(
        _ key: String, default defaultValue: Bool, label: (@Sendable () -> String)? = nil,
        detail: (@Sendable () -> String)? = nil, window: WindowPlace? = nil, menu: MenuPlace? = nil
    ) -> Setting {
        Setting(
            key: key, type: .bool, default: defaultValue, label: label, detail: detail, window: window, menu: menu,
            read: { stored in if case .bool(let value) = stored { value } else { defaultValue } },
            write: { .bool($0) })
    }
}

extension Setting where Value == Int {
    /// A whole number in `range`.
    public static func number(
        _ key: String, default defaultValue: Int, range: ClosedRange<Int>, label: (@Sendable () -> String)? = nil,
        window: WindowPlace? = nil
    ) -> Setting {
        Setting(
            key: key, type: .int, default: defaultValue, range: range, label: label, window: window,
            read: { stored in
                if case .int(let value) = stored {
                    min(max(value, range.lowerBound), range.upperBound)
                } else {
                    defaultValue
                }
            },
            write: { .int($0) })
    }
}

extension Setting where Value == [String] {
    /// A list of names (empty by default).
    public static func list(_ key: String, window: WindowPlace? = nil) -> Setting {
        Setting(
            key: key, type: .strings, default: [], window: window,
            read: { stored in if case .strings(let value) = stored { value } else { [] } },
            write: { .strings($0) })
    }
}

extension Setting where Value == Int64 {
    /// A moment, in seconds since 1970 (0 by default).
    public static func time(_ key: String, window: WindowPlace? = nil) -> Setting {
        Setting(
            key: key, type: .int64, default: 0, window: window,
            read: { stored in if case .int64(let value) = stored { value } else { 0 } },
            write: { .int64($0) })
    }
}

extension SettingChoice where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// Every case of an enumeration, stored by its raw value.
    public static func cases(label: @escaping @Sendable (Value) -> String) -> [SettingChoice] {
        Value.allCases.map { value in SettingChoice(value, stored: value.rawValue, label: { label(value) }) }
    }
}
