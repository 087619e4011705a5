import EmojiKit

/// The candidates on offer: search results, or a browsed category's emoji.
enum CandidateSource {
    case none
    case results(SearchResults)
    case emoji([EmojiID])

    var count: Int {
        switch self {
        case .none: 0
        case .results(let results): results.count
        case .emoji(let list): list.count
        }
    }

    /// The candidate at `index`: its base emoji and, for an exact toned shortcode, the sequence.
    func candidate(at index: Int) -> (emoji: EmojiID, sequence: EmojiSequenceID) {
        switch self {
        case .none:
            preconditionFailure("no candidates")
        case .results(let results):
            let hit = results[index]
            return (hit.emoji, hit.sequence)
        case .emoji(let list):
            return (list[index], .base(list[index]))
        }
    }
}
