/// How one query word matched one emoji, accumulated over all postings of all matching tokens.
///
/// The low byte holds the matches of CLDR names and keywords ("strong" matches); the bits above
/// hold the weaker layers, each ranked below the ones before it: romanized readings of CLDR words,
/// everyday words (emojilib's English keywords, Mozc's Japanese readings), supplementary words
/// (category labels, Unicode character names), inflections (a word whose stem is the stem of one of
/// the emoji's words), related words (WordNet) and near forms (a word that ends differently).
struct WordMatch: OptionSet {
    let rawValue: UInt32

    init(rawValue: UInt32) { self.rawValue = rawValue }

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
    /// The word is, or starts, the reading of the emoji's whole name (`shengri` → 生日蛋糕 → 🎂).
    static let readingName = WordMatch(rawValue: 1 << 15)
    /// The word is the reading of the emoji's whole name (`chiizu` → チーズ → 🧀 before 🍕, whose keyword チーズ is).
    static let readingWholeName = WordMatch(rawValue: 1 << 30)
    /// The word is the whole reading of a name or keyword, certain or guessed from its characters' readings
    /// (`hua` → 花, a keyword of 🌸); see ``readingWhole`` for the certain ones.
    static let readingWholeOrGuessed = WordMatch(rawValue: 1 << 31)
    /// An everyday token (or its reading) equals the word.
    static let everydayExact = WordMatch(rawValue: 1 << 16)
    /// The word is a whole everyday keyword.
    static let everydayWhole = WordMatch(rawValue: 1 << 17)
    /// The word starts an everyday token (or its reading).
    static let everydayPrefix = WordMatch(rawValue: 1 << 18)
    /// The word's stem is the stem of a word of the emoji's name, keywords or everyday words.
    static let inflection = WordMatch(rawValue: 1 << 19)
    /// … of a word of its name.
    static let inflectionName = WordMatch(rawValue: 1 << 20)
    /// … of the emoji's whole name (`gatti` → gatto → 🐈).
    static let inflectionWholeName = WordMatch(rawValue: 1 << 23)
    /// … of one of the emoji's whole keywords (`Herzen` → Herz, a keyword of ❤️ rotes Herz).
    static let inflectionWholeKeyword = WordMatch(rawValue: 1 << 25)
    /// The word is a form of a whole keyword that is no word of the name, by a base form other than its stem
    /// (`vegetables` → vegetable, a keyword of 🥕): first among the inflections, but no keyword as written.
    static let inflectionKeywordBase = WordMatch(rawValue: 1 << 27)
    /// The word and a word of the emoji's name or keywords differ only in their last letters.
    ///
    /// The other word is the start of the word, of four letters or more (`hjärtan` → hjärta, `kalpler` →
    /// kalp, `laughter` → laugh), or they share five letters or more and the other word has at most two
    /// more (`corações` → coração); and at most the word's last three letters are not shared. An
    /// inflection or derivation that the stemmer does not know, ranked below the related words.
    static let nearForm = WordMatch(rawValue: 1 << 24)
    /// The near form is a word of the emoji's name (`подарки` → подарок → 🎁 before 💝, whose keyword it is).
    static let nearFormName = WordMatch(rawValue: 1 << 28)
    /// A related word (WordNet) equals the word.
    static let relatedExact = WordMatch(rawValue: 1 << 21)
    /// The word starts a related word.
    static let relatedPrefix = WordMatch(rawValue: 1 << 22)
    /// The related word equal to the word is near the emoji's thing (a synonym, a direct hyponym: `pigeon` above
    /// dove 🕊️, not two steps below bird 🐦).
    static let relatedNear = WordMatch(rawValue: 1 << 26)
    /// … and comes from the emoji's whole name (`primate` above monkey 🐒 before the monkey of see-no-evil monkey 🙈).
    static let relatedWholeName = WordMatch(rawValue: 1 << 29)

    static let inName: WordMatch = [.exactName, .prefixName]
    static let exact: WordMatch = [.exactName, .exactKeyword]
    /// Matches of CLDR names and keywords.
    static let strong = WordMatch(rawValue: 0x00FF)
    static let anyReading: WordMatch = [
        .readingExact, .readingWhole, .readingPrefix, .readingName, .readingWholeName, .readingWholeOrGuessed,
    ]
    static let anyEveryday: WordMatch = [.everydayExact, .everydayWhole, .everydayPrefix]
    static let anyExtra: WordMatch = [.extraExact, .extraWhole, .extraPrefix, .extraName]
    static let anyInflection: WordMatch = [
        .inflection, .inflectionName, .inflectionWholeName, .inflectionWholeKeyword, .inflectionKeywordBase,
    ]
    static let anyRelated: WordMatch = [.relatedExact, .relatedPrefix, .relatedNear, .relatedWholeName]
    static let anyNearForm: WordMatch = [.nearForm, .nearFormName]

