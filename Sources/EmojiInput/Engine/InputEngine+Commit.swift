import EmojiKit

/// Committing: an emoji, a column of the focused row, or what was typed.
extension InputEngine {
    /// Return: the focused emoji, or the typed text when nothing matches (`nil` while browsing).
    func commitFocused() -> String? {
        guard composition.candidates.count > 0 else {
            return composition.mode == .composing ? commitTypedText() : nil
        }
        return commit(at: composition.focus)
    }

    /// The column (or, in the list layout, the line) a digit key picks, if it is one.
    func columnDigit(_ character: Unicode.Scalar) -> Int? {
        guard let digit = Int(String(character)), digit >= 1 else { return nil }
        let (columns, rows) = settings.pageShape
        return digit <= (settings.layout == .grid ? columns : rows) ? digit - 1 : nil
    }

    /// The candidate in `column` of the focused row (of the page, in the list layout), if there is one.
    func candidate(inColumn column: Int) -> Int? {
        let geometry = self.geometry
        let focus = composition.focus
        let rowStart =
            settings.layout == .grid
            ? geometry.firstOnPage(focus) + geometry.row(of: focus) * geometry.columns : geometry.firstOnPage(focus)
        return rowStart + column < composition.candidates.count ? rowStart + column : nil
    }

    func commit(at index: Int) -> String? {
        let candidate = composition.candidates.candidate(at: index)
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

    /// What was typed (the trigger and the query), committed as text so nothing typed is lost;
    /// back to idle.
    func commitTypedText() -> String? {
        let text = composition.typedText
        clear()
        return text.isEmpty ? nil : text
    }
}
