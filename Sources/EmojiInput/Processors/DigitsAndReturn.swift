/// Return commits the focused emoji; a digit the emoji in that column of the focused row (the
/// line, in the list layout).
///
/// With nothing found, Return commits what was typed: the key is the engine's in the emoji mode
/// ("Return types it"), and follows the text in the inline mode. A digit past the row's end is
/// typed into the inline mode's query, and does nothing in the emoji mode; in a shortcode query
/// (`:100`) digits are the shortcode's.
struct DigitsAndReturn: KeyProcessor {
    func process(_ key: KeyPress, in engine: InputEngine) -> KeyResult {
        let composition = engine.composition
        guard composition.mode != .idle else { return .noop }
        if key.action == .commit {
            if composition.candidates.count == 0, composition.isText {
                return .rejected(commit: engine.commitTypedText())
            }
            return .accepted(commit: engine.commitFocused())
        }
        guard let character = key.typed, !composition.isShortcodeQuery, let column = engine.columnDigit(character)
        else { return .noop }
        if let index = engine.candidate(inColumn: column) { return .accepted(commit: engine.commit(at: index)) }
        return composition.isText ? .noop : .accepted()
    }
}