    /// The layers in rank order: a word belongs to the first layer it matched in, and a query of
    /// several words ranks in the layer of its weakest word.
    static let layers: [(bits: WordMatch, quality: MatchQuality)] = [
        (.strong, .exactName), (.anyReading, .reading), (.anyEveryday, .everyday), (.anyExtra, .supplementary),
        (.anyInflection, .inflection), (.anyRelated, .related), (.anyNearForm, .nearForm),
    ]

    /// The position in ``layers`` of the best layer this word matched in (nil: none).
    var layer: Int? {
        Self.layers.firstIndex { !isDisjoint(with: $0.bits) }
    }

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

    /// What a reading token found for a word tells about the emoji of one posting; `spaced`: the
    /// language writes spaces between words (Korean), so a token covering a whole name joins its
    /// words, and starting it is not starting a word of the name.
    @inline(__always)
    init(readingFlags flags: PostingFlags, exact: Bool, spaced: Bool = false) {
        let isWord = !flags.isDisjoint(with: [.nameWord, .keywordWord])
        var match: WordMatch = exact && isWord ? .readingExact : .readingPrefix
        // A reading guessed from the characters' readings (marked supplementary) is whole only as
        // the emoji's whole name (`yinhang` → 银行 → 🏦 before the emoji with the keyword 银行).
        if exact, isWord, !flags.isDisjoint(with: [.wholeName, .wholeKeyword]) {
            match.insert(.readingWholeOrGuessed)
            if !flags.contains(.supplementary) || flags.isSuperset(of: [.nameWord, .wholeName]) {
                match.insert(.readingWhole)
            }
        }
        if flags.isSuperset(of: [.nameWord, .wholeName]), !flags.contains(.supplementary), exact || !spaced {
            match.insert(.readingName)
            if exact { match.insert(.readingWholeName) }
        }
        self = match
    }

    /// What a token of the everyday words (or their readings) found for a word.
    @inline(__always)
    init(everydayFlags flags: PostingFlags, exact: Bool) {
        guard exact, !flags.isDisjoint(with: [.nameWord, .keywordWord]) else {
            self = .everydayPrefix
            return
        }
        self = flags.isDisjoint(with: [.wholeName, .wholeKeyword]) ? .everydayExact : [.everydayExact, .everydayWhole]
    }

    /// What a stem equal to the query word's stem found (stems are looked up whole only).
    ///
    /// `baseForm`: the token is a word of the emoji as written, equal to the stem of the typed word
    /// (`Herzen` → Herz, a whole keyword of ❤️ rotes Herz): a whole keyword found so counts as one
    /// (``inflectionWholeKeyword``). A typed word that is its own stem finding inflected keywords
    /// (`kiss` → kisses, a keyword of 😚) does not. `keywordBase`: the token is another base form of the typed word
    /// (``QueryStems/baseForms``); a whole keyword that is no word of the name ranks first among the inflections
    /// (``inflectionKeywordBase``) and lifts no name.
    @inline(__always)
    init(stemFlags flags: PostingFlags, exact: Bool, baseForm: Bool = false, keywordBase: Bool = false) {
        guard exact else {
            self = []
            return
        }
        var match: WordMatch = .inflection
        if flags.contains(.nameWord), !flags.contains(.supplementary) {
            match.insert(.inflectionName)
            if flags.contains(.wholeName) { match.insert(.inflectionWholeName) }
        }
        if baseForm, flags.isSuperset(of: [.keywordWord, .wholeKeyword]), !flags.contains(.supplementary) {
            match.insert(.inflectionWholeKeyword)
        }
        if keywordBase, flags.isSuperset(of: [.keywordWord, .wholeKeyword]),
            flags.isDisjoint(with: [.nameWord, .supplementary])
        {
            match.insert(.inflectionKeywordBase)
        }
        self = match
    }

