import Foundation

/// A search evaluation set: queries people type, each with the emoji they want and the rank it
/// must reach (`Tests/SearchQualityTests/queries.tsv`).
///
/// Tab-separated lines `kind languages query expected rank`; `#` starts a comment line, the first
/// other line is the header. `expected` lists emoji separated by spaces, any of which satisfies
/// the case.
public struct EvaluationSet: Sendable {
    /// One query and what it must find.
    public struct Case: Sendable, Equatable {
        /// The line in the file (1-based), to name a case.
        public var line: Int
        /// What kind of query it is (`core`, `romanized-ja`, `emoticon`, …).
        public var kind: String
        /// The user's languages, most preferred first.
        public var languages: [String]
        /// The query as typed.
        public var query: String
        /// Acceptable emoji.
        public var expected: [String]
        /// One of `expected` must be among the first `rank` results.
        public var rank: Int
    }

    public var cases: [Case]

    /// The kind whose score is reported as "core"; every other kind is one of the "kinds".
    public static let coreKind = "core"

    /// Parses the text of a set; throws ``EvaluationSetError`` naming a bad line.
    public init(text: String) throws(EvaluationSetError) {
        cases = []
        var sawHeader = false
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            guard sawHeader else {
                sawHeader = true
                continue
            }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 5, let rank = Int(fields[4]), rank > 0, !fields[2].isEmpty else {
                throw .malformed(line: number + 1, "expected kind, languages, query, expected emoji, rank")
            }
            let expected = fields[3].split(separator: " ").map(String.init)
            guard !expected.isEmpty else { throw .malformed(line: number + 1, "no expected emoji") }
            cases.append(
                Case(
                    line: number + 1, kind: fields[0], languages: fields[1].split(separator: ",").map(String.init),
                    query: fields[2], expected: expected, rank: rank))
        }
        guard !cases.isEmpty else { throw .malformed(line: 0, "no cases") }
    }

    /// Reads a set from a file.
    public init(path: String) throws {
        try self.init(text: String(contentsOfFile: path, encoding: .utf8))
    }

    /// The kinds present, `core` first, then in order of appearance.
    public var kinds: [String] {
        var result: [String] = []
        for item in cases where !result.contains(item.kind) { result.append(item.kind) }
        return result.filter { $0 == Self.coreKind } + result.filter { $0 != Self.coreKind }
    }
}

/// A line of an evaluation set that does not parse.
public enum EvaluationSetError: Error, CustomStringConvertible {
    case malformed(line: Int, String)

    public var description: String {
        switch self {
        case .malformed(let line, let why): "evaluation set line \(line): \(why)"
        }
    }
}
