import EmojiKit
import Foundation
import SearchEvaluation

/// Search quality: the public evaluation set scored against Swift Emoji, and beside it the scores
/// of another engine on the same set (ibus-typing-booster, from `Benchmarks/typing_booster_search.py`).
enum QualityBenchmark {
    static func run(queriesPath: String, comparisonPath: String?) throws {
        let set = try EvaluationSet(path: queriesPath)
        let database = try EmojiDatabase(path: DataLocation.indexPath())
        let start = Measurements.now()
        let run = try EvaluationRun(set: set, database: database)
        let seconds = Double(Measurements.now() - start) / 1e9
        let other = try comparisonPath.map(Comparison.init(path:))

        print(
            "Cases: \(set.cases.count) in `\(queriesPath)`; Swift Emoji searched them all in \(String(format: "%.2f", seconds)) s."
        )
        print("")
        let otherHeader = other.map { " \($0.engine) |" } ?? ""
        print("| kind | cases | Swift Emoji |\(otherHeader)")
        print("|---|---|---|\(other == nil ? "" : "---|")")
        func row(_ label: String, _ score: EvaluationRun.Score, _ otherScore: EvaluationRun.Score?) {
            let otherCell = otherScore.map { " \(format($0)) |" } ?? ""
            print("| \(label) | \(score.total) | \(format(score)) |\(otherCell)")
        }
        for kind in set.kinds {
            row(kind, run.score(kind: kind), other?.score(kind: kind, in: set))
        }
        row("**core**", run.score(kind: EvaluationSet.coreKind), other?.score(kind: EvaluationSet.coreKind, in: set))
        row("**all other kinds**", run.kindsScore, other?.kindsScore(in: set))
        let failures = run.results.filter { !$0.passed }
        print("")
        print(
            "Swift Emoji's misses (\(failures.count)): line, languages, query, wanted within rank, found at, first results."
        )
        print("")
        for failure in failures {
            let item = failure.item
            let found = failure.foundRank.map { "\($0)" } ?? "—"
            print(
                "- \(item.line) `\(item.languages.joined(separator: ","))` `\(item.query)`: \(item.expected.joined(separator: " ")) ≤ \(item.rank), found \(found); \(failure.top.joined(separator: " "))"
            )
        }
    }

    private static func format(_ score: EvaluationRun.Score) -> String {
        String(format: "%d/%d (%.0f%%)", score.passed, score.total, score.fraction * 100)
    }

    /// Another engine's results on the same set: passed or not per line.
    struct Comparison {
        let engine: String
        let passedLines: Set<Int>

        init(path: String) throws {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
                let results = root["results"] as? [[String: Any]]
            else { throw CocoaError(.fileReadCorruptFile) }
            engine = (root["engine"] as? String) ?? "other"
            passedLines = Set(results.compactMap { ($0["passed"] as? Bool) == true ? $0["line"] as? Int : nil })
        }

        func score(kind: String, in set: EvaluationSet) -> EvaluationRun.Score {
            score(set.cases.filter { $0.kind == kind })
        }

        func kindsScore(in set: EvaluationSet) -> EvaluationRun.Score {
            score(set.cases.filter { $0.kind != EvaluationSet.coreKind })
        }

        private func score(_ cases: [EvaluationSet.Case]) -> EvaluationRun.Score {
            EvaluationRun.Score(passed: cases.filter { passedLines.contains($0.line) }.count, total: cases.count)
        }
    }
}
