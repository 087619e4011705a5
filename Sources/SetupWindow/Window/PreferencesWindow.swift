import CAdwaita
import EmojiInput
import EmojiKit
import EmojiSettings

/// Swift Emoji's preferences: one page per subject, with the rows the settings table puts there.
///
/// Each change is written to GSettings at once (the engines follow it). Without the schema, or
/// with one older than this program, a message says what is wrong and how to fix it instead.
@MainActor
public final class PreferencesWindow {
    public let window: Widget
    private let settings = GSettingsStore()
    /// The pages, kept alive with the window (their rows call back into them).
    private var pages: [AnyObject] = []

    /// The window, for `application` (`nil`: a window of its own, as the tests make).
    public init(application: UnsafeMutablePointer<AdwApplication>?, table: [any SettingDeclaration] = Settings.all) {
        guard settings.isInstalled else {
            window = Self.problemWindow(
                UIText.localized("Swift Emoji’s settings are not installed"),
                UIText.localized(
                    "The GSettings schema {schema} was not found. Install Swift Emoji again (sudo make install, or its package), then open the preferences again.",
                    ["schema": GSettingsStore.schemaID]))
            if let application { gtk_window_set_application(cast(window), cast(Widget(OpaquePointer(application)))) }
            return
        }
        window = adw_preferences_window_new()!
        if let application { gtk_window_set_application(cast(window), cast(Widget(OpaquePointer(application)))) }
        gtk_window_set_title(cast(window), UIText.localized("Swift Emoji Preferences"))
        gtk_window_set_default_size(cast(window), 860, 720)
        adw_preferences_window_set_search_enabled(cast(window), 0)
        // The first page is built before the window shows, the others right after it (the window
        // opens sooner; their tabs appear in the next frame).
        let first = LanguagesPage(settings: settings, window: window)
        adw_preferences_window_add(cast(window), cast(first.widget))
        pages = [first]
        let settings = settings
        Idle.run { [weak self] in
            guard let self else { return }
            let search = TablePage(
                .search, title: UIText.localized("Search"), icon: "system-search-symbolic", settings: settings,
                table: table)
            FontReport.add(to: search.widget)
            let rest: [any PreferencesPage] = [
                SkinTonePage(settings: settings),
                TablePage(
                    .appearance, title: UIText.localized("Appearance"), icon: "view-grid-symbolic", settings: settings,
                    table: table),
                search, KeysPage(settings: settings, window: self.window),
                HistoryPage(settings: settings, window: self.window),
            ]
            for page in rest { adw_preferences_window_add(cast(self.window), cast(page.widget)) }
            self.pages += rest
        }
        // The keys the pages change.
        let missing = settings.missingKeys(table.filter { $0.window != nil }.map(\.key))
        if !missing.isEmpty {
            let toast = adw_toast_new(
                UIText.localized(
                    "The installed settings are older than this program: {keys} cannot be changed. Install Swift Emoji again.",
                    ["keys": missing.joined(separator: ", ")]))
            adw_toast_set_timeout(toast, 0)
            adw_preferences_window_add_toast(cast(window), toast)
        }
    }

    public func present() { gtk_window_present(cast(window)) }

    /// A window saying what is wrong, in place of the preferences.
    private static func problemWindow(_ title: String, _ description: String) -> Widget {
        let window = adw_window_new()!
        gtk_window_set_title(cast(window), UIText.localized("Swift Emoji Preferences"))
        gtk_window_set_default_size(cast(window), 520, 360)
        let status = adw_status_page_new()!
        adw_status_page_set_icon_name(cast(status), "dialog-warning-symbolic")
        adw_status_page_set_title(cast(status), title)
        adw_status_page_set_description(cast(status), description)
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_append(cast(box), adw_header_bar_new())
        gtk_widget_set_vexpand(status, 1)
        gtk_box_append(cast(box), status)
        adw_window_set_content(cast(window), box)
        return window
    }
}

/// One page of the window.
@MainActor
protocol PreferencesPage: AnyObject {
    var widget: Widget { get }
}
