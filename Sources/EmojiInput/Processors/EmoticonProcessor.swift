/// Emoticons in the emoji mode: a key that continues an emoticon (`:` `)`, `x` `D`, `<` `3`)
/// keeps composing whatever the query was; in a query only an emoticon explains (`;-`, `D:`), a
/// key that does not continue one sends what was typed to the application as it is, and is typed
/// afresh after it.
struct EmoticonProcessor: KeyProcessor {
    func process(_ key: KeyPress, in engine: InputEngine) -> KeyResult {
        guard engine.composition.mode == .composing, let character = key.typed else { return .noop }
        if engine.catalog.isEmoticonPrefix(engine.composition.query + String(character)) {
            engine.append(character)
            return .accepted()
        }
        guard engine.isEmoticonQuery else { return .noop }
        let typed = engine.commitTypedText()
        return engine.startsComposing(character) ? .accepted(commit: typed) : .rejected(commit: typed)
    }
}
