import CAdwaita
import EmojiInput
import EmojiKit
import EmojiSettings
import Foundation
import TestSupport
import Testing

@testable import SetupWindow

/// The preferences window built in-process and driven with GTK's own means.
///
/// Widgets are found in the window's tree by their titles and activated as a click activates
/// them; the settings are read back from GSettings. Needs a display and the schema: `make test`
/// runs it under Xvfb with the repository's schema (GSETTINGS_SCHEMA_DIR) in memory
/// (GSETTINGS_BACKEND=memory).
@Suite(.serialized, .enabled(if: WindowEnvironment.isReady, WindowEnvironment.missing))
@MainActor
struct PreferencesWindowTests {
    /// Where clearing the history writes (never the user's own state).
    private static let state = TemporaryDirectory(prefix: "setup-window-state")

    private static let started: Bool = {
        setenv("XDG_STATE_HOME", state.path, 1)
        UIText.activate()  // as the program does: gettext, and the languages' own names, need a locale
        adw_init()
        return true
    }()

    private let settings = GSettingsStore()
    private let preferences: PreferencesWindow

    init() {
        _ = Self.started
        // Each test has a window of its own: the previous test's windows go.
        for window in Self.windows { gtk_window_destroy(cast(window)) }
        Self.settle()
        preferences = PreferencesWindow(application: nil)
        preferences.present()
        Self.settle()
    }

    /// Runs the main loop until it is idle.
    static func settle() {
        for _ in 0..<50 where g_main_context_iteration(nil, 0) != 0 {}
    }

    /// Every widget under `root`, depth first.
    static func widgets(under root: Widget) -> [Widget] {
        var result: [Widget] = [root]
        var child = gtk_widget_get_first_child(root)
        while let current = child {
            result += widgets(under: current)
            child = gtk_widget_get_next_sibling(current)
        }
        return result
    }

    /// The open windows.
    static var windows: [Widget] {
        let list = gtk_window_get_toplevels()!
        return (0..<g_list_model_get_n_items(list)).compactMap { index in
            g_list_model_get_item(list, index).map { item in
                defer { g_object_unref(item) }
                return item.assumingMemoryBound(to: GtkWidget.self)
            }
        }
    }

    static func isA(_ widget: Widget, _ type: GType) -> Bool {
        g_type_is_a(swift_emoji_type_of(widget), type) != 0
    }

    /// The row titled `title`, in any open window.
    private static func row(_ title: String) -> Widget? {
        windows.flatMap { widgets(under: $0) }.first { widget in
            isA(widget, adw_preferences_row_get_type())
                && String(cString: adw_preferences_row_get_title(cast(widget))) == title
        }
    }

    /// The button labelled `label` (or, showing an icon, with that tooltip), in any open window.
    private static func button(_ label: String) -> Widget? {
        windows.flatMap { widgets(under: $0) }.first { widget in
            guard isA(widget, gtk_button_get_type()) else { return false }
            let text =
                gtk_button_get_label(cast(widget)) ?? gtk_widget_get_tooltip_text(widget).map { UnsafePointer($0) }
            return text.map { String(cString: $0) } == label
        }
    }

    /// Activates a row (as a click on it does) and lets GTK run.
    private func click(row title: String) throws {
        let row = try #require(Self.row(title), "no row \(title)")
        adw_action_row_activate(cast(row))
        Self.settle()
    }

    private func click(button label: String) throws {
        let button = try #require(Self.button(label), "no button \(label)")
        swift_emoji_emit_clicked(button)
        Self.settle()
    }

    @Test func aSkinToneChosenIsStored() throws {
        settings.set(Settings.defaultSkinTone, nil)
        try click(row: "✋🏽  Medium")
        #expect(settings.value(Settings.defaultSkinTone) == .medium)
        // The preview shows the emoji in that tone.
        #expect(Self.row("👍🏽  👋🏽  ✌🏽  🧑🏽  👏🏽") != nil)
        try click(row: "✋  No skin tone")
        #expect(settings.value(Settings.defaultSkinTone) == nil)
    }

