import EmojiKit
import Foundation
import SearchEvaluation
import TestSupport
import Testing

/// The public search evaluation set (`queries.tsv` beside this file) must keep its score: a floor for the core cases,
/// for the other kinds together, and for each kind.
///
/// `make bench` reports the scores themselves, beside ibus-typing-booster's, in BENCHMARKS.md.
@Suite struct SearchQualityTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path

    static let run: EvaluationRun = {
        do {
            let set = try EvaluationSet(path: directory + "/queries.tsv")
            return try EvaluationRun(set: set, database: TestDatabase.shared)
        } catch {
            fatalError("cannot score the evaluation set: \(error)")
        }
    }()

    /// The floors: below today's scores (98% for both), above what a regression would leave.
    static let coreFloor = 0.95
    static let kindsFloor = 0.95
    static let eachKindFloor = 0.85

    private func misses(_ kind: String?) -> String {
        Self.run.results.filter { !$0.passed && (kind == nil || $0.item.kind == kind) }
            .map { "\($0.item.line) \($0.item.query)" }.joined(separator: ", ")
    }

    @Test func coreCases() {
        let score = Self.run.score(kind: EvaluationSet.coreKind)
        #expect(score.total > 100)
        #expect(
            score.fraction >= Self.coreFloor,
            "core \(score.passed)/\(score.total); misses: \(misses(EvaluationSet.coreKind))")
    }

    @Test func otherKindsTogether() {
        let score = Self.run.kindsScore
        #expect(score.fraction >= Self.kindsFloor, "kinds \(score.passed)/\(score.total); misses: \(misses(nil))")
    }

    @Test(arguments: [
        "romanized-ja", "romanized-zh", "romanized-ko", "emoticon", "flag", "unicode-name", "category", "shortcode",
        "popularity", "everyday", "inflection", "related", "mozc-ja", "name-first",
    ])
    func eachKind(kind: String) {
        let score = Self.run.score(kind: kind)
        #expect(score.total >= 20, "\(kind) has too few cases to mean anything")
        #expect(score.fraction >= Self.eachKindFloor, "\(kind) \(score.passed)/\(score.total); misses: \(misses(kind))")
    }

    @Test func theSetParsesStrictly() {
        #expect(throws: EvaluationSetError.self) {
            try EvaluationSet(text: "kind\tlanguages\tquery\texpected\trank\ncore\ten\tcat\n")
        }
        #expect(throws: EvaluationSetError.self) { try EvaluationSet(text: "header\ncore\ten\tcat\t🐱\tfirst\n") }
    }
}
