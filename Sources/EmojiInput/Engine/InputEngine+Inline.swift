/// Inline mode: keys go to the application as usual, and a trigger (`:`) typed at the start of a
/// word and followed by a letter opens the grid for what follows it.
///
/// Never in the way: a trigger after a letter, a digit or punctuation (`10:30`, `C:\`, `a: b`,
/// `std::vector`, `http://`, `fe80::1`) is the application's at once; a trigger followed by
/// anything but a letter (`:)`, `::`, `: `) is typed with that key after it; BackSpace over a
/// lone trigger takes it back. While a query is typed its text is the preedit (`:cat`), kept by the
/// application when focus moves. Return, a column digit or a click commits the emoji in place of
/// `:query`; Escape keeps `:query` as text; Space, punctuation and other keys keep `:query` as
/// text and reach the application after it, so nothing typed is lost or reordered.
extension InputEngine {
    /// Characters before a trigger that make it the start of a word (besides whitespace).
    static let inlineWordOpeners: Set<Unicode.Scalar> = ["(", "[", "{", "\"", "'", "“", "‘", "«"]

    /// A key press in inline mode; remembers what the application's text now ends with.
    func pressInline(_ event: KeyEvent) -> (handled: Bool, commit: String?) {
        let result = inlineStep(event)
        if !result.handled {
            // The key reaches the application after any commit: its character, or a key that may
            // move the caret (the text before it is then unknown).
            lastTyped = event.hasCommandModifier ? nil : event.character
        } else if let commit = result.commit {
            lastTyped = commit.unicodeScalars.last
        }
        return result
    }

    /// Whether a trigger typed now starts a word.
    private var atWordStart: Bool {
        guard let lastTyped else { return true }
        return lastTyped.properties.isWhitespace || Self.inlineWordOpeners.contains(lastTyped)
    }

    private func inlineStep(_ event: KeyEvent) -> (handled: Bool, commit: String?) {
        guard let trigger else {
            // Passing through, until a trigger starts a word.
            guard !event.hasCommandModifier, let character = event.character,
                settings.inlineTriggers.contains(character), atWordStart
            else { return (false, nil) }
            startTrigger(character)
            return (true, nil)
        }
        let action = settings.keyBindings.action(for: event)
        if query.isEmpty {
            if action == .deleteBackward {
                clear()  // BackSpace takes the trigger back: nothing was typed
                return (true, nil)
            }
            if !event.hasCommandModifier, let character = event.character, character.properties.isAlphabetic {
                append(character)
                return (true, nil)
            }
            // Not a query: the trigger is text, and the key is handled as if it came after it.
            clear()
            lastTyped = trigger
            let next = inlineStep(event)
            return (next.handled, String(trigger) + (next.commit ?? ""))
        }
        if let action {
            switch action {
            case .cancel:
                return (true, commitInlineText())
            case .commit:
                // Nothing matches: the text stays and Return reaches the application after it.
                return candidates.count > 0 ? (true, commitFocused()) : (false, commitInlineText())
            case .deleteBackward:
                query.unicodeScalars.removeLast()
                if query.isEmpty { candidates = .none } else { refreshResults() }
                return (true, nil)
            default:
                return (true, run(action))
            }
        }
        guard !event.hasCommandModifier, let character = event.character else {
            return (false, commitInlineText())
        }
        if character == trigger {
            // `:sob:` commits its emoji; any other closing trigger is text.
            if let sequence = catalog.sequence(forShortcode: query) { return (true, commit(sequence)) }
            return (false, commitInlineText())
        }
        if let column = inlineColumn(character) { return (true, commitColumn(column)) }
        if character.properties.isAlphabetic || ("0"..."9").contains(character)
            || Self.shortcodeCharacters.contains(character)
        {
            // A word longer than any emoji's name is text after all (a key held down): it goes to
            // the application, and the key after it.
            if queryIsTooLong { return (false, commitInlineText()) }
            append(character)
            return (true, nil)
        }
        return (false, commitInlineText())
    }

    private func startTrigger(_ character: Unicode.Scalar) {
        clear()
        mode = .composing
        trigger = character
    }

    /// A digit that picks a column of the page, when the page has that column.
    private func inlineColumn(_ character: Unicode.Scalar) -> Int? {
        guard let column = columnDigit(character) else { return nil }
        let geometry = self.geometry
        let rowStart =
            settings.layout == .grid
            ? geometry.firstOnPage(focus) + geometry.row(of: focus) * geometry.columns : geometry.firstOnPage(focus)
        return rowStart + column < candidates.count ? column : nil
    }

    /// The trigger and the query, as typed, become the application's text; back to passing keys.
    private func commitInlineText() -> String {
        let text = (trigger.map { String($0) } ?? "") + query
        clear()
        return text
    }
}
