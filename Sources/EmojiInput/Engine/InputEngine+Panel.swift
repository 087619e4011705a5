/// What the panel's buttons and the mouse do.
extension InputEngine {
    /// Acts on a panel's button or click; answers like a key: handled when there was something to
    /// act on.
    ///
    /// A click on another row of the grid focuses it (same column), a click on the focused row
    /// commits its focused emoji; in the list layout a click commits that emoji.
    public func perform(_ action: PanelAction) -> KeyOutcome {
        guard composition.mode != .idle else { return KeyOutcome(handled: false, snapshot: snapshot) }
        var commit: String?
        switch action {
        case .pageUp: moveFocus { $0.previousPage($1) }
        case .pageDown: moveFocus { $0.nextPage($1) }
        case .cursorUp: moveFocus { $0.up($1) }
        case .cursorDown: moveFocus { $0.down($1) }
        case .clickRow(let row):
            guard let position = snapshot.focus, row >= 0, row < snapshot.rows.count else {
                return KeyOutcome(handled: false, snapshot: snapshot)
            }
            commit = click(row: row, focused: position)
        }
        return KeyOutcome(handled: true, commit: commit, snapshot: refreshSnapshot())
    }

    /// A click on `row` while `position` is the focused position of the page.
    private func click(row: Int, focused position: EngineSnapshot.Position) -> String? {
        let geometry = self.geometry
        let pageStart = geometry.firstOnPage(composition.focus)
        if settings.layout == .grid, row != position.row {
            composition.focus = geometry.clamped(
                pageStart + row * geometry.columns + min(position.column, snapshot.rows[row].count - 1))
            return nil
        }
        if settings.layout == .list { composition.focus = geometry.clamped(pageStart + row) }
        return commitFocused()
    }
}