    /// What a word of the name or keywords that is a near form of the query word found (see ``nearForm``), and
    /// whether it is a word of the name; supplementary words (category labels, Unicode names) are not taken.
    @inline(__always)
    init(nearFormFlags flags: PostingFlags, exact: Bool) {
        if flags.contains(.supplementary) {
            self = []
        } else {
            self = flags.contains(.nameWord) ? [.nearForm, .nearFormName] : .nearForm
        }
    }

    /// What a related word found for a query word: near the emoji's thing unless marked supplementary, and of its
    /// whole name when indexed as a name word.
    @inline(__always)
    init(relatedFlags flags: PostingFlags, exact: Bool) {
        if !exact {
            self = .relatedPrefix
        } else if flags.contains(.supplementary) {
            self = .relatedExact
        } else {
            self =
                flags.contains(.nameWord)
                ? [.relatedExact, .relatedNear, .relatedWholeName] : [.relatedExact, .relatedNear]
        }
    }

    /// The rank class of an emoji whose query words matched as `words` (all non-empty, each already mapped by
    /// ``nameInflectionAsKeyword``), with a name of `nameWordCount` words and a Unicode name of `unicodeNameWordCount`
    /// words; any collection, so that the hot loop ranks its buffer as it is, allocating nothing.
    static func rank<Words: Collection<WordMatch>>(
        ofInflectionsAsKeywords words: Words, nameWordCount: Int, unicodeNameWordCount: Int = 0
    ) -> RankClass {
        if !words.allSatisfy({ !$0.isDisjoint(with: .strong) }) {
            return weakRank(words, nameWordCount: nameWordCount, unicodeNameWordCount: unicodeNameWordCount)
        }
        let rank = strongRank(words, nameWordCount: nameWordCount)
        if words.count > 1, namesUnicodeNameWhole(words, unicodeNameWordCount: unicodeNameWordCount) {
            // Words of its CLDR name and keywords that are also its whole Unicode name (`smiling face with open mouth`
            // → 😃, named grinning face with big eyes): as good as a name with words that describe it.
            return min(rank, RankClass(.exactName, bonus: 0))
        }
        return rank
    }

    /// Whether `words` are each a whole word of the emoji's Unicode name and as many as it has.
    private static func namesUnicodeNameWhole<Words: Collection<WordMatch>>(
        _ words: Words, unicodeNameWordCount: Int
    ) -> Bool {
        words.count == unicodeNameWordCount && words.allSatisfy { $0.contains(.extraName) }
    }

