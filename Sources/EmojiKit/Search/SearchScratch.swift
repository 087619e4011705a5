/// The buffers of one search and the matching passes that fill them (see the extensions:
/// words, typos, and codes: shortcodes, emoticons, region codes).
struct SearchScratch {
    let emojiCount: Int
    /// Best rank class per emoji (`.none` for every emoji not in `matched`).
    var classes: [RankClass]
    /// The emoji with a class.
    var matched: MatchSet
    /// The same emoji by their position in the search order (popular first), for the results.
    var matchedBySearchRank: MatchSet
    /// Each emoji's position in the search order.
    let searchRanks: [UInt16]
    /// Per query word `w`, per emoji: `wordMatches[w * emojiCount + emoji]`.
    var wordMatches: [WordMatch] = []
    /// Per query word, the emoji whose entry is not empty.
    var touched: [[Int]] = []
    /// The same for the words of no locale, found once per search and merged into every locale.
    var globalMatches: [WordMatch] = []
    var globalTouched: [[Int]] = []
    /// One query's words' matches of one emoji, while it is ranked.
    var perWord: [WordMatch] = []
    /// Per query word, per emoji: found by a typo.
    var typoMatches: [Bool] = []
    var typoTouched: [Int] = []
    /// The query's words, written together, are a name of several words some emoji has (`new york`, a place).
    var foundJoinedName = false
    /// Which words' postings a locale's pass merges now (see ``WordPhase``).
    var wordPhase = WordPhase.all

    /// Which query words' postings are merged: a query of several words merges its first word's in every layer of a
    /// locale, then the others' for the emoji the first one matched only.
    enum WordPhase {
        /// Every word's (one word).
        case all
        /// The first word's.
        case first
        /// The other words', for the emoji the first word matched in the locale or among the words of no locale.
        case rest
    }

    init(emojiCount: Int, searchRanks: [UInt16] = []) {
        self.emojiCount = emojiCount
        self.searchRanks = searchRanks
        classes = [RankClass](repeating: .none, count: emojiCount)
        matched = MatchSet(count: emojiCount)
        matchedBySearchRank = MatchSet(count: emojiCount)
    }

    /// Clears the previous search's classes (only those it set).
    mutating func reset() {
        let previous = matched
        previous.forEachMember { classes[$0] = .none }
        matched.removeAll()
        matchedBySearchRank.removeAll()
        foundJoinedName = false
    }

    @inline(__always)
    mutating func improve(_ index: Int, to rank: RankClass) {
        let current = classes[index]
        if rank < current {
            if current == .none {
                matched.insert(index)
                matchedBySearchRank.insert(Int(searchRanks[index]))
            }
            classes[index] = rank
        }
    }

    /// Whether any emoji matched so far.
    var hasMatches: Bool { !matched.isEmpty }

    /// The emoji matched so far and their classes.
    var matchedClasses: [(index: Int, rank: RankClass)] {
        var result: [(index: Int, rank: RankClass)] = []
        matched.forEachMember { result.append(($0, classes[$0])) }
        return result
    }

    /// Ranks every emoji matched since `before` (``matchedClasses`` then) as a ``MatchQuality/partial`` match, the
    /// matches of a whole name first, then of a keyword or the start of a name, then of their words, then the rest;
    /// and gives those of `before` their classes back (a partial match is worse than any).
    ///
    /// With `wholeWordsOnly`, a match that is not of a whole name or keyword, of whole words of them or of the start of
    /// the name is forgotten. With `nameStartFirst`, a word kept that is the first word of a name ranks right after the
    /// whole names (`going to the beach` → 🏖️ beach with umbrella before 😎, whose keyword is beach; `cute cat` → 🐈
    /// cat, then 🐱 cat face), and the keywords rank with their words.
    mutating func markPartial(
        since before: [(index: Int, rank: RankClass)], wholeWordsOnly: Bool = false, nameStartFirst: Bool = false
    ) {
        reclassify(since: before) { rank in
            let quality = rank.quality
            if wholeWordsOnly, quality > .exactWords { return nil }
            let startsName = nameStartFirst && quality == .exactKeyword && rank.bonus >= 2
            let bonus: UInt8
            if quality <= .exactName {
                bonus = 3
            } else if nameStartFirst {
                bonus = startsName ? 2 : quality <= .keywordWords ? 1 : 0
            } else {
                bonus = quality <= .namePrefix ? 2 : quality <= .keywordWords ? 1 : 0
            }
            return RankClass(.partial, bonus: bonus)
        }
    }

    /// Ranks every emoji matched since `before` as a ``MatchQuality/inflection`` if it matched a reading as a whole word.
    ///
    /// It keeps its bonus; one that matched a reading token or whole reading only by a prefix is forgotten (a prefix
    /// of a dictionary form is no form of the word typed). An emoji of `before` keeps the better of its class then
    /// and that.
    mutating func markInflected(since before: [(index: Int, rank: RankClass)]) {
        reclassify(since: before) { rank in
            let bonus = rank.bonus
            return rank.quality == .reading && bonus >= 1 ? RankClass(.inflection, bonus: bonus) : nil
        }
    }

    /// Gives every emoji matched since `before` the class `reclassified` makes of its own (nil: no longer matched),
    /// and those of `before` the better of their classes then and that.
    private mutating func reclassify(
        since before: [(index: Int, rank: RankClass)], _ reclassified: (RankClass) -> RankClass?
    ) {
        var earlier = MatchSet(count: classes.count)
        for (index, rank) in before {
            earlier.insert(index)
            classes[index] = min(rank, reclassified(classes[index]) ?? rank)
        }
        var dropped: [Int] = []
        matched.forEachMember { index in
            guard !earlier.contains(index) else { return }
            if let rank = reclassified(classes[index]) {
                classes[index] = rank
            } else {
                dropped.append(index)
            }
        }
        for index in dropped {
            classes[index] = .none
            matched.remove(index)
            matchedBySearchRank.remove(Int(searchRanks[index]))
        }
    }

    /// Makes room for `words` query words.
    mutating func prepare(words: Int) {
        if touched.count < words {
            touched += Array(repeating: [], count: words - touched.count)
            globalTouched += Array(repeating: [], count: words - globalTouched.count)
            wordMatches = [WordMatch](repeating: [], count: words * emojiCount)
            globalMatches = [WordMatch](repeating: [], count: words * emojiCount)
            typoMatches = [Bool](repeating: false, count: words * emojiCount)
        }
    }

    /// Clears the word matches of `words` words (only the entries touched).
    mutating func clearWordMatches(_ words: Int) {
        for w in 0..<words {
            for index in touched[w] { wordMatches[w * emojiCount + index] = [] }
            touched[w].removeAll(keepingCapacity: true)
        }
    }

    mutating func clearGlobalMatches(_ words: Int) {
        for w in 0..<words {
            for index in globalTouched[w] { globalMatches[w * emojiCount + index] = [] }
            globalTouched[w].removeAll(keepingCapacity: true)
        }
    }
}
