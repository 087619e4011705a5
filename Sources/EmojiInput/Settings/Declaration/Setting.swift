/// One setting, declared once: its key in the settings store, its default, how its stored form
/// reads and writes, and how people see it (its label, its choices, where the preferences window
/// and the panel menu show it).
///
/// fcitx5's `Option<…>` model: the engine reads ``Settings``' declarations into its
/// ``EngineSettings``, the preferences window and the panel menu draw their rows from them, and a
/// test checks them against the GSettings schema, so a new setting is declared once, in the schema
/// and in the code that uses it.
public struct Setting<Value: Equatable & Sendable>: Sendable {
    /// The key in the schema (`default-skin-tone`).
    public let key: String
    public let type: StoredType
    public let defaultValue: Value
    /// The values people choose from, in order.
    public let choices: [SettingChoice<Value>]
    /// Whether the schema allows only ``choices`` (its `<choices>`); otherwise they are suggestions.
    public let choicesAreClosed: Bool
    /// The numbers allowed (the schema's `<range>`).
    public let range: ClosedRange<Int>?
    /// What the setting is called where it is shown; `nil` for settings only GSettings shows.
    public let label: (@Sendable () -> String)?
    /// A sentence under the label.
    public let detail: (@Sendable () -> String)?
    /// Where the preferences window shows it.
    public let window: WindowPlace?
    /// Where the panel menu shows it.
    public let menu: MenuPlace?
    private let read: @Sendable (StoredValue) throws(SettingProblem) -> Value
    private let write: @Sendable (Value) -> StoredValue

    public init(
        key: String, type: StoredType, default defaultValue: Value, choices: [SettingChoice<Value>] = [],
        choicesAreClosed: Bool = true, range: ClosedRange<Int>? = nil, label: (@Sendable () -> String)? = nil,
        detail: (@Sendable () -> String)? = nil, window: WindowPlace? = nil, menu: MenuPlace? = nil,
        read: @escaping @Sendable (StoredValue) throws(SettingProblem) -> Value,
        write: @escaping @Sendable (Value) -> StoredValue
    ) {
        self.key = key
        self.type = type
        self.defaultValue = defaultValue
        self.choices = choices
        self.choicesAreClosed = choicesAreClosed
        self.range = range
        self.label = label
        self.detail = detail
        self.window = window
        self.menu = menu
        self.read = read
        self.write = write
    }

    /// The value a stored one means; throws when it means nothing usable.
    public func value(from stored: StoredValue) throws(SettingProblem) -> Value {
        guard stored.type == type else { throw SettingProblem("is a \(stored.type.rawValue), not a \(type.rawValue)") }
        return try read(stored)
    }

    /// How `value` is stored.
    public func stored(_ value: Value) -> StoredValue { write(value) }

    /// How the default is stored (what the schema's `<default>` must say).
    public var storedDefault: StoredValue { write(defaultValue) }
}

/// One of the values a setting offers: the value, its stored name, and how it is shown.
public struct SettingChoice<Value: Sendable>: Sendable {
    public let value: Value
    /// The name stored (`medium-dark`).
    public let stored: String
    public let label: (@Sendable () -> String)?
    /// A sentence under the label.
    public let detail: (@Sendable () -> String)?

    public init(
        _ value: Value, stored: String, label: (@Sendable () -> String)? = nil,
        detail: (@Sendable () -> String)? = nil
    ) {
        self.value = value
        self.stored = stored
        self.label = label
        self.detail = detail
    }
}

/// Why a stored value cannot be used (it is logged, and the default used instead).
public struct SettingProblem: Error, Equatable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) { self.description = description }
}
