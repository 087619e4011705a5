import EmojiKit

/// The input method for one input context: key events in, a ``KeyOutcome`` out.
///
/// States: *idle* (nothing shown), *composing* (a query is typed; candidates are search results),
/// *browsing* (no query; candidates are a category's emoji). The engine never calls UI code: a
/// frontend turns each outcome's snapshot and commit into its own calls.
public final class InputEngine {
    enum Mode: Equatable {
        case idle
        case composing
        case browsing
    }

    let service: EmojiInputService
    var mode: Mode = .idle
    /// The query as typed.
    var query = ""
    var candidates: CandidateSource = .none
    /// Composing: every result of the query, before narrowing to a category.
    var allResults = SearchResults()
    /// Absolute index of the focused candidate.
    var focus = 0
    /// Browsing: index into ``browseCategories``.
    ///
    /// Composing: index into ``narrowingCategories`` (0 = all results).
    var categoryIndex = 0
    /// Groups offered for narrowing the current results (after "All").
    var narrowingGroups: [EmojiGroupID] = []
    /// When nothing matches: how many emoji would match but are left out (too new for the fonts).
    var unavailableMatches = 0
    /// Tones chosen in this session while nothing may be recorded (incognito).
    var sessionTones: [EmojiID: [SkinTone]] = [:]
    /// Inline mode: the trigger that started the query (shown before it), `nil` otherwise.
    var trigger: Unicode.Scalar?
    /// Inline mode: the last character the application got through this engine, `nil` when not
    /// known (after focus, a reset, or a key that moves the caret).
    var lastTyped: Unicode.Scalar?
    /// Presses consumed, so that their releases are consumed too.
    private var consumedPresses: Set<KeySym> = []
    private var taps = ModifierTapDetector()
    /// Snapshot after the last event (frontends compare to send only changes).
    public internal(set) var snapshot: EngineSnapshot = .idle

    /// When set, nothing is recorded: no usage, no remembered tones (password and PIN fields).
    public var incognito = false

    init(service: EmojiInputService) {
        self.service = service
    }

    var settings: EngineSettings { service.settings }
    var catalog: EmojiCatalog { service.catalog }

    // MARK: Keys

    /// Handles one key press or release.
    ///
    /// The outcome's `handled` is final, for releases too: a release is handled exactly when the
    /// engine handled its press (so an application never gets a release without its press, nor
    /// the other way round), and a modifier tap is always the application's as well. A frontend
    /// passes the key on when it is not handled and keeps no bookkeeping of its own.
    public func handle(_ event: KeyEvent) -> KeyOutcome {
        if let modifier = taps.observe(event) {
            // A tap reaches the application too; it may change the focused emoji's tone.
            var outcome = KeyOutcome(handled: false, snapshot: snapshot)
            if let action = settings.keyBindings.tapAction(for: modifier), mode != .idle {
                run(action)
                outcome.snapshot = refreshSnapshot()
            }
            return outcome
        }
        if event.isRelease {
            let consumed = consumedPresses.remove(event.keysym) != nil
            return KeyOutcome(handled: consumed, snapshot: snapshot)
        }
        if event.keysym.isModifier { return KeyOutcome(handled: false, snapshot: snapshot) }
        let result = press(event)
        if result.handled { consumedPresses.insert(event.keysym) }
        return KeyOutcome(handled: result.handled, commit: result.commit, snapshot: refreshSnapshot())
    }

    /// Ends any composition without committing (focus lost, reset by the application).
    ///
    /// In inline mode the preedit is what the user typed, and the frontend has the application
    /// keep it as text (see ``EngineSnapshot/preeditIsText``).
    public func reset() {
        clear()
        lastTyped = nil
        taps.reset()
        consumedPresses.removeAll()
        _ = refreshSnapshot()
    }

    private func press(_ event: KeyEvent) -> (handled: Bool, commit: String?) {
        if settings.mode == .inline { return pressInline(event) }
        let action = settings.keyBindings.action(for: event)
        switch mode {
        case .idle:
            if let action, [.moveDown, .nextCategory, .nextPage].contains(action) {
                openBrowsing()
                return (true, nil)
            }
            guard !event.hasCommandModifier, let character = event.character else { return (false, nil) }
            return (startsComposing(character), nil)
        case .composing, .browsing:
            if let action {
                return (true, run(action))
            }
            guard !event.hasCommandModifier, let character = event.character else { return (false, nil) }
            return type(character)
        }
    }

    /// Runs a bound action; returns text to commit, if any.
    @discardableResult
    func run(_ action: EngineAction) -> String? {
        switch action {
        case .commit: return commitFocused()
        case .moveLeft: moveFocus(with: { $0.left($1) })
        case .moveRight: moveFocus(with: { $0.right($1) })
        case .moveUp: moveFocus(with: { $0.up($1) })
        case .moveDown: moveFocus(with: { $0.down($1) })
        case .previousPage: moveFocus(with: { $0.previousPage($1) })
        case .nextPage: moveFocus(with: { $0.nextPage($1) })
        case .firstOnPage: moveFocus(with: { $0.firstOnPage($1) })
        case .lastOnPage: moveFocus(with: { $0.lastOnPage($1) })
        case .deleteBackward: deleteBackward()
        case .cancel: clear()
        case .nextCategory: changeCategory(by: 1)
        case .previousCategory: changeCategory(by: -1)
        case .cycleTone: cycleTone()
        case .cycleSecondTone: cycleSecondTone()
        }
        return nil
    }

    /// Back to idle.
    func clear() {
        mode = .idle
        query = ""
        trigger = nil
        candidates = .none
        allResults = SearchResults()
        focus = 0
        categoryIndex = 0
        narrowingGroups = []
    }

    // MARK: Panel actions (mouse and panel buttons)

    /// Acts on a panel's button or click; answers like a key: handled when there was something to
    /// act on.
    ///
    /// A click on another row of the grid focuses it (same column), a click on the focused row
    /// commits its focused emoji; in the list layout a click commits that emoji.
    public func perform(_ action: PanelAction) -> KeyOutcome {
        guard mode != .idle else { return KeyOutcome(handled: false, snapshot: snapshot) }
        let commit: String?
        switch action {
        case .pageUp: commit = run(.previousPage)
        case .pageDown: commit = run(.nextPage)
        case .cursorUp: commit = run(.moveUp)
        case .cursorDown: commit = run(.moveDown)
        case .clickRow(let row):
            guard let position = snapshot.focus, row >= 0, row < snapshot.rows.count else {
                return KeyOutcome(handled: false, snapshot: snapshot)
            }
            commit = click(row: row, focused: position)
        }
        return KeyOutcome(handled: true, commit: commit, snapshot: refreshSnapshot())
    }

    /// A click on `row` while `focused` is the focused position of the page.
    private func click(row: Int, focused position: EngineSnapshot.Position) -> String? {
        let geometry = self.geometry
        let pageStart = geometry.firstOnPage(focus)
        if settings.layout == .grid, row != position.row {
            focus = geometry.clamped(
                pageStart + row * geometry.columns + min(position.column, snapshot.rows[row].count - 1))
            return nil
        }
        if settings.layout == .list { focus = geometry.clamped(pageStart + row) }
        return commitFocused()
    }
}
