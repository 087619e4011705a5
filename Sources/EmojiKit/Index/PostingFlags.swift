/// What an index token is to one emoji in one locale; stored with every posting.
public struct PostingFlags: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The token is a word of the emoji's name.
    public static let nameWord = PostingFlags(rawValue: 1 << 0)
    /// The token is a word of one of the emoji's keywords.
    public static let keywordWord = PostingFlags(rawValue: 1 << 1)
    /// The token is the first word of the name.
    public static let nameStart = PostingFlags(rawValue: 1 << 2)
    /// The name is this one word.
    public static let wholeName = PostingFlags(rawValue: 1 << 3)
    /// A keyword is this one word.
    public static let wholeKeyword = PostingFlags(rawValue: 1 << 4)
    /// The token is an inner suffix of a name word (scripts written without spaces).
    public static let nameSuffix = PostingFlags(rawValue: 1 << 5)
    /// The token is an inner suffix of a keyword word.
    public static let keywordSuffix = PostingFlags(rawValue: 1 << 6)
    /// The token is a supplementary word (a category label, a Unicode character name).
    ///
    /// It finds the emoji, but ranks below every name and keyword of CLDR. In a readings index: the
    /// reading was guessed from the readings of the word's characters.
    public static let supplementary = PostingFlags(rawValue: 1 << 7)
}
