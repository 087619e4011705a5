import EmojiInput

extension EngineSnapshot.Candidate {
    /// The candidate as a line of the list layout: the emoji and its name.
    public var listLine: String { text + "  " + (name ?? "") }
}
