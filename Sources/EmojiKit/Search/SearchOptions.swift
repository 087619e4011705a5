/// What to search for besides the query text.
public struct SearchOptions: Sendable {
    /// The emoji that may be found (the others are left out: too new, or not drawable).
    public var availability: EmojiAvailability
    /// Keep only this group's emoji (``SearchResults/groupCounts`` still counts all groups).
    public var group: EmojiGroupID?
    /// The user's usage; within a rank class, used emoji come first, most used first.
    public var usage: UsageRanking
    /// Whether to add matches with one typo when real matches are few.
    public var typoTolerance: Bool

    public init(
        availability: EmojiAvailability = .all,
        group: EmojiGroupID? = nil,
        usage: UsageRanking = .none,
        typoTolerance: Bool = true
    ) {
        self.availability = availability
        self.group = group
        self.usage = usage
        self.typoTolerance = typoTolerance
    }
}
