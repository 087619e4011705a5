/// How one query word matched one emoji, accumulated over all postings of all matching tokens.
///
/// The low byte holds the matches of CLDR names and keywords ("strong" matches); the bits above
/// hold the weaker kinds: romanized readings, then supplementary words (category labels,
/// Unicode character names).
struct WordMatch: OptionSet {
    let rawValue: UInt16

    init(rawValue: UInt16) { self.rawValue = rawValue }

    static let exactName = WordMatch(rawValue: 1 << 0)
    static let exactKeyword = WordMatch(rawValue: 1 << 1)
    static let prefixName = WordMatch(rawValue: 1 << 2)
    static let prefixKeyword = WordMatch(rawValue: 1 << 3)
    static let inner = WordMatch(rawValue: 1 << 4)
    static let nameStart = WordMatch(rawValue: 1 << 5)
    static let wholeName = WordMatch(rawValue: 1 << 6)
    static let wholeKeyword = WordMatch(rawValue: 1 << 7)
    /// A reading token equals the word.
    static let readingExact = WordMatch(rawValue: 1 << 8)
    /// The word is the whole reading of a name or keyword.
    static let readingWhole = WordMatch(rawValue: 1 << 9)
    /// The word starts a reading token (or an inner part of one).
    static let readingPrefix = WordMatch(rawValue: 1 << 10)
    /// A supplementary token equals the word.
    static let extraExact = WordMatch(rawValue: 1 << 11)
    /// The word is a whole supplementary phrase (a one-word category label).
    static let extraWhole = WordMatch(rawValue: 1 << 12)
    /// The word starts a supplementary token.
    static let extraPrefix = WordMatch(rawValue: 1 << 13)
    /// A supplementary token equal to the word is a word of the emoji's Unicode name.
    static let extraName = WordMatch(rawValue: 1 << 14)

    static let inName: WordMatch = [.exactName, .prefixName]
    static let exact: WordMatch = [.exactName, .exactKeyword]
    /// Matches of CLDR names and keywords.
    static let strong = WordMatch(rawValue: 0x00FF)
    static let anyReading: WordMatch = [.readingExact, .readingWhole, .readingPrefix]

    /// The number of distinct values (for tables indexed by a match).
    static let valueCount = 1 << 15

    /// What a token of a locale's words (or of the core's global words) found for a word tells
    /// about the emoji of one posting.
    @inline(__always)
    init(flags: PostingFlags, exact: Bool) {
        var match: WordMatch = []
        if flags.contains(.supplementary) {
            if exact {
                match.insert(.extraExact)
                if !flags.isDisjoint(with: [.wholeKeyword, .wholeName]) { match.insert(.extraWhole) }
                if flags.contains(.nameWord) { match.insert(.extraName) }
            } else {
                match.insert(.extraPrefix)
            }
            self = match
            return
        }
        if flags.contains(.nameWord) {
            match.insert(exact ? .exactName : .prefixName)
            if flags.contains(.nameStart) { match.insert(.nameStart) }
            if exact, flags.contains(.wholeName) { match.insert(.wholeName) }
        }
        if flags.contains(.keywordWord) {
            match.insert(exact ? .exactKeyword : .prefixKeyword)
            if exact, flags.contains(.wholeKeyword) { match.insert(.wholeKeyword) }
        }
        if !flags.isDisjoint(with: [.nameSuffix, .keywordSuffix]) { match.insert(.inner) }
        self = match
    }

    /// What a reading token found for a word tells about the emoji of one posting.
    @inline(__always)
    init(readingFlags flags: PostingFlags, exact: Bool) {
        let isWord = !flags.isDisjoint(with: [.nameWord, .keywordWord])
        guard exact, isWord else {
            self = .readingPrefix
            return
        }
        // A reading guessed from the characters' readings (marked supplementary) is never whole.
        let isWhole = !flags.isDisjoint(with: [.wholeName, .wholeKeyword]) && !flags.contains(.supplementary)
        self = isWhole ? [.readingExact, .readingWhole] : .readingExact
    }

