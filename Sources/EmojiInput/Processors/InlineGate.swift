/// The inline mode's gate: keys go to the application as usual, until a trigger (`:`) typed at
/// the start of a word is followed by a letter, which opens the grid for what follows.
///
/// Never in the way: a trigger after a letter, a digit or punctuation (`10:30`, `C:\`, `a: b`,
/// `std::vector`, `http://`, `fe80::1`) is the application's at once; a trigger followed by
/// anything but a letter (`:)`, `::`, `: `) is typed with that key after it; BackSpace over a
/// lone trigger takes it back. Once a query follows the trigger the processors after the gate
/// take the keys, the composition being text the user typed (see ``Composition/isText``).
struct InlineGate: KeyProcessor {
    /// Characters before a trigger that make it the start of a word (besides whitespace).
    static let wordOpeners: Set<Unicode.Scalar> = ["(", "[", "{", "\"", "'", "“", "‘", "«"]

    func process(_ key: KeyPress, in engine: InputEngine) -> KeyResult {
        guard !key.isTap else { return .noop }
        guard let trigger = engine.composition.trigger else {
            return opens(key, in: engine) ? .accepted() : .rejected()
        }
        guard engine.composition.query.isEmpty else { return .noop }
        if key.action == .deleteBackward {
            engine.clear()  // BackSpace takes the trigger back: nothing was typed
            return .accepted()
        }
        if let character = key.character, character.properties.isAlphabetic {
            engine.append(character)
            return .accepted()
        }
        // Not a query: the trigger is text, and the key is taken as if it came after it.
        engine.clear()
        engine.keys.lastTyped = trigger
        let typed = String(trigger)
        return opens(key, in: engine) ? .accepted(commit: typed) : .rejected(commit: typed)
    }

    /// Whether `key` is a trigger at the start of a word, which it then opens.
    private func opens(_ key: KeyPress, in engine: InputEngine) -> Bool {
        guard let character = key.character, engine.settings.inlineTriggers.contains(character) else { return false }
        if let last = engine.keys.lastTyped, !last.properties.isWhitespace, !Self.wordOpeners.contains(last) {
            return false
        }
        engine.startTrigger(character)
        return true
    }
}
