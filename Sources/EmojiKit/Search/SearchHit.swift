/// One search result.
public struct SearchHit: Hashable, Sendable {
    /// The base emoji found.
    public let emoji: EmojiID
    /// The exact sequence found: the base emoji, or a toned one when a toned shortcode
    /// (`:wave_tone3:`) was typed in full.
    public let sequence: EmojiSequenceID
    /// How well it matched.
    public let quality: MatchQuality

    public init(emoji: EmojiID, sequence: EmojiSequenceID, quality: MatchQuality) {
        self.emoji = emoji
        self.sequence = sequence
        self.quality = quality
    }
}
