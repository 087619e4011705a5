import EmojiKit

/// An evaluation set scored against Swift Emoji's search: each query searched in its languages
/// (every emoji offered, no usage history, as a new user with every font), and the rank at which
/// an expected emoji was found.
public struct EvaluationRun: Sendable {
    /// One case's outcome.
    public struct Result: Sendable {
        public var item: EvaluationSet.Case
        /// 1-based rank of the first expected emoji found, if it was found at all.
        public var foundRank: Int?
        /// The first results, for reports.
        public var top: [String]

        public var passed: Bool { foundRank.map { $0 <= item.rank } ?? false }
    }

    public var results: [Result]

    /// How many results are looked at for each query (the first page).
    public static let depth = 28

    /// Searches every case of `set` in `database`.
    public init(set: EvaluationSet, database: EmojiDatabase) throws {
        var searchers: [[String]: EmojiSearcher] = [:]
        results = []
        for item in set.cases {
            let searcher: EmojiSearcher
            if let known = searchers[item.languages] {
                searcher = known
            } else {
                searcher = EmojiSearcher(catalog: database.catalog, languages: try database.languages(item.languages))
                searchers[item.languages] = searcher
            }
            let hits = searcher.search(item.query).prefix(Self.depth)
            let catalog = database.catalog
            let found = hits.map { hit in
                [catalog.string(hit.sequence), catalog.string(hit.emoji)].map(Self.withoutVariationSelector)
            }
            let wanted = Set(item.expected.map(Self.withoutVariationSelector))
            let rank = found.firstIndex { !wanted.isDisjoint(with: $0) }.map { $0 + 1 }
            results.append(Result(item: item, foundRank: rank, top: found.prefix(5).map { $0[0] }))
        }
    }

    /// Results by kind, in the set's kind order.
    public func score(kind: String) -> Score {
        Score(results.filter { $0.item.kind == kind })
    }

    /// Every kind but core together.
    public var kindsScore: Score { Score(results.filter { $0.item.kind != EvaluationSet.coreKind }) }

    /// Passed cases out of all.
    public struct Score: Sendable, Equatable {
        public var passed: Int
        public var total: Int

        init(_ results: [Result]) {
            passed = results.filter(\.passed).count
            total = results.count
        }

        public init(passed: Int, total: Int) {
            self.passed = passed
            self.total = total
        }

        /// The share passed, 0…1.
        public var fraction: Double { total == 0 ? 0 : Double(passed) / Double(total) }
    }

    static func withoutVariationSelector(_ text: String) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: text.unicodeScalars.filter { $0.value != 0xFE0F })
        return String(view)
    }
}