    /// The rank class of words that all matched CLDR names or keywords.
    private static func strongRank<Words: Collection<WordMatch>>(_ words: Words, nameWordCount: Int) -> RankClass {
        let allInName = words.allSatisfy { !$0.isDisjoint(with: .inName) }
        let startsName = words.contains { $0.contains(.nameStart) }
        let bonus: UInt8 = (startsName ? 2 : 0) + (allInName ? 1 : 0)
        let quality: MatchQuality
        let count = words.count
        if count == 1, words.first!.contains(.wholeName) {
            quality = .exactName
        } else if count > 1, count == nameWordCount, allInName {
            // Every word of the name, whole or begun (`red heart`, `grin fac`).
            quality = .exactName
        } else if count > 1, namesWhole(words, nameWordCount: nameWordCount) {
            // The name and words that describe it (`chat animal` → 🐈 chat): below the names typed alone.
            return RankClass(.exactName, bonus: 0)
        } else if count == 1, words.first!.contains(.wholeKeyword) || words.first!.contains([.exactName, .nameStart]) {
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

    /// Whether some of the words are the emoji's whole name: one is the name (`chat`), or as many as the name has are
    /// each a whole word of it.
    private static func namesWhole<Words: Collection<WordMatch>>(_ words: Words, nameWordCount: Int) -> Bool {
        words.contains { $0.contains(.wholeName) }
            || (nameWordCount > 1 && words.reduce(0) { $0 + ($1.contains(.exactName) ? 1 : 0) } == nameWordCount)
    }

    /// The rank class when some word matched no CLDR name or keyword: the layer of the weakest
    /// word (see ``layers``).
    ///
    /// Words of the query that name the emoji whole while the others are its category or Unicode name
    /// (`man people` → 👨, `chat animal` → 🐈) rank as its exact name. Otherwise one word gets the
    /// bonus of its layer (see ``singleWordBonus(_:quality:)``), and several words 3 when they are
    /// the whole Unicode name, 2 when each equals a token of its layer, else 0.
    private static func weakRank<Words: Collection<WordMatch>>(
        _ words: Words, nameWordCount: Int, unicodeNameWordCount: Int
    ) -> RankClass {
        // One pass over the words (this runs for every candidate of a query of several words): the weakest layer,
        // whether some word is strong, and whether every weak word is a category or Unicode-name word, or a token of
        // its layer as a whole.
        let exact: WordMatch = [.readingExact, .extraExact, .everydayExact, .inflection, .relatedExact]
        var weakest = -1
        var hasStrong = false
        var weakAllExtra = true
        var weakAllExact = true
        for word in words {
            weakest = max(weakest, word.layer ?? -1)
            if !word.isDisjoint(with: .strong) {
                hasStrong = true
            } else {
                if word.isDisjoint(with: .anyExtra) { weakAllExtra = false }
                if word.isDisjoint(with: exact) { weakAllExact = false }
            }
        }
        let quality = layers[weakest >= 0 ? weakest : layers.count - 1].quality
        if hasStrong, weakAllExtra,
            strongRank(words.lazy.filter { !$0.isDisjoint(with: .strong) }, nameWordCount: nameWordCount).quality
                == .exactName
        {
            // The query names the emoji whole, and its other words are its category: as good as its name.
            return RankClass(.exactName, bonus: 0)
        }
        if quality == .supplementary, namesUnicodeNameWhole(words, unicodeNameWordCount: unicodeNameWordCount) {
            return RankClass(quality, bonus: 3)
        }
        if words.count == 1 { return singleWeakRank(words.first!) }
        return RankClass(quality, bonus: weakAllExact ? 2 : 0)
    }

    /// A word that matched a word of the emoji's name only by its stem (`kisses` → 😚 kissing face …) as
    /// a word of a keyword as written, and one that matched its whole name by its stem (`gatti` →
    /// gatto → 🐈; as if it started the name, so it comes before an emoji whose keyword is the plural as written:
    /// `Kerzen` → 🕯️ Kerze before 🎂) or a name word that is also a whole keyword of the emoji
    /// (`Herzen` → Herz, keyword and name word of ❤️ rotes Herz) as a whole keyword: the name outranks
    /// the keywords, so a plural of a name word ranks with a keyword as written (popularity deciding
    /// between them) and below the name as written.
    var nameInflectionAsKeyword: WordMatch {
        guard isDisjoint(with: .exact), contains(.inflectionName) else { return self }
        if contains(.inflectionWholeName) { return union([.exactKeyword, .wholeKeyword, .nameStart]) }
        return union(contains(.inflectionWholeKeyword) ? [.exactKeyword, .wholeKeyword] : .exactKeyword)
    }

    /// The rank class of one word that matched no CLDR name or keyword (`word.layer` not 0).
    static func singleWeakRank(_ word: WordMatch) -> RankClass {
        if word.isDisjoint(with: .exact), word.contains(.inflectionName) {
            return rank(ofInflectionsAsKeywords: CollectionOfOne(word.nameInflectionAsKeyword), nameWordCount: 0)
        }
        guard let layer = word.layer else { return .none }
        let quality = layers[layer].quality
        return RankClass(quality, bonus: singleWordBonus(word, quality: quality))
    }

    /// The bonus of one word that matched in `quality`'s layer.
    private static func singleWordBonus(_ word: WordMatch, quality: MatchQuality) -> UInt8 {
        switch quality {
        case .reading:
            // The reading of the whole name (`chiizu` → 🧀 チーズ); then the whole reading of a keyword, or the start of
            // the name's (a name written without spaces is one word: 生日蛋糕 starts with 生日); then a token's.
            if word.contains(.readingWholeName) { return 3 }
            if !word.isDisjoint(with: [.readingName, .readingWhole]) { return 2 }
            return word.contains(.readingExact) ? 1 : 0
        case .everyday:
            // A whole everyday word or a word of one; 3 is for one that the words of no locale bear out
            // (`SearchScratch.corroborated`), 1 for the start of a CLDR word that an everyday word typed whole puts below.
            return word.isDisjoint(with: [.everydayWhole, .everydayExact]) ? 0 : 2
        case .supplementary:
            if word.contains(.extraWhole) { return 3 }
            return word.contains(.extraExact) ? 2 : 0
        case .inflection:
            // A word of the name, or a whole keyword the typed word is a form of (`vegetables` → vegetable, not
            // vegetation), before the other words with its stem.
            return word.isDisjoint(with: [.inflectionName, .inflectionKeywordBase]) ? 2 : 3
        case .nearForm:
            // A word of the name before a keyword (`подарки` → 🎁 подарок before 💝, whose keyword it is); not the
            // whole name first, which is often a plain word's rarer emoji (`kalpler` → 🫀 kalp after ❤️ kırmızı kalp).
            return word.contains(.nearFormName) ? 2 : 0
        default:
            if word.contains(.relatedWholeName) { return 3 }
            if word.contains(.relatedNear) { return 2 }
            return word.contains(.relatedExact) ? 1 : 0
        }
    }
}

/// Precomputed answers for the hot loops: what a posting means for a word (by flags and
/// exactness), and the rank class of a one-word query.
struct WordMatchTables: Sendable {
    /// `postingMatch[Int(flags) << 1 | exact]`, for tokens of words.
    let postingMatch: [WordMatch]
    /// The same for tokens of readings (of a language written without spaces, and with: Korean),
    /// of everyday words (and their readings), of stems, of near forms and of related words.
    let readingMatch: [WordMatch]
    let spacedReadingMatch: [WordMatch]
    let everydayMatch: [WordMatch]
    let stemMatch: [WordMatch]
    /// … of the words as written that equal the stem of an inflected query word (see ``WordMatch/init(stemFlags:exact:baseForm:)``).
    let baseFormMatch: [WordMatch]
    /// … of the words as written that are another base form of it (``QueryStems/baseForms``): a whole keyword that is
    /// no word of the name ranks first among the inflections (``WordMatch/inflectionKeywordBase``), and no name is
    /// lifted (`Katzen` → Katze leaves the cat faces, whose names say Katze, below 🐈 Katze).
    let keywordBaseFormMatch: [WordMatch]
    let nearFormMatch: [WordMatch]
    let relatedMatch: [WordMatch]
    /// The rank class of a one-word query whose match lies in the low 16 bits (CLDR words,
    /// readings, supplementary words): `singleWordRank[Int(match)]`; see ``singleWordRank(_:)``.
    private let lowSingleWordRank: [RankClass]

    static let shared = WordMatchTables()

    private init() {
        func table(_ meaning: (PostingFlags, Bool) -> WordMatch) -> [WordMatch] {
            (0..<512).map { meaning(PostingFlags(rawValue: UInt8($0 >> 1)), $0 & 1 == 1) }
        }
        postingMatch = table { WordMatch(flags: $0, exact: $1) }
        readingMatch = table { WordMatch(readingFlags: $0, exact: $1) }
        spacedReadingMatch = table { WordMatch(readingFlags: $0, exact: $1, spaced: true) }
        everydayMatch = table { WordMatch(everydayFlags: $0, exact: $1) }
        stemMatch = table { WordMatch(stemFlags: $0, exact: $1) }
        baseFormMatch = table { WordMatch(stemFlags: $0, exact: $1, baseForm: true) }
        keywordBaseFormMatch = table { WordMatch(stemFlags: $0, exact: $1, keywordBase: true) }
        nearFormMatch = table { WordMatch(nearFormFlags: $0, exact: $1) }
        relatedMatch = table { WordMatch(relatedFlags: $0, exact: $1) }
        lowSingleWordRank = (0..<(1 << 16)).map { bits in
            let match = WordMatch(rawValue: UInt32(bits))
            return match.isEmpty
                ? .none
                : WordMatch.rank(
                    ofInflectionsAsKeywords: CollectionOfOne(match.nameInflectionAsKeyword), nameWordCount: 0)
        }
    }

    /// The rank class of a one-word query by its match: a table lookup for the common layers, the
    /// rule itself for the rare ones above them and for a name word found only begun or by its stem.
    @inline(__always)
    func singleWordRank(_ match: WordMatch) -> RankClass {
        // A guessed whole reading ranks as the reading token it also is (it counts only for a syllable, see
        // `SearchScratch.nameStartBelowWholeReadings`).
        let match = match.subtracting(.readingWholeOrGuessed)
        if match.rawValue < 1 << 16
            || (!match.isDisjoint(with: .strong)
                && (!match.contains(.inflectionName) || !match.isDisjoint(with: .exact)))
        {
            return lowSingleWordRank[Int(match.rawValue & 0xFFFF)]
        }
        return WordMatch.singleWeakRank(match)
    }
}
