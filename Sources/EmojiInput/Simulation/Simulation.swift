/// Runs a ``KeyScript`` through an engine, as a frontend would, and collects what it saw.
public struct Simulation: Sendable, Codable, Equatable {
    /// What was committed, in order.
    public var commits: [String] = []
    /// For each key of the script, whether the engine handled its press.
    public var handled: [Bool] = []
    /// The state after the last key.
    public var final: FinalState

    /// The final state as reported by `swift-emoji simulate`.
    public struct FinalState: Sendable, Codable, Equatable {
        public var preedit: String
        public var aux: String
        /// Rows of the page, each the emoji shown.
        public var rows: [[String]]
        /// `[row, column]`, 0-based; empty when nothing is focused.
        public var focus: [Int]
        /// 1-based page and page count (0 with no candidates).
        public var page: Int
        public var pages: Int
        public var category: String?

        init(_ snapshot: EngineSnapshot) {
            preedit = snapshot.preedit
            aux = snapshot.auxiliary
            rows = snapshot.rows.map { $0.map(\.text) }
            focus = snapshot.focus.map { [$0.row, $0.column] } ?? []
            page = snapshot.page
            pages = snapshot.pages
            category = snapshot.category
        }
    }

    /// Feeds every event of `script` to `engine`.
    public init(running script: KeyScript, on engine: InputEngine) {
        for step in script.steps {
            var handled = false
            for (index, event) in step.events.enumerated() {
                let outcome = engine.handle(event)
                if let commit = outcome.commit { commits.append(commit) }
                if index == step.mainEvent { handled = outcome.handled }
            }
            self.handled.append(handled)
        }
        final = FinalState(engine.snapshot)
    }
}
