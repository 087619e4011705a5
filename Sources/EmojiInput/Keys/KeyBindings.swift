/// Which keys trigger which ``EngineAction``: a table of data, with defaults and overrides.
public struct KeyBindings: Equatable, Sendable {
    /// The chords of each action.
    public private(set) var chords: [EngineAction: [KeyChord]] {
        didSet { flat = Self.flatten(chords) }
    }
    /// Every (chord, action) pair in action order, for the per-key lookup.
    private var flat: [(chord: KeyChord, action: EngineAction)]

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.chords == rhs.chords }

    /// The default bindings.
    public static let defaults = KeyBindings(
        chords: [
            .commit: ["Return", "KP_Enter"],
            .moveLeft: ["Left", "KP_Left"],
            .moveRight: ["Right", "KP_Right"],
            .moveUp: ["Up", "KP_Up"],
            .moveDown: ["Down", "KP_Down"],
            .previousPage: ["Page_Up", "KP_Page_Up"],
            .nextPage: ["Page_Down", "KP_Page_Down"],
            .firstOnPage: ["Home", "KP_Home"],
            .lastOnPage: ["End", "KP_End"],
            .deleteBackward: ["BackSpace"],
            .cancel: ["Escape"],
            .nextCategory: ["Tab", "Control+Page_Down"],
            .previousCategory: ["ISO_Left_Tab", "Shift+Tab", "Control+Page_Up"],
            .cycleTone: ["Shift_L", "Shift_R"],
            .cycleSecondTone: ["Control_L", "Control_R"],
        ].mapValues { $0.map { KeyChord(parsing: $0)! } })

    public init(chords: [EngineAction: [KeyChord]]) {
        self.chords = chords
        flat = Self.flatten(chords)
    }

    private static func flatten(_ chords: [EngineAction: [KeyChord]]) -> [(chord: KeyChord, action: EngineAction)] {
        EngineAction.allCases.flatMap { action in chords[action, default: []].map { ($0, action) } }
    }

    /// The defaults with some actions rebound: `overrides` maps action names (`next-page`) to chords (`["Page_Down",
    /// "Control+n"]`).
    ///
    /// Unknown actions or keys are reported, not ignored.
    public static func parsing(overrides: [String: [String]]) throws(BindingError) -> KeyBindings {
        var bindings = defaults
        for (name, keys) in overrides.sorted(by: { $0.key < $1.key }) {
            guard let action = EngineAction(rawValue: name) else { throw .unknownAction(name) }
            bindings.chords[action] = try keys.map { key throws(BindingError) in
                guard let chord = KeyChord(parsing: key) else { throw .unknownKey(action: name, key: key) }
                return chord
            }
        }
        return bindings
    }

    /// The action a key press triggers, if any (taps are matched separately, see ``tapAction(for:)``).
    ///
    /// When several chords match (`Tab` and `Shift+Tab` both match a shifted Tab, as Shift is only compared when
    /// named), the one naming more modifiers wins.
    public func action(for event: KeyEvent) -> EngineAction? {
        var best: (action: EngineAction, specificity: Int)?
        for (chord, action) in flat where !chord.isTap && chord.matches(event) {
            let specificity = chord.modifiers.rawValue.nonzeroBitCount
            if best == nil || specificity > best!.specificity { best = (action, specificity) }
        }
        return best?.action
    }

    /// The action a tap of `modifier` triggers, if any.
    public func tapAction(for modifier: KeySym) -> EngineAction? {
        flat.first { $0.chord.isTap && $0.chord.keysym == modifier }?.action
    }

    /// The same bindings with `action` on `chords` (`nil`: its default chords).
    public func rebinding(_ action: EngineAction, to chords: [KeyChord]?) -> KeyBindings {
        var bindings = self
        bindings.chords[action] = chords ?? Self.defaults.chords[action]
        return bindings
    }

    /// The actions whose chords differ from the defaults, by name, with their chords as text: what
    /// the `key-bindings` setting stores.
    public var overrides: [String: [String]] {
        var result: [String: [String]] = [:]
        for action in EngineAction.allCases
        where chords[action, default: []] != Self.defaults.chords[action, default: []] {
            result[action.rawValue] = names(of: action)
        }
        return result
    }

    /// The chords of `action` as text, for display and settings.
    public func names(of action: EngineAction) -> [String] {
        chords[action, default: []].map(\.description)
    }
}

/// A key binding setting that cannot be used.
public enum BindingError: Error, Equatable, CustomStringConvertible {
    case unknownAction(String)
    case unknownKey(action: String, key: String)

    public var description: String {
        switch self {
        case .unknownAction(let name):
            "unknown action '\(name)' in key bindings; actions: \(EngineAction.allCases.map(\.rawValue).joined(separator: ", "))"
        case .unknownKey(let action, let key):
            "unknown key '\(key)' for action '\(action)'"
        }
    }
}
