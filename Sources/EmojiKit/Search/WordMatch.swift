/// How one query word matched one emoji, accumulated over all postings of all matching tokens.
struct WordMatch: OptionSet {
    let rawValue: UInt8

    init(rawValue: UInt8) { self.rawValue = rawValue }

    static let exactName = WordMatch(rawValue: 1 << 0)
    static let exactKeyword = WordMatch(rawValue: 1 << 1)
    static let prefixName = WordMatch(rawValue: 1 << 2)
    static let prefixKeyword = WordMatch(rawValue: 1 << 3)
    static let inner = WordMatch(rawValue: 1 << 4)
    static let nameStart = WordMatch(rawValue: 1 << 5)
    static let wholeName = WordMatch(rawValue: 1 << 6)
    static let wholeKeyword = WordMatch(rawValue: 1 << 7)

    static let inName: WordMatch = [.exactName, .prefixName]
    static let exact: WordMatch = [.exactName, .exactKeyword]

    /// What a token found for a word tells about the emoji of one posting.
    @inline(__always)
    init(flags: PostingFlags, exact: Bool) {
        var match: WordMatch = []
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

    /// The rank class of an emoji whose query words matched as `words` (all non-empty), with a
    /// name of `nameWordCount` words.
    static func rank(_ words: [WordMatch], nameWordCount: Int) -> RankClass {
        let allInName = words.allSatisfy { !$0.isDisjoint(with: .inName) }
        let startsName = words.contains { $0.contains(.nameStart) }
        let bonus: UInt8 = (startsName ? 2 : 0) + (allInName ? 1 : 0)
        let quality: MatchQuality
        if words.count == 1, words[0].contains(.wholeName) {
            quality = .exactName
        } else if words.count > 1, words.count == nameWordCount, words.allSatisfy({ $0.contains(.exactName) }) {
            quality = .exactName
        } else if words.count == 1, words[0].contains(.wholeKeyword) {
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
}

/// Precomputed answers for the hot loops: what a posting means for a word (by flags and
/// exactness), and the rank class of a one-word query (by its accumulated match).
struct WordMatchTables: Sendable {
    /// `postingMatch[Int(flags) << 1 | exact]`
    let postingMatch: [WordMatch]
    /// `singleWordRank[Int(match)]`
    let singleWordRank: [RankClass]

    static let shared = WordMatchTables()

    private init() {
        postingMatch = (0..<512).map { WordMatch(flags: PostingFlags(rawValue: UInt8($0 >> 1)), exact: $0 & 1 == 1) }
        singleWordRank = (0..<256).map { bits in
            let match = WordMatch(rawValue: UInt8(bits))
            return match.isEmpty ? .none : WordMatch.rank([match], nameWordCount: 0)
        }
    }
}
