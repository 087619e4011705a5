import CIBus
import EmojiInput
import EmojiKit
import EmojiRuntime

/// The engine's menu in the IBus panel: default skin tone, layout, mode, usage ranking, clear history.
///
/// One property list is kept for the process (IBus panels show the focused engine's list);
/// activations come back through ``activate(_:state:in:)``.
@MainActor
final class PropertyMenu {
    /// The menu's tone choices; labels are in the user's language, so they are made when needed.
    private static var toneChoices: [(key: String, tone: SkinTone?, label: String)] {
        [("tone.none", nil, SkinTone.noToneName)]
            + SkinTone.allCases.map { ("tone.\($0.name)", $0, "\($0.modifier) \($0.localizedName)") }
    }
    private static var layoutChoices: [(key: String, layout: EngineSettings.Layout, label: String)] {
        EngineSettings.Layout.allCases.map { ("layout.\($0.rawValue)", $0, $0.localizedName) }
    }
    private static var modeChoices: [(key: String, mode: EngineSettings.InputMode, label: String)] {
        EngineSettings.InputMode.allCases.map { ("mode.\($0.rawValue)", $0, $0.localizedName) }
    }

    private(set) var list: UnsafeMutablePointer<IBusPropList>
    private var settings: EngineSettings

    init(settings: EngineSettings) {
        self.settings = settings
        list = Self.makeList(settings)
    }

    /// Rebuilds the list after a settings change (engines re-register it on focus).
    func update(settings: EngineSettings) {
        guard settings != self.settings else { return }
        self.settings = settings
        g_object_unref(list)
        list = Self.makeList(settings)
    }

    /// Handles a menu activation; returns whether the name was one of ours.
    func activate(_ name: String, state: guint, in runtime: InputRuntime) -> Bool {
        if let choice = Self.toneChoices.first(where: { $0.key == name }) {
            guard state == PROP_STATE_CHECKED.rawValue else { return true }
            runtime.change { $0.defaultTone = choice.tone }
            return true
        }
        if let choice = Self.layoutChoices.first(where: { $0.key == name }) {
            guard state == PROP_STATE_CHECKED.rawValue else { return true }
            runtime.change { $0.layout = choice.layout }
            return true
        }
        if let choice = Self.modeChoices.first(where: { $0.key == name }) {
            guard state == PROP_STATE_CHECKED.rawValue else { return true }
            runtime.change { $0.mode = choice.mode }
            return true
        }
        switch name {
        case "usage-ranking":
            runtime.change { $0.usageRanking = state == PROP_STATE_CHECKED.rawValue }
            return true
        case "clear-history":
            runtime.clearHistory()
            return true
        default:
            return false
        }
    }

    private static func makeList(_ settings: EngineSettings) -> UnsafeMutablePointer<IBusPropList> {
        let root = ObjectTracker.track(ibus_prop_list_new()!)
        g_object_ref_sink(root)

        let tone = settings.defaultTone.map { "\($0.modifier) \($0.localizedName)" } ?? UIText.localized("none")
        ibus_prop_list_append(
            root,
            radioMenu(
                "tone", UIText.localized("Default skin tone: {tone}", ["tone": tone]),
                toneChoices.map { ($0.key, $0.label, $0.tone == settings.defaultTone) }))
        ibus_prop_list_append(
            root,
            radioMenu(
                "layout", UIText.localized("Layout"),
                layoutChoices.map { ($0.key, $0.label, $0.layout == settings.layout) }))
        ibus_prop_list_append(
            root,
            radioMenu(
                "mode", UIText.localized("Mode"), modeChoices.map { ($0.key, $0.label, $0.mode == settings.mode) }))

        ibus_prop_list_append(
            root,
            property(
                "usage-ranking", UIText.localized("Rank often-used emoji first"), type: PROP_TYPE_TOGGLE,
                checked: settings.usageRanking))
        ibus_prop_list_append(
            root,
            property(
                "clear-history", UIText.localized("Clear history (frequently used, remembered tones)"),
                type: PROP_TYPE_NORMAL)
        )
        return root
    }

    /// A submenu of radio items, one checked.
    private static func radioMenu(
        _ key: String, _ label: String, _ choices: [(key: String, label: String, checked: Bool)]
    ) -> UnsafeMutablePointer<IBusProperty> {
        let list = ObjectTracker.track(ibus_prop_list_new()!)
        for choice in choices {
            ibus_prop_list_append(
                list, property(choice.key, choice.label, type: PROP_TYPE_RADIO, checked: choice.checked))
        }
        return property(key, label, type: PROP_TYPE_MENU, submenu: list)
    }

    private static func property(
        _ key: String, _ label: String, type: IBusPropType, checked: Bool = false,
        submenu: UnsafeMutablePointer<IBusPropList>? = nil
    ) -> UnsafeMutablePointer<IBusProperty> {
        ObjectTracker.track(
            ibus_property_new(
                key, type, TextBuilder.text(label), nil, TextBuilder.text(label),
                1, 1, checked ? PROP_STATE_CHECKED : PROP_STATE_UNCHECKED, submenu)!)
    }
}
