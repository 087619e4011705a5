import EmojiKit

/// Typing and editing the query, and committing.
extension InputEngine {
    /// Characters that continue a word query besides letters and digits.
    static let wordJoiners: Set<Unicode.Scalar> = ["-", "'", "’"]
    /// Characters of shortcodes besides letters and digits.
    static let shortcodeCharacters: Set<Unicode.Scalar> = ["_", "-", "+"]

    var isShortcodeQuery: Bool { query.hasPrefix(":") }

    func startComposing(with character: Unicode.Scalar) {
        mode = .composing
        query = ""
        append(character)
    }

    /// Starts a query with `character` if it can begin one: a letter (a word), `:` (a shortcode or an emoticon) or the
    /// first character of an emoticon (`;`, `<`, `=`, …).
    ///
    /// Digits and other characters are the application's.
    func startsComposing(_ character: Unicode.Scalar) -> Bool {
        let startsEmoticon =
            !character.properties.isAlphabetic && character.properties.numericType == nil
            && catalog.isEmoticonPrefix(String(character))
        guard character.properties.isAlphabetic || character == ":" || startsEmoticon else { return false }
        startComposing(with: character)
        return true
    }

    /// Whether the query began with an emoticon character (`;`, `<`, `-` …) or holds a character
    /// that only an emoticon explains (`D:`), so that only the rest of an emoticon may follow.
    ///
    /// Such a query grows only while it is the start of an emoticon, so a query too long to match
    /// is none, and is not read through on every key.
    var isEmoticonQuery: Bool {
        guard !queryIsTooLong else { return false }
        if let first = query.unicodeScalars.first, !first.properties.isAlphabetic, first != ":" { return true }
        return query.unicodeScalars.enumerated().contains { offset, scalar in
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == " " { return false }
            if Self.wordJoiners.contains(scalar) { return false }
            if isShortcodeQuery, offset == 0 || Self.shortcodeCharacters.contains(scalar) { return false }
            return true
        }
    }

    /// A printable character while composing or browsing.
    func type(_ character: Unicode.Scalar) -> (handled: Bool, commit: String?) {
        if mode == .browsing {
            if startsComposing(character) { return (true, nil) }
            if let column = columnDigit(character) { return (true, commitColumn(column)) }
            // Anything else closes the browser and reaches the application.
            clear()
            return (false, nil)
        }
        // The start of an emoticon keeps composing, whatever the query was (`:` `)`, `x` `D`, `<` `3`).
        if catalog.isEmoticonPrefix(query + String(character)) {
            append(character)
            return (true, nil)
        }
        if isEmoticonQuery {
            // Not an emoticon after all: what was typed goes to the application as it is, and the
            // key is typed afresh after it.
            let typed = commitTypedText()
            return (startsComposing(character), typed)
        }
        if isShortcodeQuery {
            if character == ":" {
                if !queryIsTooLong, query.utf8.count > 1,
                    let sequence = catalog.sequence(forShortcode: String(query.dropFirst()))
                {
                    return (true, commit(sequence))
                }
                append(character)
                return (true, nil)
            }
            if isShortcodeCharacter(character) {
                append(character)
                return (true, nil)
            }
            return (false, commitTypedText())
        }
        if let column = columnDigit(character) { return (true, commitColumn(column)) }
        if character == " " {
            if !query.hasSuffix(" ") { append(character) }
            return (true, nil)
        }
        if character.properties.isAlphabetic || character.properties.numericType != nil
            || Self.wordJoiners.contains(character)
        {
            append(character)
            return (true, nil)
        }
        // Other punctuation ends the composition as typed text; the key goes on to the application.
        return (false, commitTypedText())
    }

    private func isShortcodeCharacter(_ character: Unicode.Scalar) -> Bool {
        character.properties.isAlphabetic || ("0"..."9").contains(character)
            || Self.shortcodeCharacters.contains(character)
    }

    /// The column (or, in the list layout, the line) a digit key commits, if it is one.
    func columnDigit(_ character: Unicode.Scalar) -> Int? {
        guard let digit = Int(String(character)), digit >= 1 else { return nil }
        let (columns, rows) = settings.pageShape
        return digit <= (settings.layout == .grid ? columns : rows) ? digit - 1 : nil
    }

    func append(_ character: Unicode.Scalar) {
        query.unicodeScalars.append(character)
        refreshResults()
    }

    func deleteBackward() {
        guard mode == .composing, !query.isEmpty else {
            clear()
            return
        }
        query.unicodeScalars.removeLast()
        if query.isEmpty { clear() } else { refreshResults() }
    }

    /// Whether the query is longer than anything it could match (a key held down): it is kept as
    /// typed but not searched, so each further key costs what a short query's does.
    var queryIsTooLong: Bool { service.searcher.isTooLong(query) }

    /// Runs the search for the current query and category; the focus goes back to the start.
    func refreshResults() {
        let all = service.searcher.search(query, options: searchOptions(group: nil))
        allResults = all
        unavailableMatches =
            all.isEmpty && !queryIsTooLong && !service.availability.isUnrestricted
            ? service.searcher.search(query, options: SearchOptions(usage: [:])).count : 0
        let previousGroup =
            categoryIndex > 0 && categoryIndex <= narrowingGroups.count ? narrowingGroups[categoryIndex - 1] : nil
        narrowingGroups = catalog.browsableGroups.filter { (all.groupCounts[$0] ?? 0) > 0 }
        categoryIndex = previousGroup.flatMap { narrowingGroups.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
        if categoryIndex > 0 {
            candidates = .results(all.narrowed(to: narrowingGroups[categoryIndex - 1]))
        } else {
            candidates = .results(all)
        }
        focus = 0
    }

    /// Search options from the settings, narrowed to `group`.
    func searchOptions(group: EmojiGroupID?) -> SearchOptions {
        SearchOptions(
            availability: service.availability,
            group: group,
            usage: settings.usageRanking ? service.usageScores : [:])
    }

    // MARK: Committing

    /// Return: the focused emoji, or the typed text when nothing matches.
    func commitFocused() -> String? {
        guard candidates.count > 0 else {
            return mode == .composing ? commitTypedText() : nil
        }
        return commit(at: focus)
    }

    func commitColumn(_ column: Int) -> String? {
        let geometry = self.geometry
        let index: Int
        if settings.layout == .grid {
            index = geometry.firstOnPage(focus) + geometry.row(of: focus) * geometry.columns + column
        } else {
            index = geometry.firstOnPage(focus) + column
        }
        guard index < candidates.count else { return nil }
        return commit(at: index)
    }

    private func commit(at index: Int) -> String? {
        let candidate = candidates.candidate(at: index)
        return commit(
            candidate.sequence, displayed: catalog.string(displayed(candidate.emoji, sequence: candidate.sequence)))
    }

    /// Commits a sequence (as displayed, with the user's tone), records its use, goes idle.
    func commit(_ sequence: EmojiSequenceID, displayed: String? = nil) -> String {
        let base = catalog.baseEmoji(of: sequence)
        let text = displayed ?? catalog.string(self.displayed(base, sequence: sequence))
        if !incognito { service.store.recordUse(of: catalog.string(base)) }
        clear()
        return text
    }

    /// The query as typed, committed as text (nothing typed is lost); back to idle.
    func commitTypedText() -> String? {
        let text = query
        clear()
        return text.isEmpty ? nil : text
    }
}
