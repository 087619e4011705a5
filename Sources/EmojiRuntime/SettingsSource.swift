internal import CGio
import EmojiInput
import EmojiKit
import Logging

/// The engine's settings in GSettings (`org.freedesktop.ibus.engine.swift-emoji`), as an
/// ``EngineSettings`` value; changes are reported through ``onChange``.
///
/// Without the installed schema (development builds) the defaults apply and changes made from the
/// panel menu last for the session.
@MainActor
public final class SettingsSource {
    public static let schemaID = "org.freedesktop.ibus.engine.swift-emoji"

    private let settings: UnsafeMutablePointer<GSettings>?
    /// The keys of the installed schema: an older schema than this program's lacks some, which
    /// then read as their defaults (GLib aborts on a key the schema does not have).
    let knownKeys: Set<String>
    /// Called on the main loop after any key changed.
    public var onChange: (@MainActor () -> Void)?
    /// Settings changed in this session when there is no schema to store them in.
    public var overrides: EngineSettings?
    private let logger = Logger(label: "swift-emoji.settings")

    public init() {
        if let source = g_settings_schema_source_get_default(),
            let schema = g_settings_schema_source_lookup(source, Self.schemaID, 1)
        {
            settings = g_settings_new_full(schema, nil, nil)
            knownKeys = Set(Self.strings(g_settings_schema_list_keys(schema)))
            g_settings_schema_unref(schema)
            let changed:
                @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<gchar>?, UnsafeMutableRawPointer?) -> Void = {
                    _, _, context in
                    let source = Unmanaged<SettingsSource>.fromOpaque(context!).takeUnretainedValue()
                    MainActor.assumeIsolated { source.onChange?() }
                }
            changedHandler = swift_emoji_settings_on_changed(
                settings, unsafeBitCast(changed, to: GCallback.self),
                Unmanaged.passUnretained(self).toOpaque())
        } else {
            settings = nil
            knownKeys = []
            logger.notice("GSettings schema \(Self.schemaID) is not installed; using defaults")
        }
    }

    /// The `changed` handler, disconnected when the source goes (its data is this object).
    private var changedHandler: gulong = 0

    isolated deinit {
        guard let settings else { return }
        if changedHandler != 0 { g_signal_handler_disconnect(settings, changedHandler) }
        g_object_unref(settings)
    }

    /// The settings object, if the installed schema has `key`.
    func handle(_ key: String) -> UnsafeMutablePointer<GSettings>? {
        knownKeys.contains(key) ? settings : nil
    }

    /// The current settings.
    public func read() -> EngineSettings {
        if let overrides { return overrides }
        var result = EngineSettings()
        guard settings != nil else { return result }
        let languages = strings("languages")
        if !languages.isEmpty { result.languages = languages }
        result.defaultTone = SkinTone(name: string("default-skin-tone"))
        result.layout = EngineSettings.Layout(rawValue: string("layout")) ?? .grid
        if let handle = handle("list-page-size") {
            result.listPageSize = Int(g_settings_get_int(handle, "list-page-size"))
        }
        if let handle = handle("usage-ranking") {
            result.usageRanking = g_settings_get_boolean(handle, "usage-ranking") != 0
        }
        result.mode = EngineSettings.InputMode(rawValue: string("mode")) ?? .emoji
        let triggers = Set(string("inline-triggers").unicodeScalars.filter { !$0.properties.isWhitespace })
        result.inlineTriggers = triggers.isEmpty ? EngineSettings.defaultInlineTriggers : triggers
        let filter = string("emoji-version-filter")
        if let parsed = EmojiVersionFilter(filter.isEmpty ? "auto" : filter) {
            result.versionFilter = parsed
        } else {
            logger.warning("emoji-version-filter '\(filter)' is not 'auto', 'all' or a version; using auto")
        }
        do {
            result.keyBindings = try KeyBindings.parsing(overrides: keyBindings())
        } catch {
            logger.warning("key-bindings: \(error); using the defaults")
        }
        return result
    }

    /// The `panel-style` setting (`auto` without the schema); see ``PanelStyle``.
    public func panelStyle() -> String {
        let value = string("panel-style")
        return value.isEmpty ? "auto" : value
    }

    /// The `query-placement` setting (`auto` without the schema) and the programs
    /// `query-in-panel-programs` adds to those whose query `auto` places in the panel; see
    /// ``QueryPlacement``.
    public func queryPlacement() -> (setting: String, panelPrograms: [String]) {
        let value = string("query-placement")
        return (value.isEmpty ? "auto" : value, strings("query-in-panel-programs"))
    }

    /// Stores settings; `false` when there is no schema.
    public func write(_ value: EngineSettings) -> Bool {
        guard let settings else { return false }
        g_settings_delay(settings)
        set("default-skin-tone", string: value.defaultTone?.name ?? "none")
        set("layout", string: value.layout.rawValue)
        set("usage-ranking", bool: value.usageRanking)
        set("mode", string: value.mode.rawValue)
        g_settings_apply(settings)
        return true
    }

    /// Sets a string key (if the schema has it).
    func set(_ key: String, string value: String) {
        guard let handle = handle(key) else { return }
        g_settings_set_string(handle, key, value)
    }

    /// Sets a boolean key (if the schema has it).
    func set(_ key: String, bool value: Bool) {
        guard let handle = handle(key) else { return }
        g_settings_set_boolean(handle, key, value ? 1 : 0)
    }

    /// A string key's value; empty when the schema lacks the key.
    func string(_ key: String) -> String {
        guard let handle = handle(key), let value = g_settings_get_string(handle, key) else { return "" }
        defer { g_free(value) }
        return String(cString: value)
    }

    /// A string-list key's value; empty when the schema lacks the key.
    func strings(_ key: String) -> [String] {
        guard let handle = handle(key) else { return [] }
        return Self.strings(g_settings_get_strv(handle, key))
    }

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

    /// `key-bindings`, an `a{sas}` dictionary.
    func keyBindings() -> [String: [String]] {
        guard let handle = handle("key-bindings"), let variant = g_settings_get_value(handle, "key-bindings") else {
            return [:]
        }
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
            let action = String(cString: g_variant_get_string(key, nil))
            var length: gsize = 0
            guard let array = g_variant_get_strv(keys, &length) else { continue }
            defer { g_free(array) }
            result[action] = (0..<Int(length)).compactMap { array[$0].map { String(cString: $0) } }
        }
        return result
    }
}
