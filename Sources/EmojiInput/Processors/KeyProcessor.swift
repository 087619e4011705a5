/// One small step of key handling: it takes the keys that are its concern and lets the others
/// through to the next step of the ``KeyChain`` (librime's `Processor`, which answers accepted,
/// rejected or no-op).
protocol KeyProcessor: Sendable {
    /// Answers `key` (changing the engine's composition), or `.noop` to let the next processor see it.
    func process(_ key: KeyPress, in engine: InputEngine) -> KeyResult
}

/// A key as the processors see it: the event, the action it is bound to, the character it types.
struct KeyPress {
    let event: KeyEvent
    /// The action the key is bound to, if any (for a tap: the tap's action).
    let action: EngineAction?
    /// The character the key types, unless Control, Alt or Super is held (then it is a shortcut).
    let character: Unicode.Scalar?
    /// Whether this is a modifier tap's action rather than a key typed.
    let isTap: Bool

    init(_ event: KeyEvent, bindings: KeyBindings) {
        self.event = event
        let isPress = !event.isRelease && !event.keysym.isModifier
        action = isPress ? bindings.action(for: event) : nil
        character = event.hasCommandModifier ? nil : event.character
        isTap = false
    }

    /// A modifier tap bound to `action` (the tap's release is `event`).
    init(tapping action: EngineAction, _ event: KeyEvent) {
        self.event = event
        self.action = action
        character = nil
        isTap = true
    }

    /// The character, when the key is not bound to an action (a bound key is never typed while
    /// something is composed).
    var typed: Unicode.Scalar? { action == nil ? character : nil }
}

/// A processor's answer.
enum KeyResult: Equatable {
    /// The key is the engine's, after committing `commit` (if any).
    case accepted(commit: String? = nil)
    /// The key is the application's, after `commit` (if any).
    case rejected(commit: String? = nil)
    /// The key changes nothing shown (a release, a modifier): handled as said.
    case unchanged(handled: Bool)
    /// A modifier tap completed, bound to `action`: the action runs as a key bound to it would.
    case tapped(EngineAction)
    /// Not this processor's: the next one sees the key.
    case noop

    var isAccepted: Bool { if case .accepted = self { true } else { false } }

    var commit: String? {
        switch self {
        case .accepted(let commit), .rejected(let commit): commit
        case .unchanged, .tapped, .noop: nil
        }
    }
}
