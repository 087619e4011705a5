/// The parsed content of Unicode's emoji-test.txt.
public struct EmojiTestFile: Sendable {
    /// One data line.
    public struct Entry: Sendable, Equatable {
        public var scalars: [Unicode.Scalar]
        public var status: Status
        public var version: String
        public var name: String
        public var group: Int
        public var subgroup: Int

        public var text: String {
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars)
            return String(view)
        }
    }

    /// The qualification status column.
    public enum Status: String, Sendable {
        case component
        case fullyQualified = "fully-qualified"
        case minimallyQualified = "minimally-qualified"
        case unqualified
    }

    public struct Subgroup: Sendable, Equatable {
        public var name: String
        public var group: Int
    }

    /// The `# Version:` header, for example `18.0`.
    public var version: String
    /// Group names in file order.
    public var groups: [String]
    public var subgroups: [Subgroup]
    /// Every data line in file order.
    public var entries: [Entry]

    /// The fully-qualified entries, in file (Unicode) order.
    public var fullyQualified: [Entry] { entries.filter { $0.status == .fullyQualified } }

    /// Parses the file's text; throws ``SourceError`` naming the line that does not parse.
    public init(text: String, path: String) throws {
        version = ""
        groups = []
        subgroups = []
        entries = []
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingSuffix { $0 == "\r" || $0 == " " }
            if line.hasPrefix("# Version:") {
                version = line.dropFirst("# Version:".count).trimmingPrefix { $0 == " " }.description
            } else if line.hasPrefix("# group:") {
                groups.append(line.dropFirst("# group:".count).trimmingPrefix { $0 == " " }.description)
            } else if line.hasPrefix("# subgroup:") {
                guard !groups.isEmpty else {
                    throw SourceError.malformed(path: path, line: number + 1, "subgroup before any group")
                }
                let name = line.dropFirst("# subgroup:".count).trimmingPrefix { $0 == " " }.description
                subgroups.append(Subgroup(name: name, group: groups.count - 1))
            } else if !line.isEmpty, !line.hasPrefix("#") {
                entries.append(
                    try Self.parseEntry(
                        line, path: path, line: number + 1, group: groups.count - 1, subgroup: subgroups.count - 1))
            }
        }
        guard !version.isEmpty else { throw SourceError.malformed(path: path, line: 0, "no '# Version:' header") }
    }

    private static func parseEntry(_ line: Substring, path: String, line number: Int, group: Int, subgroup: Int) throws
        -> Entry
    {
        // 1F600  ; fully-qualified  # 😀 E1.0 grinning face
        let fail = { (why: String) in SourceError.malformed(path: path, line: number, why) }
        guard group >= 0, subgroup >= 0 else { throw fail("emoji before any group") }
        guard let semicolon = line.firstIndex(of: ";"), let hash = line.firstIndex(of: "#") else {
            throw fail("expected 'code points ; status # comment'")
        }
        var scalars: [Unicode.Scalar] = []
        for hex in line[..<semicolon].split(separator: " ") {
            guard let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
                throw fail("bad code point \(hex)")
            }
            scalars.append(scalar)
        }
        let statusText = line[line.index(after: semicolon)..<hash].trimmingPrefix { $0 == " " }.trimmingSuffix {
            $0 == " "
        }
        guard let status = Status(rawValue: String(statusText)) else { throw fail("unknown status \(statusText)") }
        // Comment: the emoji, its version, its name.
        let comment = line[line.index(after: hash)...].split(separator: " ", maxSplits: 2)
        guard comment.count == 3, comment[1].hasPrefix("E") else { throw fail("expected '# emoji Ex.y name'") }
        return Entry(
            scalars: scalars, status: status, version: String(comment[1].dropFirst()), name: String(comment[2]),
            group: group, subgroup: subgroup)
    }
}

/// A source file that cannot be used.
public enum SourceError: Error, CustomStringConvertible {
    case malformed(path: String, line: Int, String)
    case missing(path: String)
    case invalid(path: String, String)

    public var description: String {
        switch self {
        case .malformed(let path, let line, let why): "\(path):\(line): \(why)"
        case .missing(let path): "\(path): missing"
        case .invalid(let path, let why): "\(path): \(why)"
        }
    }
}

extension Substring {
    func trimmingSuffix(while predicate: (Character) -> Bool) -> Substring {
        var result = self
        while let last = result.last, predicate(last) { result = result.dropLast() }
        return result
    }

}
