/// Recognizes modifier taps: a modifier pressed and released with no other key in between.
///
/// Held together with another key, the modifier is an ordinary modifier and no tap is reported.
struct ModifierTapDetector {
    private var pending: KeySym?

    /// Feeds one event; returns the modifier if this event completes a tap.
    mutating func observe(_ event: KeyEvent) -> KeySym? {
        if event.isRelease {
            defer { pending = nil }
            return event.keysym.isModifier && pending == event.keysym ? event.keysym : nil
        }
        pending = event.keysym.isModifier ? event.keysym : nil
        return nil
    }

    /// Forgets a half-seen tap (focus changes, resets).
    mutating func reset() { pending = nil }
}
