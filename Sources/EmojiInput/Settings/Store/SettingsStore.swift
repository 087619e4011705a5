import Logging

/// Where settings are kept: GSettings for the engines and the preferences window, memory in tests.
///
/// A store deals in stored values by key; ``value(_:)`` and ``set(_:_:)`` read and write them as
/// their ``Setting`` declares.
@MainActor
public protocol SettingsStore: AnyObject {
    /// The value stored under `key`, or `nil` when the store has no such key (no schema installed,
    /// or an older one).
    func stored(_ key: String, as type: StoredType) -> StoredValue?
    /// Stores `value` under `key` (nothing, when the store has no such key).
    func store(_ value: StoredValue, for key: String)
}

extension SettingsStore {
    /// The setting's value, or its default when nothing usable is stored (which is logged).
    public func value<Value>(_ setting: Setting<Value>) -> Value {
        guard let stored = stored(setting.key, as: setting.type) else { return setting.defaultValue }
        do {
            return try setting.value(from: stored)
        } catch {
            Logger(label: "swift-emoji.settings").warning("\(setting.key): \(error); using the default")
            return setting.defaultValue
        }
    }

    /// Stores `value` for `setting`.
    public func set<Value>(_ setting: Setting<Value>, _ value: Value) {
        store(setting.stored(value), for: setting.key)
    }

    /// The stored form of the setting's value: as stored, else its default's.
    public func current(_ setting: any SettingDeclaration) -> StoredValue {
        stored(setting.key, as: setting.type) ?? setting.storedDefault
    }
}

/// Settings kept in memory (tests, and programs without a settings store).
@MainActor
public final class MemorySettingsStore: SettingsStore {
    private var values: [String: StoredValue]

    public init(_ values: [String: StoredValue] = [:]) { self.values = values }

    public func stored(_ key: String, as type: StoredType) -> StoredValue? { values[key] }

    public func store(_ value: StoredValue, for key: String) { values[key] = value }
}
