import EmojiKit

extension UsageHistory {
    /// The history as search ranks it: the score of each base emoji of `database` it holds (texts the index does not
    /// know as a base emoji are left out).
    public func ranking(in database: EmojiDatabase) -> UsageRanking {
        var byEmoji: [EmojiID: Double] = [:]
        for (text, score) in scores {
            if case .base(let id)? = database.sequence(for: text) { byEmoji[id] = score }
        }
        return UsageRanking(scores: byEmoji)
    }
}
