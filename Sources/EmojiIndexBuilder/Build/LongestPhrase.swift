import EmojiKit

/// The longest text of an index that a query can match, in UTF-8 bytes of its folded form, noted
/// while the index is built: names, keywords, readings, category words, shortcodes, emoticons.
///
/// The reader turns it into ``EmojiKit/SearchLimits``: no query longer than it (plus a margin) can
/// match, so none is searched.
struct LongestPhrase {
    private(set) var bytes = 0

    /// Notes a folded phrase.
    mutating func note(_ folded: [Unicode.Scalar]) {
        bytes = max(bytes, folded.reduce(0) { $0 + UTF8.width($1) })
    }

    /// Notes a folded text.
    mutating func note(_ folded: String) {
        bytes = max(bytes, folded.utf8.count)
    }

    /// Notes the reading tokens of one phrase: its words' readings one after another, separated
    /// (every reading of a word counted, which can only overstate the phrase).
    mutating func note(readings tokens: [WordSplitter.IndexToken]) {
        bytes = max(bytes, tokens.filter(\.isWord).reduce(0) { $0 + $1.text.utf8.count + 1 })
    }

    /// Notes everything another builder noted.
    mutating func note(_ other: LongestPhrase) {
        bytes = max(bytes, other.bytes)
    }
}
