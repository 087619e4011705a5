import CAdwaita
import EmojiKit
import Testing

@testable import SetupWindow

/// The window where GSettings has no Swift Emoji schema explains what is wrong and how to mend it.
///
/// Built in this process, as when the program is installed without its schema, it shows that
/// message instead of the preferences. `make test-setup` runs this suite in a second pass, with a
/// schema directory that lacks the schema.
@Suite(.enabled(if: WindowEnvironment.lacksSchema, WindowEnvironment.notMissing))
@MainActor
struct MissingSchemaWindowTests {
    @Test func theWindowSaysTheSettingsAreMissingAndHowToInstallThem() throws {
        UIText.activate()
        adw_init()
        let preferences = PreferencesWindow(application: nil)
        preferences.present()
        PreferencesWindowTests.settle()
        defer { gtk_window_destroy(cast(preferences.window)) }

        let status = try #require(
            PreferencesWindowTests.widgets(under: preferences.window).first {
                PreferencesWindowTests.isA($0, adw_status_page_get_type())
            }, "a status page in place of the preferences")
        let title = adw_status_page_get_title(cast(status)).map { String(cString: $0) }
        let description = adw_status_page_get_description(cast(status)).map { String(cString: $0) } ?? ""
        #expect(title == "Swift Emoji’s settings are not installed")
        #expect(description.contains("org.freedesktop.ibus.engine.swift-emoji"), "names the schema: \(description)")
        #expect(description.contains("Install Swift Emoji again"), "says how to mend it: \(description)")
        #expect(
            !PreferencesWindowTests.widgets(under: preferences.window).contains {
                PreferencesWindowTests.isA($0, adw_preferences_page_get_type())
            }, "no preferences page")
    }
}