    /// The rank class of an emoji whose query words matched as `words` (all non-empty), with a
    /// name of `nameWordCount` words and a Unicode name of `unicodeNameWordCount` words.
    static func rank(_ words: [WordMatch], nameWordCount: Int, unicodeNameWordCount: Int = 0) -> RankClass {
        if !words.allSatisfy({ !$0.isDisjoint(with: .strong) }) {
            return weakRank(words, unicodeNameWordCount: unicodeNameWordCount)
        }
        let allInName = words.allSatisfy { !$0.isDisjoint(with: .inName) }
        let startsName = words.contains { $0.contains(.nameStart) }
        let bonus: UInt8 = (startsName ? 2 : 0) + (allInName ? 1 : 0)
        let quality: MatchQuality
        if words.count == 1, words[0].contains(.wholeName) {
            quality = .exactName
        } else if words.count > 1, words.count == nameWordCount, allInName {
            // Every word of the name, whole or begun (`red heart`, `grin fac`).
            quality = .exactName
        } else if words.count == 1, words[0].contains(.wholeKeyword) || words[0].contains([.exactName, .nameStart]) {
            // A keyword, or the first word of the name (`thumbs`: thumbs up, thumbs down).
            quality = .exactKeyword
        } else if startsName, allInName {
            quality = .namePrefix
        } else if words.allSatisfy({ !$0.isDisjoint(with: .exact) }) {
            quality = .exactWords
        } else if allInName {
            quality = .nameWords
        } else {
            quality = .keywordWords
        }
        return RankClass(quality, bonus: bonus)
    }

    /// The rank class when some word matched no CLDR name or keyword: a reading match when every such word matched a
    /// reading, else a supplementary match.
    ///
    /// The bonus prefers a word that is a whole reading or label, or words that are the whole Unicode name (3), then
    /// words that equal tokens (2).
    private static func weakRank(_ words: [WordMatch], unicodeNameWordCount: Int) -> RankClass {
        let isReading = words.allSatisfy { !$0.isDisjoint(with: WordMatch.strong.union(.anyReading)) }
        let wholeBit: WordMatch = isReading ? .readingWhole : .extraWhole
        let weak = words.filter { $0.isDisjoint(with: .strong) }
        let bonus: UInt8
        if words.count == 1, weak[0].contains(wholeBit) {
            bonus = 3
        } else if !isReading, words.count == unicodeNameWordCount, words.allSatisfy({ $0.contains(.extraName) }) {
            bonus = 3
        } else if weak.allSatisfy({ !$0.isDisjoint(with: [.readingExact, .extraExact]) }) {
            bonus = 2
        } else {
            bonus = 0
        }
        return RankClass(isReading ? .reading : .supplementary, bonus: bonus)
    }
}

/// Precomputed answers for the hot loops: what a posting means for a word (by flags and
/// exactness), and the rank class of a one-word query (by its accumulated match).
struct WordMatchTables: Sendable {
    /// `postingMatch[Int(flags) << 1 | exact]`, for tokens of words.
    let postingMatch: [WordMatch]
    /// `readingMatch[Int(flags) << 1 | exact]`, for tokens of readings.
    let readingMatch: [WordMatch]
    /// The rank class of a one-word query by its match: `singleWordRank[Int(match)]`.
    let singleWordRank: [RankClass]

    static let shared = WordMatchTables()

    private init() {
        postingMatch = (0..<512).map { WordMatch(flags: PostingFlags(rawValue: UInt8($0 >> 1)), exact: $0 & 1 == 1) }
        readingMatch = (0..<512).map {
            WordMatch(readingFlags: PostingFlags(rawValue: UInt8($0 >> 1)), exact: $0 & 1 == 1)
        }
        singleWordRank = (0..<WordMatch.valueCount).map { bits in
            let match = WordMatch(rawValue: UInt16(bits))
            return match.isEmpty ? .none : WordMatch.rank([match], nameWordCount: 0)
        }
    }
}
