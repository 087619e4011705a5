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

    /// A printable character while composing or browsing.
    func type(_ character: Unicode.Scalar) -> (handled: Bool, commit: String?) {
        if mode == .browsing {
            if character.properties.isAlphabetic || character == ":" {
                startComposing(with: character)
                return (true, nil)
            }
            if let column = columnDigit(character) { return (true, commitColumn(column)) }
            // Anything else closes the browser and reaches the application.
            clear()
            return (false, nil)
        }
        if isShortcodeQuery {
            if character == ":" {
                let code = String(query.dropFirst())
                if !code.isEmpty, let sequence = catalog.sequence(forShortcode: code) {
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
        if character.properties.isAlphabetic || character.properties.numericType != nil || Self.wordJoiners.contains(character) {
            append(character)
            return (true, nil)
        }
        // Other punctuation ends the composition as typed text; the key goes on to the application.
        return (false, commitTypedText())
    }

    private func isShortcodeCharacter(_ character: Unicode.Scalar) -> Bool {
        character.properties.isAlphabetic || ("0"..."9").contains(character) || Self.shortcodeCharacters.contains(character)
    }

    /// The column (or, in the list layout, the line) a digit key commits, if it is one.
    private func columnDigit(_ character: Unicode.Scalar) -> Int? {
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

    /// Runs the search for the current query and category; the focus goes back to the start.
    func refreshResults() {
        let all = service.searcher.search(query, options: searchOptions(group: nil))
        unavailableMatches = all.isEmpty && !service.availability.isUnrestricted
            ? service.searcher.search(query, options: SearchOptions(usage: [:])).count : 0
        let previousGroup = categoryIndex > 0 && categoryIndex <= narrowingGroups.count ? narrowingGroups[categoryIndex - 1] : nil
        narrowingGroups = catalog.browsableGroups.filter { (all.groupCounts[$0] ?? 0) > 0 }
        categoryIndex = previousGroup.flatMap { narrowingGroups.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
        if categoryIndex > 0 {
            candidates = .results(service.searcher.search(query, options: searchOptions(group: narrowingGroups[categoryIndex - 1])))
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

    private func commitColumn(_ column: Int) -> String? {
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
        return commit(candidate.sequence, displayed: catalog.string(displayed(candidate.emoji, sequence: candidate.sequence)))
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
