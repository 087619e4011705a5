import EmojiKit

/// Every setting of Swift Emoji, declared once; the GSettings schema
/// (`packaging/org.freedesktop.ibus.engine.swift-emoji.gschema.xml`) holds the same keys, types,
/// defaults, choices and ranges, which a test checks.
///
/// The order is the panel menu's; the preferences window orders its groups as
/// ``SettingsGroup/all`` does.
public enum Settings {
    /// Language tags, most preferred first; empty: the environment's.
    public static let languages = Setting<[String]>.list("languages", window: .page(.languages))

    public static let defaultSkinTone = Setting<SkinTone?>.choice(
        "default-skin-tone", default: nil,
        choices: [SettingChoice(nil, stored: "none", label: { SkinTone.noToneName })]
            + SkinTone.allCases.map { tone in SettingChoice(tone, stored: tone.name, label: { tone.menuLabel }) },
        label: { UIText.localized("Default skin tone") }, window: .page(.skinTone),
        menu: .choices(id: "tone") { current in
            let tone = SkinTone(name: current)?.menuLabel ?? UIText.localized("none")
            return UIText.localized("Default skin tone: {tone}", ["tone": tone])
        })

    public static let layout = Setting<EngineSettings.Layout>.choice(
        "layout", default: .grid, choices: SettingChoice.cases { $0.localizedName },
        label: { UIText.localized("Layout") },
        window: .group(.layout), menu: .choices(id: "layout") { _ in UIText.localized("Layout") })

    /// Lines per page in the list layout (IBus panels show at most 16 candidates).
    public static let listPageSize = Setting<Int>.number(
        "list-page-size", default: 9, range: 1...16, label: { UIText.localized("Lines per page in the list") },
        window: .group(.layout))

    public static let mode = Setting<EngineSettings.InputMode>.choice(
        "mode", default: .emoji, choices: SettingChoice.cases { $0.localizedName }, label: { UIText.localized("Mode") },
        window: .group(.mode), menu: .choices(id: "mode") { _ in UIText.localized("Mode") })

    /// Inline mode: the characters that start a query (whitespace ignored; none: `:`).
    public static let inlineTriggers = Setting<Set<Unicode.Scalar>>(
        key: "inline-triggers", type: .string, default: EngineSettings.defaultInlineTriggers,
        read: { stored in
            guard case .string(let text) = stored else { return EngineSettings.defaultInlineTriggers }
            let triggers = Set(text.unicodeScalars.filter { !$0.properties.isWhitespace })
            return triggers.isEmpty ? EngineSettings.defaultInlineTriggers : triggers
        },
        write: { .string(String(String.UnicodeScalarView($0.sorted()))) })

    /// How the grid marks its focused emoji (see `PanelStyle`); `auto` decides by the panel.
    public static let panelStyle = Setting<String>.choice(
        "panel-style", default: "auto",
        choices: [
            SettingChoice(
                "auto", stored: "auto", label: { UIText.localized("Automatic") },
                detail: { UIText.localized("Brackets in GNOME Shell and fcitx5, colours elsewhere") }),
            SettingChoice(
                "highlight", stored: "highlight", label: { UIText.localized("Colours") },
                detail: { UIText.localized("For panels that draw colours (IBus’s own panel)") }),
            SettingChoice(
                "marks", stored: "marks", label: { UIText.localized("Brackets") },
                detail: { UIText.localized("For panels that draw plain text") }),
        ],
        window: .group(.focusedEmoji))

    /// Where the query shows (see `QueryPlacement`); `auto` decides by the application.
    public static let queryPlacement = Setting<String>.choice(
        "query-placement", default: "auto",
        choices: ["auto", "application", "panel"].map { SettingChoice($0, stored: $0) })

    /// More programs whose query `auto` places in the panel.
    public static let queryInPanelPrograms = Setting<[String]>.list("query-in-panel-programs")

    public static let usageRanking = Setting<Bool>.flag(
        "usage-ranking", default: true, label: { UIText.localized("Rank often-used emoji first") },
        detail: { UIText.localized("Among equally good matches, the emoji you use most come first.") },
        window: .group(.ranking), menu: .toggle)

    /// Which emoji are offered: those the fonts can draw, all, or up to a version.
    public static let emojiVersionFilter = Setting<EmojiVersionFilter>(
        key: "emoji-version-filter", type: .string, default: .auto,
        choices: [
            SettingChoice(.auto, stored: "auto", label: { UIText.localized("Those your fonts can draw") }),
            SettingChoice(.all, stored: "all", label: { UIText.localized("All") }),
        ]
            + ["18.0", "17.0", "16.0", "15.1", "15.0", "14.0", "13.1", "13.0", "12.0", "11.0"].map { version in
                SettingChoice(
                    EmojiVersionFilter(version)!, stored: version,
                    label: { UIText.localized("Up to Emoji {version}", ["version": version]) })
            },
        choicesAreClosed: false, label: { UIText.localized("Emoji versions") }, window: .group(.offered),
        read: { stored throws(SettingProblem) in
            guard case .string(let text) = stored, let filter = EmojiVersionFilter(text.isEmpty ? "auto" : text) else {
                throw SettingProblem("is not 'auto', 'all' or an Emoji version")
            }
            return filter
        },
        write: { .string($0.description) })

    /// The keys of the actions changed from the defaults, by action name (`next-page`).
    public static let keyBindings = Setting<KeyBindings>(
        key: "key-bindings", type: .dictionary, default: .defaults, window: .page(.keys),
        read: { stored throws(SettingProblem) in
            guard case .dictionary(let overrides) = stored else { return .defaults }
            do throws(BindingError) {
                return try KeyBindings.parsing(overrides: overrides)
            } catch {
                throw SettingProblem(error.description)
            }
        },
        write: { .dictionary($0.overrides) })

    /// Whether the grid is spoken for screen-reader users (see `ScreenReaderSpeech`).
    public static let speak = Setting<SpeechMode>.choice(
        "speak", default: .auto, choices: SettingChoice.cases { $0.localizedName }, label: { SpeechMode.settingName },
        window: .group(.screenReader), menu: .choices(id: "speak") { _ in SpeechMode.settingName })

    /// When the preferences window last cleared the history: running engines forget theirs.
    public static let historyCleared = Setting<Int64>.time("history-cleared", window: .page(.history))

    /// Every setting, in the panel menu's order.
    public static let all: [any SettingDeclaration] = [
        languages, defaultSkinTone, layout, listPageSize,
        mode, inlineTriggers, panelStyle, queryPlacement,
        queryInPanelPrograms, usageRanking, emojiVersionFilter,
        speak, keyBindings, historyCleared,
    ]
}

extension SkinTone {
    /// The tone as the menu lists it: its swatch and its name.
    fileprivate var menuLabel: String { "\(modifier) \(localizedName)" }
}
