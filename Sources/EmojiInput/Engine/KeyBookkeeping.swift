/// What the engine remembers of the keys themselves rather than of the composition: the presses
/// it consumed (their releases are consumed too), a modifier pressed alone (a tap when it is
/// released), and what the application's text now ends with (the inline gate reads it).
struct KeyBookkeeping {
    /// Presses consumed, so that their releases are consumed too.
    var consumedPresses: Set<KeySym> = []
    /// A modifier pressed with no other key since.
    private var pendingModifier: KeySym?
    /// The last character the application got through this engine, `nil` when not known (after
    /// focus, a reset, or a key that may move the caret).
    var lastTyped: Unicode.Scalar?

    /// Feeds one event; returns the modifier if this event completes a tap (a modifier pressed and
    /// released with no other key in between; held with another key it is an ordinary modifier).
    mutating func tap(completedBy event: KeyEvent) -> KeySym? {
        if event.isRelease {
            defer { pendingModifier = nil }
            return event.keysym.isModifier && pendingModifier == event.keysym ? event.keysym : nil
        }
        pendingModifier = event.keysym.isModifier ? event.keysym : nil
        return nil
    }

    /// Records what a press did: a consumed press (its release is consumed too), and what the
    /// application's text ends with: the key's character when it passed, or the last one
    /// committed.
    mutating func record(_ key: KeyPress, handled: Bool, commit: String?) {
        if handled {
            consumedPresses.insert(key.event.keysym)
            if let commit { lastTyped = commit.unicodeScalars.last }
        } else {
            // The key reaches the application after any commit: its character, or a key that may
            // move the caret (the text before it is then unknown).
            lastTyped = key.character
        }
    }

    /// Forgets everything (focus changes, resets).
    mutating func reset() { self = KeyBookkeeping() }
}
