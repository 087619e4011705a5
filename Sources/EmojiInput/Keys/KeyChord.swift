/// A key as written in bindings and scripts: `Return`, `Control+Page_Down`, `Shift+Tab`, or a
/// bare modifier (`Shift_L`), which means a tap of that modifier.
public struct KeyChord: Hashable, Sendable, CustomStringConvertible {
    public var keysym: KeySym
    /// Modifiers that must be held.
    ///
    /// Shift is only compared when the chord names it, because shifted keys usually arrive as their own keysym
    /// (`ISO_Left_Tab`, `A`).
    public var modifiers: ModifierMask

    public init(_ keysym: KeySym, modifiers: ModifierMask = []) {
        self.keysym = keysym
        self.modifiers = modifiers
    }

    /// Parses `Control+Alt+x`, `Shift+Tab`, `Page_Down`, `Shift_L`.
    ///
    /// `nil` for an unknown name.
    public init?(parsing text: String) {
        let parts = text.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        // `plus` may also be written as a trailing "+" (`Control++`).
        var names = parts
        if text.hasSuffix("++") || text == "+" { names = Array(parts.dropLast(2)) + ["plus"] }
        guard let keyName = names.last, !keyName.isEmpty, let keysym = KeyNames.keysym(named: keyName) else {
            return nil
        }
        var modifiers: ModifierMask = []
        for name in names.dropLast() {
            switch name.lowercased() {
            case "control", "ctrl": modifiers.insert(.control)
            case "alt": modifiers.insert(.alt)
            case "super": modifiers.insert(.superKey)
            case "shift": modifiers.insert(.shift)
            default: return nil
            }
        }
        self.init(keysym, modifiers: modifiers)
    }

    /// Whether this chord is a modifier tap (a bare modifier key).
    public var isTap: Bool { keysym.isModifier && modifiers.isEmpty }

    /// Whether a key press matches this chord.
    public func matches(_ event: KeyEvent) -> Bool {
        guard event.keysym == keysym else { return false }
        var relevant: ModifierMask = [.control, .alt]
        if modifiers.contains(.shift) { relevant.insert(.shift) }
        let held = event.modifiers.intersection(relevant)
            .union(event.modifiers.isDisjoint(with: [.mod4, .superKey]) ? [] : .superKey)
        return held == modifiers
    }

    /// The event for pressing this chord (used by simulations).
    public var event: KeyEvent { KeyEvent(keysym: keysym, modifiers: modifiers) }

    public var description: String {
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("Control") }
        if modifiers.contains(.alt) { parts.append("Alt") }
        if modifiers.contains(.superKey) { parts.append("Super") }
        if modifiers.contains(.shift) { parts.append("Shift") }
        parts.append(keysym.description)
        return parts.joined(separator: "+")
    }
}
