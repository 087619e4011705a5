import EmojiKit

/// Building what the frontend shows.
extension InputEngine {
    /// Recomputes ``snapshot`` from the state.
    @discardableResult
    func refreshSnapshot() -> EngineSnapshot {
        var next = EngineSnapshot()
        next.layout = settings.layout
        next.preeditIsText = settings.mode == .inline
        guard composition.mode != .idle else {
            snapshot = next
            return next
        }
        next.preedit = composition.typedText
        // Inline mode, only the trigger typed: it shows as typed, nothing else yet.
        if composition.isText, composition.query.isEmpty {
            snapshot = next
            return next
        }
        let category = categoryName
        next.category = category
        let geometry = self.geometry
        let (candidates, focus) = (composition.candidates, composition.focus)
        if candidates.count > 0 {
            let page = geometry.page(of: focus)
            let start = page * geometry.pageSize
            var rows: [[EngineSnapshot.Candidate]] = []
            for index in start..<start + geometry.itemsOnPage(page) {
                let candidate = candidates.candidate(at: index)
                let shown = displayed(candidate.emoji, sequence: candidate.sequence)
                var item = EngineSnapshot.Candidate(text: catalog.string(shown))
                if settings.layout == .list { item.name = service.names.name(shown) }
                if (index - start) % geometry.columns == 0 { rows.append([]) }
                rows[rows.count - 1].append(item)
            }
            next.rows = rows
            next.focus = EngineSnapshot.Position(row: geometry.row(of: focus), column: geometry.column(of: focus))
            next.page = page + 1
            next.pages = geometry.pageCount
        }
        let focused = candidates.count > 0 ? candidates.candidate(at: focus) : nil
        next.auxiliaryLine = auxiliaryLine(focused: focused, category: category, page: next.page, pages: next.pages)
        snapshot = next
        return next
    }

    /// The line above the candidates.
    ///
    /// `grinning face · :grinning: · Smileys & Emotion · 1/3`, with a hint when the emoji takes
    /// skin tones; when nothing matches, what Return and Escape do. Parts a narrow panel may drop
    /// carry less importance (see ``AuxiliaryLine``).
    private func auxiliaryLine(
        focused: (emoji: EmojiID, sequence: EmojiSequenceID)?, category: String?, page: Int, pages: Int
    ) -> AuxiliaryLine {
        typealias Part = AuxiliaryLine.Part
        guard let (emoji, sequence) = focused else {
            if composition.mode == .composing {
                // A query too long to match (a key held down) is not repeated above the grid.
                let message =
                    queryIsTooLong
                    // TRANSLATORS: shown when a key was held down: the typed text is longer than any emoji's name.
                    ? UIText.localized("Too long for an emoji name")
                    : UIText.localized("No emoji for “{query}”", ["query": composition.query]) + leftOutNote
                return AuxiliaryLine(parts: [
                    Part(message, importance: 0),
                    // TRANSLATORS: Return is the key's name (⏎ on some keyboards); "it" is the typed text.
                    Part(UIText.localized("Return types it"), importance: 2),
                    Part(UIText.localized("Esc cancels"), importance: 3),
                ])
            }
            return AuxiliaryLine(
                parts: category.map { [Part($0, importance: 0), Part(UIText.localized("no emoji"), importance: 1)] }
                    ?? [])
        }
        var parts: [Part] = []
        let shown = displayed(emoji, sequence: sequence)
        parts.append(Part(service.names.name(shown), importance: 0))
        if let shortcode = catalog.preferredShortcode(of: shown) ?? catalog.preferredShortcode(of: .base(emoji)) {
            parts.append(Part(":\(shortcode):", importance: 3))
        }
        // Browsing names the category browsed; results name the emoji's own category.
        let browsing = composition.mode == .browsing
        let group = browsing ? (category ?? "") : service.names.label(catalog.group(emoji))
        parts.append(Part(group, importance: browsing ? 1 : 4))
        parts.append(Part("\(page)/\(pages)", importance: 1))
        switch catalog.toneCapability(emoji) {
        case .none: break
        // TRANSLATORS: ⇧ is the Shift key: tapping it changes the emoji's skin tone.
        case .single: parts.append(Part(UIText.localized("⇧ skin tone"), importance: 2))
        case .multiPerson:
            // TRANSLATORS: tapping Ctrl changes the skin tone of the second person of a couple.
            let second = UIText.localized("Ctrl 2nd person")
            parts.append(Part(UIText.localized("⇧ skin tone") + AuxiliaryLine.separator + second, importance: 2))
        }
        return AuxiliaryLine(parts: parts)
    }

    /// ` · 3 matches your fonts cannot draw` when the emoji filter hid every match.
    private var leftOutNote: String {
        let count = composition.unavailableMatches
        guard count > 0 else { return "" }
        switch settings.versionFilter {
        case .auto:
            return AuxiliaryLine.separator
                + UIText.localizedPlural(
                    "{count} match your fonts cannot draw", "{count} matches your fonts cannot draw", count: count)
        case .upTo(let version):
            return AuxiliaryLine.separator
                + UIText.localizedPlural(
                    "{count} match newer than Emoji {version}", "{count} matches newer than Emoji {version}",
                    count: count, ["version": "\(version)"])
        case .all: return ""
        }
    }
}
