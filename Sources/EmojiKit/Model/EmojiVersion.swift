/// An Emoji version such as 0.6, 12.1 or 17.0 (the `E…` column of emoji-test.txt).
public struct EmojiVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The version packed as `major * 100 + minor`, as stored in the index.
    public let packed: UInt16

    /// Creates a version from its packed form.
    public init(packed: UInt16) { self.packed = packed }

    /// Creates a version from its parts.
    public init(major: Int, minor: Int) {
        self.packed = UInt16(clamping: major * 100 + minor)
    }

    /// Parses `"15"`, `"15.1"` or `"E15.1"`; `nil` for anything else.
    public init?(_ text: String) {
        var body = Substring(text)
        if body.first == "E" { body = body.dropFirst() }
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count),
            let major = Int(parts[0]), (0...600).contains(major),
            let minor = parts.count == 2 ? Int(parts[1]) : 0, (0...99).contains(minor)
        else { return nil }
        self.init(major: major, minor: minor)
    }

    public var major: Int { Int(packed) / 100 }
    public var minor: Int { Int(packed) % 100 }
    public var description: String { "\(major).\(minor)" }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.packed < rhs.packed }
}
