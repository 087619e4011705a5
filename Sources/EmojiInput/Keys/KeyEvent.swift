/// One key press or release.
public struct KeyEvent: Hashable, Sendable, CustomStringConvertible {
    public var keysym: KeySym
    public var modifiers: ModifierMask
    public var isRelease: Bool
    /// The text the key types with the current layout, when the frontend knows it; otherwise it
    /// is derived from the keysym.
    public var character: Unicode.Scalar?

    public init(keysym: KeySym, modifiers: ModifierMask = [], isRelease: Bool = false, character: Unicode.Scalar? = nil)
    {
        self.keysym = keysym
        self.modifiers = modifiers
        self.isRelease = isRelease
        self.character = character ?? keysym.character
    }

    /// The same key, released.
    public var released: KeyEvent {
        var event = self
        event.isRelease = true
        return event
    }

    /// Whether Control, Alt, Super, Hyper or Meta is held.
    public var hasCommandModifier: Bool { !modifiers.isDisjoint(with: .commandModifiers) }

    public var description: String {
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("Control") }
        if modifiers.contains(.alt) { parts.append("Alt") }
        if !modifiers.isDisjoint(with: [.mod4, .superKey]) { parts.append("Super") }
        if modifiers.contains(.shift) { parts.append("Shift") }
        parts.append(keysym.description)
        return parts.joined(separator: "+") + (isRelease ? " (release)" : "")
    }
}
