/// Typing and editing the query, last in the chain.
///
/// A character starts a query (a letter, `:`, an emoticon's first character) or continues it;
/// BackSpace takes the last character back; Escape cancels. Any other key ends the composition as
/// typed text and reaches the application after it.
///
/// In the emoji mode Escape drops the query and a key that is no character (F5, Control+c) passes
/// while the query stays; in the inline mode, where the query is text, Escape keeps it as text,
/// and so does any key that does not continue it, or a query longer than any emoji's name (a key
/// held down).
struct QueryEditor: KeyProcessor {
    func process(_ key: KeyPress, in engine: InputEngine) -> KeyResult {
        // The composition is read in place: a copy kept while the query grows would copy it.
        switch engine.composition.mode {
        case .idle:
            // A bound key's character still starts a query (only the browser's keys open it).
            guard let character = key.character else { return .rejected() }
            return engine.startsComposing(character) ? .accepted() : .rejected()
        case .browsing:
            if let action = key.action { return edit(action, in: engine) }
            guard let character = key.character else { return .rejected() }
            if engine.startsComposing(character) { return .accepted() }
            // Any other character closes the browser and reaches the application.
            engine.clear()
            return .rejected()
        case .composing:
            if let action = key.action { return edit(action, in: engine) }
            guard let character = key.character else {
                return .rejected(commit: engine.composition.isText ? engine.commitTypedText() : nil)
            }
            if character == " ", !engine.composition.isShortcodeQuery, !engine.composition.isText {
                // A second word; spaces in a row are one.
                if !engine.composition.query.hasSuffix(" ") { engine.append(character) }
                return .accepted()
            }
            guard engine.continuesQuery(character), !(engine.composition.isText && engine.queryIsTooLong) else {
                return .rejected(commit: engine.commitTypedText())
            }
            engine.append(character)
            return .accepted()
        }
    }

    /// BackSpace and Escape (the bound keys the processors before have not taken).
    private func edit(_ action: EngineAction, in engine: InputEngine) -> KeyResult {
        switch action {
        case .deleteBackward:
            engine.deleteBackward()
            return .accepted()
        case .cancel:
            if engine.composition.isText { return .accepted(commit: engine.commitTypedText()) }
            engine.clear()
            return .accepted()
        default:
            return .accepted()
        }
    }
}
