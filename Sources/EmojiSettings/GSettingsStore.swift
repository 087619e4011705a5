internal import CGio
import EmojiInput
import Logging

/// The settings in GSettings (`org.freedesktop.ibus.engine.swift-emoji`), read and written as
/// ``Settings`` declares them; changes are reported through ``onChange``.
///
/// Without the installed schema (development builds) the defaults apply and what is set lasts for
/// the session; an installed schema older than this program lacks some keys, which then read as
/// their defaults (GLib aborts on a key its schema does not have).
@MainActor
public final class GSettingsStore: SettingsStore {
    public static let schemaID = "org.freedesktop.ibus.engine.swift-emoji"

    private let settings: UnsafeMutablePointer<GSettings>?
    /// The installed schema's keys and their GVariant types.
    private let keyTypes: [String: String]
    /// Called on the main loop after any key changed.
    public var onChange: (@MainActor () -> Void)?
    /// What was set in this session when there is no schema to store it in.
    private var sessionValues: [String: StoredValue] = [:]
    /// The `changed` handler, disconnected when the store goes (its data is this object).
    private var changedHandler: gulong = 0
    private let logger = Logger(label: "swift-emoji.settings")

    public init() {
        guard let source = g_settings_schema_source_get_default(),
            let schema = g_settings_schema_source_lookup(source, Self.schemaID, 1)
        else {
            settings = nil
            keyTypes = [:]
            logger.notice("GSettings schema \(Self.schemaID) is not installed; using defaults")
            return
        }
        settings = g_settings_new_full(schema, nil, nil)
        var types: [String: String] = [:]
        for key in Self.strings(g_settings_schema_list_keys(schema)) {
            guard let schemaKey = g_settings_schema_get_key(schema, key) else { continue }
            defer { g_settings_schema_key_unref(schemaKey) }
            guard let type = g_variant_type_dup_string(g_settings_schema_key_get_value_type(schemaKey)) else {
                continue
            }
            defer { g_free(type) }
            types[key] = String(cString: type)
        }
        keyTypes = types
        g_settings_schema_unref(schema)
        let changed:
            @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<gchar>?, UnsafeMutableRawPointer?) -> Void =
                { _, _, context in
                    let store = Unmanaged<GSettingsStore>.fromOpaque(context!).takeUnretainedValue()
                    MainActor.assumeIsolated { store.onChange?() }
                }
        changedHandler = swift_emoji_settings_on_changed(
            settings, unsafeBitCast(changed, to: GCallback.self), Unmanaged.passUnretained(self).toOpaque())
    }

    isolated deinit {
        guard let settings else { return }
        if changedHandler != 0 { g_signal_handler_disconnect(settings, changedHandler) }
        g_object_unref(settings)
    }

    /// Whether the schema is installed.
    public var isInstalled: Bool { settings != nil }

    /// Which of `keys` the installed schema lacks (it is older than this program).
    public func missingKeys(_ keys: [String]) -> [String] { keys.filter { keyTypes[$0] == nil } }

    /// The settings object, if the installed schema has `key` with `type`.
    private func handle(_ key: String, _ type: StoredType) -> UnsafeMutablePointer<GSettings>? {
        keyTypes[key] == type.rawValue ? settings : nil
    }

    public func stored(_ key: String, as type: StoredType) -> StoredValue? {
        guard settings != nil else { return sessionValues[key] }
        guard let handle = handle(key, type) else { return nil }
        switch type {
        case .string:
            guard let value = g_settings_get_string(handle, key) else { return nil }
            defer { g_free(value) }
            return .string(String(cString: value))
        case .strings: return .strings(Self.strings(g_settings_get_strv(handle, key)))
        case .bool: return .bool(g_settings_get_boolean(handle, key) != 0)
        case .int: return .int(Int(g_settings_get_int(handle, key)))
        case .int64: return .int64(Int64(g_settings_get_int64(handle, key)))
        case .dictionary: return g_settings_get_value(handle, key).map { .dictionary(Self.dictionary($0)) }
        }
    }

    public func store(_ value: StoredValue, for key: String) {
        guard settings != nil else {
            // No schema: the change lasts for this session.
            sessionValues[key] = value
            onChange?()
            return
        }
        guard let handle = handle(key, value.type) else { return }
        switch value {
        case .string(let text): g_settings_set_string(handle, key, text)
        case .strings(let list):
            var pointers = list.map { UnsafePointer(strdup($0)) } + [nil]
            defer { for pointer in pointers { free(UnsafeMutablePointer(mutating: pointer)) } }
            _ = g_settings_set_strv(handle, key, &pointers)
        case .bool(let flag): g_settings_set_boolean(handle, key, flag ? 1 : 0)
        case .int(let number): g_settings_set_int(handle, key, gint(number))
        case .int64(let number): g_settings_set_int64(handle, key, gint64(number))
        case .dictionary(let dictionary): g_settings_set_value(handle, key, Self.variant(dictionary))
        }
    }

    // MARK: GLib values

    /// The strings of a NULL-terminated list, which is freed.
    private static func strings(_ list: UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>?) -> [String] {
        guard let list else { return [] }
        defer { g_strfreev(list) }
        var result: [String] = []
        var index = 0
        while let item = list[index] {
            result.append(String(cString: item))
            index += 1
        }
        return result
    }

    /// An `a{sas}` variant's entries; the variant is released.
    private static func dictionary(_ variant: OpaquePointer) -> [String: [String]] {
        defer { g_variant_unref(variant) }
        var result: [String: [String]] = [:]
        for index in 0..<g_variant_n_children(variant) {
            guard let entry = g_variant_get_child_value(variant, index) else { continue }
            defer { g_variant_unref(entry) }
            guard let key = g_variant_get_child_value(entry, 0), let keys = g_variant_get_child_value(entry, 1) else {
                continue
            }
            defer {
                g_variant_unref(key)
                g_variant_unref(keys)
            }
            let name = String(cString: g_variant_get_string(key, nil))
            var length: gsize = 0
            guard let array = g_variant_get_strv(keys, &length) else { continue }
            defer { g_free(array) }
            result[name] = (0..<Int(length)).compactMap { array[$0].map { String(cString: $0) } }
        }
        return result
    }

    /// An `a{sas}` variant (floating: the setter takes it) of `dictionary`, its keys in order.
    private static func variant(_ dictionary: [String: [String]]) -> OpaquePointer? {
        let (entries, string) = (g_variant_type_new("a{sas}"), g_variant_type_new("s"))
        defer {
            g_variant_type_free(entries)
            g_variant_type_free(string)
        }
        let builder = g_variant_builder_new(entries)
        defer { g_variant_builder_unref(builder) }
        for (name, keys) in dictionary.sorted(by: { $0.key < $1.key }) {
            let list = keys.map { g_variant_new_string($0) }
            let array = list.withUnsafeBufferPointer { g_variant_new_array(string, $0.baseAddress, gsize($0.count)) }
            g_variant_builder_add_value(builder, g_variant_new_dict_entry(g_variant_new_string(name), array))
        }
        return g_variant_builder_end(builder)
    }
}
