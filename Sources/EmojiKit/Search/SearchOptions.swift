/// What to search for besides the query text.
public struct SearchOptions: Sendable {
    /// Leave out emoji newer than this version (for fonts that cannot draw them).
    public var maxVersion: EmojiVersion?
    /// Keep only this group's emoji (``SearchResults/groupCounts`` still counts all groups).
    public var group: EmojiGroupID?
    /// Usage scores; within a rank class, used emoji come first, highest score first.
    public var usage: [EmojiID: Double]
    /// Whether to add matches with one typo when real matches are few.
    public var typoTolerance: Bool

    public init(
        maxVersion: EmojiVersion? = nil,
        group: EmojiGroupID? = nil,
        usage: [EmojiID: Double] = [:],
        typoTolerance: Bool = true
    ) {
        self.maxVersion = maxVersion
        self.group = group
        self.usage = usage
        self.typoTolerance = typoTolerance
    }
}