    @Test func languagesAreAddedByTheirOwnNamesMovedAndRemoved() throws {
        settings.set(Settings.languages, [])
        #expect(
            Self.row("From your environment: English") != nil || Self.widgetsTitled("From your environment").count == 1)
        try click(button: "Add a language…")
        try click(row: "Deutsch")
        try click(button: "Add a language…")
        try click(row: "日本語")
        #expect(settings.value(Settings.languages) == ["de", "ja"])
        try click(button: "Add a language…")
        try click(row: "Português (Portugal)")
        #expect(settings.value(Settings.languages) == ["de", "ja", "pt-PT"])
        try click(button: "Move 日本語 up")
        #expect(settings.value(Settings.languages) == ["ja", "de", "pt-PT"])
        try click(button: "Remove Deutsch")
        #expect(settings.value(Settings.languages) == ["ja", "pt-PT"])
    }

    private static func widgetsTitled(_ prefix: String) -> [Widget] {
        windows.flatMap { widgets(under: $0) }.filter { widget in
            isA(widget, adw_preferences_row_get_type())
                && String(cString: adw_preferences_row_get_title(cast(widget))).hasPrefix(prefix)
        }
    }

    @Test func modeLayoutAndPanelStyle() throws {
        try click(row: "Inline: type as usual, : opens the grid")
        #expect(settings.value(Settings.mode) == .inline)
        try click(row: "List with names")
        #expect(settings.value(Settings.layout) == .list)
        try click(row: "Brackets")
        #expect(settings.value(Settings.panelStyle) == "marks")
        try click(row: "Emoji: every key goes to the search")
        try click(row: "Grid (7 × 4)")
        try click(row: "Automatic")
        #expect(settings.value(Settings.mode) == .emoji && settings.value(Settings.layout) == .grid)
    }

    @Test func usageRanking() throws {
        let row = try #require(Self.row("Rank often-used emoji first"))
        let toggle = try #require(Self.widgets(under: row).first { Self.isA($0, gtk_switch_get_type()) })
        let before = settings.value(Settings.usageRanking)
        gtk_switch_set_active(cast(toggle), before ? 0 : 1)  // what a click on it does
        Self.settle()
        #expect(settings.value(Settings.usageRanking) == !before)
    }

    @Test func aKeyIsRenamedAndResetToItsDefault() throws {
        #expect(KeyCapture.keyName(keyval: 0x6A, state: GDK_CONTROL_MASK.rawValue, tap: false) == "Control+j")
        #expect(KeyCapture.keyName(keyval: 0xFF56, state: GDK_SHIFT_MASK.rawValue, tap: false) == "Shift+Page_Down")
        #expect(KeyCapture.keyName(keyval: 0xFFE1, state: 0, tap: false) == nil, "a modifier on its way to a chord")
        #expect(KeyCapture.keyName(keyval: 0xFFE1, state: 0, tap: true) == "Shift_L", "a tap")
        #expect(KeyCapture.keyName(keyval: 0xFF1B, state: 0, tap: false) == nil, "Escape cancels")
        settings.set(Settings.keyBindings, try KeyBindings.parsing(overrides: ["next-page": ["Control+n"]]))
        let keys = try #require(Self.row("Next page"))
        _ = keys
        #expect(settings.value(Settings.keyBindings).overrides == ["next-page": ["Control+n"]])
    }

    /// A new setting (issue 25's `speak`) needs no code in the window: declared in the table, it
    /// shows its rows in the group and page its declaration names.
    @Test func aNewSettingShowsItsRowsFromItsDeclaration() throws {
        enum Speech: String, CaseIterable, Sendable { case auto, on, off }
        let speak = Setting<Speech>.choice(
            "speak", default: .auto, choices: SettingChoice.cases { "Speak: \($0.rawValue)" },
            window: .group(SettingsGroup("speech", page: .appearance, title: { "Screen reader" })))
        let window = PreferencesWindow(application: nil, table: Settings.all + [speak])
        window.present()
        Self.settle()
        #expect(Self.row("Speak: auto") != nil && Self.row("Speak: on") != nil && Self.row("Speak: off") != nil)
    }

    @Test func clearingTheHistoryAsksFirst() throws {
        settings.set(Settings.historyCleared, 0)
        try click(button: "Clear…")
        let dialog = try #require(Self.windows.first { Self.isA($0, adw_message_dialog_get_type()) })
        adw_message_dialog_response(cast(dialog), "cancel")
        Self.settle()
        #expect(settings.value(Settings.historyCleared) == 0)
        try click(button: "Clear…")
        let again = try #require(Self.windows.first { Self.isA($0, adw_message_dialog_get_type()) })
        adw_message_dialog_response(cast(again), "clear")
        Self.settle()
        #expect(settings.value(Settings.historyCleared) > 0)
    }
}

/// The program itself without its GSettings schema: it keeps running, its window up (what the window says is
/// `MissingSchemaWindowTests`).
@Suite(.enabled(if: WindowEnvironment.isReady, WindowEnvironment.missing))
struct MissingSchemaTests {
    @Test func withoutTheSchemaTheWindowExplainsAndDoesNotCrash() throws {
        let empty = TemporaryDirectory(prefix: "no-schema")
        var environment = ProcessInfo.processInfo.environment
        environment["GSETTINGS_SCHEMA_DIR"] = empty.path
        environment["XDG_DATA_DIRS"] = empty.path  // no installed schema either
        let program = try ChildProcess(
            BuildProducts.path("swift-emoji-setup"), [], environment: environment, outputPath: empty.path + "/log")
        defer { program.stop() }
        let shown = try Waiting.until(timeout: 30, interval: 0.1) {
            try ChildProcess.run(
                "/usr/bin/xdotool", ["search", "--onlyvisible", "--name", "^Swift Emoji Preferences$"],
                environment: environment
            ).status == 0
        }
        #expect(shown, "the window shows")
        #expect(program.isRunning, "the window stays up, explaining")
    }
}

/// What the window tests need: a display, and the schema where GSettings looks (or, for
/// `MissingSchemaWindowTests`, a schema directory without it).
enum WindowEnvironment {
    private static let schemaDirectory = ProcessInfo.processInfo.environment["GSETTINGS_SCHEMA_DIR"]
    private static let hasDisplay = ProcessInfo.processInfo.environment["DISPLAY"] != nil
    private static let schemaCompiled = schemaDirectory.map {
        FileManager.default.fileExists(atPath: $0 + "/gschemas.compiled")
    }

    static let isReady = hasDisplay && schemaCompiled == true
    static let lacksSchema = hasDisplay && schemaCompiled == false
    static let missing: Comment =
        "needs a display and GSETTINGS_SCHEMA_DIR (make test runs it under Xvfb with the repository's schema)"
    static let notMissing: Comment =
        "needs a display and GSETTINGS_SCHEMA_DIR without the schema (make test-setup runs it so, after the others)"
}
