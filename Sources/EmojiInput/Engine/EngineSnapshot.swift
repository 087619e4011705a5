/// What a frontend shows: everything it needs to draw the composition, and nothing else.
public struct EngineSnapshot: Equatable, Sendable {
    /// One candidate on the page.
    public struct Candidate: Equatable, Sendable {
        /// The emoji as it will be committed (with its skin tone).
        public var text: String
        /// Its name, filled in the list layout (the grid shows the focused name in the auxiliary text).
        public var name: String?

        public init(text: String, name: String? = nil) {
            self.text = text
            self.name = name
        }
    }

    /// A position on the page: row and column, from 0.
    public struct Position: Equatable, Sendable {
        public var row: Int
        public var column: Int

        public init(row: Int, column: Int) {
            self.row = row
            self.column = column
        }
    }

    /// The text being composed (the query as typed; in inline mode with its trigger, `:cat`).
    public var preedit: String = ""
    /// Whether the preedit is text the user typed for the application (inline mode).
    ///
    /// When focus moves or the application resets the input, the frontend has such a preedit
    /// kept as text (IBus's commit preedit mode, a fcitx5 preedit that may be committed);
    /// otherwise the preedit is a query, dropped.
    public var preeditIsText = false
    /// The line above the candidates: the focused emoji's name, shortcode, category, page.
    public var auxiliary: String { auxiliaryLine.text }
    /// The same line in parts, for panels that must keep it short.
    public var auxiliaryLine = AuxiliaryLine()
    /// The page's candidates, row by row (7 per row in the grid layout, 1 in the list layout).
    public var rows: [[Candidate]] = []
    /// The focused candidate.
    public var focus: Position?
    /// 1-based page number and page count (0 when there are no candidates).
    public var page: Int = 0
    public var pages: Int = 0
    /// The category browsed, or the one the results are narrowed to.
    public var category: String?
    public var layout: EngineSettings.Layout = .grid

    public init() {}

    /// Nothing to show: the engine is idle.
    public static let idle = EngineSnapshot()

    /// Whether anything is shown.
    public var isActive: Bool { !preedit.isEmpty || !rows.isEmpty || !auxiliary.isEmpty }

    /// The focused candidate, if any.
    public var focusedCandidate: Candidate? {
        guard let focus, focus.row < rows.count, focus.column < rows[focus.row].count else { return nil }
        return rows[focus.row][focus.column]
    }
}

/// The answer to one key event.
public struct KeyOutcome: Equatable, Sendable {
    /// Whether the engine used the key; if not, the application must get it.
    public var handled: Bool
    /// Text to commit to the application, before the key is passed on (if it is).
    public var commit: String?
    /// What to show after the key.
    public var snapshot: EngineSnapshot

    public init(handled: Bool, commit: String? = nil, snapshot: EngineSnapshot) {
        self.handled = handled
        self.commit = commit
        self.snapshot = snapshot
    }
}
