/// Bounds that keep the cost of a search independent of what is typed.
///
/// A key held down (auto-repeat, a stuck key, a book on the keyboard) makes a query grow without
/// end. A query longer than every name, keyword, reading, shortcode and emoticon of the index
/// (plus ``margin``) cannot match, so it is not searched at all: the engine keeps the text and says
/// why nothing is shown, and the command-line tool answers at once. Typo tolerance, whose cost
/// grows with the square of a word's length, is tried only on words of bounded length.
public struct SearchLimits: Equatable, Sendable {
    /// The longest query searched, in UTF-8 bytes as typed.
    public let maximumQueryBytes: Int

    /// Room beyond the index's longest phrase: a query may join words of a name and a keyword,
    /// and typed text may fold shorter than it is written (`ｃａｔ`, accents).
    public static let margin = 64
    /// The longest phrase assumed for an index that does not record its own (made before it did).
    public static let defaultLongestPhrase = 448
    /// Words longer than this many scalars are never matched with a typo: no word of the index is
    /// that long, and the typo search costs the square of the word's length.
    public static let typoMaximumLength = 32

    /// Limits for an index whose longest phrase is `longestPhraseBytes` (UTF-8, folded).
    public init(longestPhraseBytes: Int) {
        maximumQueryBytes = max(0, longestPhraseBytes) + Self.margin
    }

    /// Whether `text` is short enough to be searched.
    ///
    /// Constant time: it reads the string's stored UTF-8 length, never the text.
    @inline(__always)
    public func admits(_ text: String) -> Bool {
        text.utf8.count <= maximumQueryBytes
    }
}
