internal import CGio

/// The desktop's screen reader switch: GSettings `org.gnome.desktop.a11y.applications
/// screen-reader-enabled`, set by GNOME's accessibility settings and KDE's kaccess (but not when
/// Orca is started by hand).
///
/// Read from GSettings' local store, so it costs no D-Bus round trip; without the schema
/// (gsettings-desktop-schemas not installed) it reads as off.
@MainActor
final class ScreenReaderSetting {
    static let schema = "org.gnome.desktop.a11y.applications"
    static let key = "screen-reader-enabled"

    /// Called when the value changes.
    var onChange: (@MainActor (Bool) -> Void)?
    private let settings: UnsafeMutablePointer<GSettings>?
    private var handler: gulong = 0

    init() {
        guard let source = g_settings_schema_source_get_default(),
            let schema = g_settings_schema_source_lookup(source, Self.schema, 1)
        else {
            settings = nil
            return
        }
        defer { g_settings_schema_unref(schema) }
        guard g_settings_schema_has_key(schema, Self.key) != 0 else {
            settings = nil
            return
        }
        settings = g_settings_new_full(schema, nil, nil)
        let changed:
            @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<gchar>?, UnsafeMutableRawPointer?) -> Void = {
                _, key, data in
                guard let key, String(cString: key) == ScreenReaderSetting.key else { return }
                let setting = Unmanaged<ScreenReaderSetting>.fromOpaque(data!).takeUnretainedValue()
                MainActor.assumeIsolated { setting.onChange?(setting.isEnabled) }
            }
        handler = swift_emoji_settings_on_changed(
            settings, unsafeBitCast(changed, to: GCallback.self), Unmanaged.passUnretained(self).toOpaque())
    }

    /// Whether the desktop's screen reader is switched on.
    var isEnabled: Bool {
        guard let settings else { return false }
        return g_settings_get_boolean(settings, Self.key) != 0
    }

    isolated deinit {
        guard let settings else { return }
        if handler != 0 { g_signal_handler_disconnect(settings, handler) }
        g_object_unref(settings)
    }
}
