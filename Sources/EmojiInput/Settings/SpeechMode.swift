import EmojiKit

/// Whether the grid is spoken: the `speak` setting.
public enum SpeechMode: String, CaseIterable, Sendable {
    /// When a screen reader listens (found on the accessibility bus, or the desktop's screen
    /// reader setting): the default, so a screen-reader user hears the grid with nothing to set.
    case auto
    /// Always: through the screen reader if one takes announcements, else speech-dispatcher.
    case on
    /// Never; nothing is connected and a key costs nothing more.
    case off

    /// The mode a setting's value names; `auto` for anything unknown.
    public init(setting: String) {
        self = SpeechMode(rawValue: setting) ?? .auto
    }

    /// The choice's name in the user's language (the panel menu, the preferences window).
    public var localizedName: String {
        switch self {
        // TRANSLATORS: a choice of "Speak for screen readers": speak only when a screen reader (Orca) runs.
        case .auto: UIText.localized("When a screen reader runs")
        case .on: UIText.localized("Always")
        case .off: UIText.localized("Never")
        }
    }

    /// The setting's name in the user's language.
    // TRANSLATORS: a setting: whether the focused emoji and what was inserted are spoken for blind users.
    public static var settingName: String { UIText.localized("Speak for screen readers") }
}
