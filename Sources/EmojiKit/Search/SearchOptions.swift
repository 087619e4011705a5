/// What to search for besides the query text.
public struct SearchOptions: Sendable {
    /// The emoji that may be found (the others are left out: too new, or not drawable).
    public var availability: EmojiAvailability
    /// Keep only this group's emoji (``SearchResults/groupCounts`` still counts all groups).
    public var group: EmojiGroupID?
    /// Usage scores; within a rank class, used emoji come first, highest score first.
    public var usage: [EmojiID: Double]
    /// Whether to add matches with one typo when real matches are few.
    public var typoTolerance: Bool

    public init(
        availability: EmojiAvailability = .all,
        group: EmojiGroupID? = nil,
        usage: [EmojiID: Double] = [:],
        typoTolerance: Bool = true
    ) {
        self.availability = availability
        self.group = group
        self.usage = usage
        self.typoTolerance = typoTolerance
    }
}
