import EmojiKit

/// Starting, editing and searching the query.
extension InputEngine {
    /// Characters that continue a word query besides letters and digits.
    static let wordJoiners: Set<Unicode.Scalar> = ["-", "'", "’"]
    /// Characters of shortcodes besides letters and digits.
    static let shortcodeCharacters: Set<Unicode.Scalar> = ["_", "-", "+"]

    /// Starts a query with `character` if it can begin one: a letter (a word), `:` (a shortcode or
    /// an emoticon) or the first character of an emoticon (`;`, `<`, `=`, …).
    ///
    /// Digits and other characters are the application's.
    func startsComposing(_ character: Unicode.Scalar) -> Bool {
        let startsEmoticon =
            !character.properties.isAlphabetic && character.properties.numericType == nil
            && catalog.isEmoticonPrefix(String(character))
        guard character.properties.isAlphabetic || character == ":" || startsEmoticon else { return false }
        clear()
        composition.mode = .composing
        append(character)
        return true
    }

    /// Inline mode: a trigger starts a word; the query follows it.
    func startTrigger(_ character: Unicode.Scalar) {
        clear()
        composition.mode = .composing
        composition.trigger = character
    }

    /// Whether the query began with an emoticon character (`;`, `<`, `-` …) or holds a character
    /// that only an emoticon explains (`D:`), so that only the rest of an emoticon may follow.
    ///
    /// Such a query grows only while it is the start of an emoticon, so a query too long to match
    /// is none, and is not read through on every key.
    var isEmoticonQuery: Bool {
        let query = composition.query
        guard !queryIsTooLong else { return false }
        if let first = query.unicodeScalars.first, !first.properties.isAlphabetic, first != ":" { return true }
        return query.unicodeScalars.enumerated().contains { offset, scalar in
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == " " { return false }
            if Self.wordJoiners.contains(scalar) { return false }
            if composition.isShortcodeQuery, offset == 0 || Self.shortcodeCharacters.contains(scalar) { return false }
            return true
        }
    }

    /// Whether `character` continues the query: a shortcode's characters in a shortcode query and
    /// in the inline mode (where the query may be one), a word's otherwise.
    func continuesQuery(_ character: Unicode.Scalar) -> Bool {
        if composition.isShortcodeQuery || composition.isText {
            return character.properties.isAlphabetic || ("0"..."9").contains(character)
                || Self.shortcodeCharacters.contains(character)
        }
        return character.properties.isAlphabetic || character.properties.numericType != nil
            || Self.wordJoiners.contains(character)
    }

    /// Whether the query is longer than anything it could match (a key held down): it is kept as
    /// typed but not searched, so each further key costs what a short query's does.
    var queryIsTooLong: Bool { service.searcher.isTooLong(composition.query) }

    func append(_ character: Unicode.Scalar) {
        composition.query.unicodeScalars.append(character)
        refreshResults()
    }

    /// BackSpace: the last character typed goes; with nothing left, the composition ends.
    ///
    /// In the inline mode the trigger is typed too: the query's last letter leaves it alone, as
    /// typed.
    func deleteBackward() {
        guard composition.mode == .composing, !composition.query.isEmpty else {
            clear()
            return
        }
        composition.query.unicodeScalars.removeLast()
        if !composition.query.isEmpty {
            refreshResults()
        } else if composition.isText {
            composition.candidates = .none
        } else {
            clear()
        }
    }

    /// Runs the search for the current query and category; the focus goes back to the start.
    func refreshResults() {
        let query = composition.query
        let all = service.searcher.search(query, options: searchOptions(group: nil))
        composition.allResults = all
        composition.unavailableMatches =
            all.isEmpty && !queryIsTooLong && !service.availability.isUnrestricted
            ? service.searcher.search(query).count : 0
        let (index, groups) = (composition.categoryIndex, composition.narrowingGroups)
        let previousGroup = index > 0 && index <= groups.count ? groups[index - 1] : nil
        let narrowing = catalog.browsableGroups.filter { all.matchCount(in: $0) > 0 }
        composition.narrowingGroups = narrowing
        composition.categoryIndex = previousGroup.flatMap { narrowing.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
        if composition.categoryIndex > 0 {
            composition.candidates = .results(all.narrowed(to: narrowing[composition.categoryIndex - 1]))
        } else {
            composition.candidates = .results(all)
        }
        composition.focus = 0
    }

    /// Search options from the settings, narrowed to `group`.
    func searchOptions(group: EmojiGroupID?) -> SearchOptions {
        SearchOptions(
            availability: service.availability,
            group: group,
            usage: settings.usageRanking ? service.usageRanking : .none)
    }
}
