import EmojiKit

/// The character that closes a shortcode commits its emoji.
///
/// The closer is `:` after a `:` query in the emoji mode (`:sob:`), the trigger after its query in
/// the inline mode (`:sob` `:`). Closing what is no shortcode goes on composing in the emoji mode
/// (`::`, the `:` is typed into it) and makes it the application's text in the inline mode, the
/// key after it.
struct ShortcodeCloser: KeyProcessor {
    func process(_ key: KeyPress, in engine: InputEngine) -> KeyResult {
        guard engine.composition.mode == .composing, let character = key.typed, character == closer(of: engine)
        else { return .noop }
        if let sequence = shortcode(closedIn: engine) { return .accepted(commit: engine.commit(sequence)) }
        if engine.composition.isText { return .rejected(commit: engine.commitTypedText()) }
        engine.append(character)
        return .accepted()
    }

    /// The emoji whose shortcode the query names (after its opener), if any.
    private func shortcode(closedIn engine: InputEngine) -> EmojiSequenceID? {
        let composition = engine.composition
        let name = composition.isText ? composition.query : String(composition.query.dropFirst())
        guard !engine.queryIsTooLong, !name.isEmpty else { return nil }
        return engine.catalog.sequence(forShortcode: name)
    }

    /// What closes the query being composed, if anything does.
    private func closer(of engine: InputEngine) -> Unicode.Scalar? {
        let composition = engine.composition
        return composition.isText ? composition.trigger : composition.isShortcodeQuery ? ":" : nil
    }
}
