internal import CGio

/// Single keys as stored, for the preferences window, which shows and changes each setting as it
/// is (an empty language list included), where ``SettingsSource/read()`` gives the settings in
/// effect.
extension SettingsSource {
    /// Whether the schema is installed.
    public var isInstalled: Bool { !knownKeys.isEmpty }

    /// Which of `keys` the installed schema lacks (it is older than this program).
    public func missingKeys(_ keys: [String]) -> [String] { keys.filter { !knownKeys.contains($0) } }

    public func stringValue(_ key: String) -> String { string(key) }
    public func stringsValue(_ key: String) -> [String] { strings(key) }
    public func boolValue(_ key: String) -> Bool { handle(key).map { g_settings_get_boolean($0, key) != 0 } ?? false }
    public func intValue(_ key: String) -> Int { handle(key).map { Int(g_settings_get_int($0, key)) } ?? 0 }
    public func int64Value(_ key: String) -> Int64 { handle(key).map { Int64(g_settings_get_int64($0, key)) } ?? 0 }
    /// `key-bindings`: the keys of each action changed from the defaults, by action name.
    public var keyBindingOverrides: [String: [String]] { keyBindings() }

    public func setString(_ key: String, _ value: String) { set(key, string: value) }
    public func setBool(_ key: String, _ value: Bool) { set(key, bool: value) }

    public func setStrings(_ key: String, _ value: [String]) {
        guard let handle = handle(key) else { return }
        var pointers = value.map { UnsafePointer(strdup($0)) } + [nil]
        defer { for pointer in pointers { free(UnsafeMutablePointer(mutating: pointer)) } }
        _ = g_settings_set_strv(handle, key, &pointers)
    }

    public func setInt(_ key: String, _ value: Int) {
        guard let handle = handle(key) else { return }
        g_settings_set_int(handle, key, gint(value))
    }

    public func setInt64(_ key: String, _ value: Int64) {
        guard let handle = handle(key) else { return }
        g_settings_set_int64(handle, key, gint64(value))
    }

    /// Stores the key bindings changed from the defaults (`key-bindings`, an `a{sas}`).
    public func setKeyBindingOverrides(_ overrides: [String: [String]]) {
        guard let handle = handle("key-bindings") else { return }
        let (dictionary, string) = (g_variant_type_new("a{sas}"), g_variant_type_new("s"))
        defer {
            g_variant_type_free(dictionary)
            g_variant_type_free(string)
        }
        let builder = g_variant_builder_new(dictionary)
        for (action, keys) in overrides.sorted(by: { $0.key < $1.key }) {
            let list = keys.map { g_variant_new_string($0) }
            let array = list.withUnsafeBufferPointer { g_variant_new_array(string, $0.baseAddress, gsize($0.count)) }
            g_variant_builder_add_value(builder, g_variant_new_dict_entry(g_variant_new_string(action), array))
        }
        g_settings_set_value(handle, "key-bindings", g_variant_builder_end(builder))
        g_variant_builder_unref(builder)
    }
}
