import EmojiInput

/// What a frontend asks of the session of one input context: everything its framework says about
/// that context, as facts (a key, a focus, the field's kind, a panel's button), never decisions.
///
/// The engine server's wire protocol is this type serialised (see `EngineRequest`).
public enum SessionRequest: Equatable, Sendable {
    /// A key press or release.
    case key(RawKey)
    /// The context gained focus; `client` names the application as the framework does (an IBus
    /// client name, or `fcitx5:PROGRAM`; empty when not named, see ``InputClient``).
    case focusIn(client: String)
    /// What the framework says about the text field changed (or is known for the first time).
    case field(FieldFacts)
    /// The context lost focus.
    case focusOut
    /// The application asked to forget the composition (the caret moved, the text changed), or
    /// another input method was chosen.
    case reset
    /// A panel's button or a click on a candidate.
    case panel(PanelAction)
    /// The application destroyed the context.
    case destroy
}

/// A key as input frameworks give it: an X keysym, the X modifier mask, and the character the
/// key types with the current layout (0 when none).
public struct RawKey: Equatable, Sendable {
    public var keysym: UInt32
    public var modifiers: UInt32
    public var isRelease: Bool
    /// The UTF-32 code of the character typed, as `ibus_keyval_to_unicode` and fcitx5's
    /// `Key::keySymToUnicode` give it.
    public var character: UInt32

    public init(keysym: UInt32, modifiers: UInt32, isRelease: Bool, character: UInt32) {
        (self.keysym, self.modifiers, self.isRelease, self.character) = (keysym, modifiers, isRelease, character)
    }

    /// The key as the engine takes it: control characters (below U+0020, and DEL) type nothing.
    public var event: KeyEvent {
        KeyEvent(
            keysym: KeySym(keysym), modifiers: ModifierMask(rawValue: modifiers), isRelease: isRelease,
            character: character > 0x1F && character != 0x7F ? Unicode.Scalar(character) : nil)
    }
}

/// What a framework says about a text field.
public struct FieldFacts: Equatable, Sendable {
    /// A password or PIN field: every key passes through, nothing is recorded.
    public var isPassword: Bool
    /// A field of a private (incognito) window, which asks for no personalized data: the engine
    /// works as usual but records no usage and no tones.
    public var isPrivate: Bool
    /// Whether the application draws the preedit itself; if not, the query shows in the panel.
    ///
    /// IBus draws a preedit for an application that cannot (in its panel), so its engines always
    /// say yes; fcitx5 leaves that to the input method.
    public var drawsPreedit: Bool

    public init(isPassword: Bool = false, isPrivate: Bool = false, drawsPreedit: Bool = true) {
        self.isPassword = isPassword
        self.isPrivate = isPrivate
        self.drawsPreedit = drawsPreedit
    }
}
