/// Matching query words against names, keywords, readings and the words of no locale.
extension SearchScratch {
    /// Word matches in every language.
    ///
    /// A word may match a locale's words or (for a locale with readings) its readings, its everyday words and their
    /// readings, its related words, and by its stem (`stems[l]`: the stems of the words in the algorithm of locale
    /// `l`, nil for a locale without stems) the stems of the locale's words; and in any locale the words of no
    /// locale (`global`). With `nearForms`, a word also matches the near forms of the locale's words (a second pass
    /// when the first found little, see ``EmojiSearcher/nearFormResultLimit``). `readingForms`: the words' reading
    /// forms, shared by the passes over the same words (each scheme's made when a locale first needs them).
    /// `prefixesBelow`: the one word is a word as a whole of a layer below the names and keywords (``EmojiSearcher``:
    /// a word of the user's first language as romanized, or one of its everyday words), so an emoji it found only as
    /// the start of a longer word of a name or keyword ranks as this class, below the emoji that layer has the word
    /// of (see ``prefixBelow(_:_:_:)``). `syllable`: the one word is one Mandarin syllable (`hua`), so in a Mandarin locale
    /// a name it only starts (花痴 huachi → 😍) ranks below the names and keywords it reads whole (花 → 🌸).
    /// `known`: per word, whether it is a word in common use of a first language (``EmojiSearcher``), which finds a
    /// related word only equal to it, not one it starts (`barn`, not barnstormer 🧑‍✈️; `spit`, not spitz 🐕).
    mutating func rankWords(
        _ words: [String], languages: [LocaleAnnotations], stems: [QueryStems?] = [], global: TokenIndex,
        unicodeNameWordCounts: [UInt8], nearForms: Bool = false, readingForms: inout ReadingForms,
        prefixesBelow: RankClass? = nil, syllable: Bool = false, known: [Bool] = []
    ) {
        assert(readingForms.words == words, "reading forms of other words")
        prepare(words: words.count)
        let tables = WordMatchTables.shared
        if words.count == 1, let scalar = words[0].unicodeScalars.first, words[0].unicodeScalars.count == 1 {
            // One letter: the precomputed matches of the locales' own words only (readings and
            // supplementary words would only add thousands of weak matches).
            for locale in languages {
                locale.words.firstScalars?.forEachMatch(of: scalar) { index, match in
                    improve(index, to: tables.singleWordRank(match))
                }
            }
            return
        }
        let wordBytes = words.map { Array($0.utf8) }
        collectGlobal(words: wordBytes, in: global)
        rankCandidates(
            words: words.count, nameWordCounts: nil, unicodeNameWordCounts: unicodeNameWordCounts, localeTouched: false,
            prefixesBelow: prefixesBelow)
        // Several words: the first word's matches in every layer first, then the others' for the emoji it matched
        // (here or among the words of no locale) only: no other emoji can match them all (`t-s`: the postings of the
        // thousands of words starting with s are merged only for the emoji that t found).
        let phases: [WordPhase] = words.count > 1 ? [.first, .rest] : [.all]
        for (position, locale) in languages.enumerated() {
            for phase in phases {
                wordPhase = phase
                collectLayers(
                    words: wordBytes, of: locale, stems: position < stems.count ? stems[position] : nil,
                    nearForms: nearForms, readingForms: &readingForms, known: known)
            }
            wordPhase = .all
            rankCandidates(
                words: words.count, nameWordCounts: locale.nameWordCounts, unicodeNameWordCounts: unicodeNameWordCounts,
                localeTouched: true, prefixesBelow: prefixesBelow,
                nameStartsBelowWholeReadings: syllable && locale.readingScheme == .mandarin)
            clearWordMatches(words.count)
        }
        clearGlobalMatches(words.count)
    }

    /// Collects the matches of `words` in every layer of `locale`, as `rankWords` describes them.
    private mutating func collectLayers(
        words wordBytes: [[UInt8]], of locale: LocaleAnnotations, stems: QueryStems?, nearForms: Bool,
        readingForms: inout ReadingForms, known: [Bool]
    ) {
        let tables = WordMatchTables.shared
        collect(words: wordBytes, in: locale.words, meaning: tables.postingMatch)
        if let scheme = locale.readingScheme, let readings = locale.readings {
            let forms = readingForms.forms(in: scheme)
            let meaning = scheme == .korean ? tables.spacedReadingMatch : tables.readingMatch
            collect(alternatives: forms, in: readings, meaning: meaning)
            if let everydayReadings = locale.everydayReadings {
                collect(alternatives: forms, in: everydayReadings, meaning: tables.everydayMatch)
            }
        }
        if let everyday = locale.everyday { collect(words: wordBytes, in: everyday, meaning: tables.everydayMatch) }
        // Related words are the lowest layer but typos: a word of one or two letters, which starts thousands
        // of them, finds only a related word equal to it (the layers above fill the page before them).
        if let related = locale.related {
            collect(words: wordBytes, in: related, meaning: tables.relatedMatch, minimumPrefix: 3, whole: known)
        }
        // A place matches only whole: the start of a word is the start of a place too often (`connect`).
        if let places = locale.places {
            collect(words: wordBytes, in: places, meaning: tables.relatedMatch, minimumPrefix: .max)
            collect(joinedWords: wordBytes, in: places, meaning: tables.relatedMatch)
        }
        if let wordStems = stems {
            collect(stems: wordStems, of: wordBytes, in: locale)
        }
        if nearForms {
            collect(
                nearFormsOf: wordBytes, in: locale.words,
                lettersToEndDifferently: locale.nearFormLettersToEndDifferently)
        }
    }

    /// Ranks the emoji every word matched: with `localeTouched`, those the current locale found (merged, for several
    /// words, with what the global words found); without, the global words alone.
    ///
    /// One word matches in one place or the other, and each place's pass ranks its own. With
    /// `nameStartsBelowWholeReadings` (a Mandarin locale's pass, one syllable typed), see
    /// ``nameStartBelowWholeReadings(_:_:)``.
    private mutating func rankCandidates(
        words count: Int, nameWordCounts: [UInt8]?, unicodeNameWordCounts: [UInt8], localeTouched: Bool,
        prefixesBelow: RankClass?, nameStartsBelowWholeReadings: Bool = false
    ) {
        if count == 1 {
            let tables = WordMatchTables.shared
            if prefixesBelow != nil || nameStartsBelowWholeReadings {
                let (emoji, matches) = localeTouched ? (touched[0], wordMatches) : (globalTouched[0], globalMatches)
                for index in emoji {
                    let match = matches[index]
                    var rank = prefixesBelow.map { Self.prefixBelow(match, $0, tables) } ?? tables.singleWordRank(match)
                    if localeTouched { rank = corroborated(rank, index) }
                    improve(
                        index, to: nameStartsBelowWholeReadings ? Self.nameStartBelowWholeReadings(rank, match) : rank)
                }
            } else if localeTouched {
                for index in touched[0] {
                    improve(index, to: corroborated(tables.singleWordRank(wordMatches[index]), index))
                }
            } else {
                for index in globalTouched[0] { improve(index, to: tables.singleWordRank(globalMatches[index])) }
            }
            return
        }
        if localeTouched {
            rankSeveralWords(count, candidates: touched[0], nameWordCounts, unicodeNameWordCounts, local: true)
        }
        // In a locale's pass, the emoji the first word found among the words of no locale again, with what the locale
        // found; those it found nothing for are skipped: the pass without a locale ranked them so already (the words
        // of no locale are no words of a name, so the locale's name word counts change nothing for them).
        rankSeveralWords(
            count, candidates: globalTouched[0], nameWordCounts, unicodeNameWordCounts, local: localeTouched,
            onlyLocallyFound: localeTouched)
    }

    /// `rank` of an emoji that one word found as its everyday word, first among the everyday matches when the words of
    /// no locale (its Unicode name, its Unicode category, GitHub's tags, found in the same search) have the word too:
    /// Unicode's own word for what the emoji is bears out emojilib's (`vegetable` → 🥦 🥬, whose category is
    /// food-vegetable, before 🍃 🍀, whose emojilib keywords say vegetable too).
    @inline(__always)
    private func corroborated(_ rank: RankClass, _ index: Int) -> RankClass {
        guard rank.is(.everyday), rank.bonus >= 2, globalMatches[index].contains(.extraExact) else {
            return rank
        }
        return RankClass(.everyday, bonus: 3)
    }

    /// The rank class of one word's `match` when the word is a whole word of a lower layer (`prefixesBelow`).
    ///
    /// The start of a longer word of a name or keyword ranks as `below`, or as what else it matched if better. A
    /// romanized word of the first language (`ame`: American football 🏈, not 雨 ame) so ranks below the
    /// readings equal to the word (☔), with those it only starts; an everyday word (`hop`: 🙏 hope, not 🦘 hop) below
    /// the emoji with that everyday word, above those with a longer one it starts.
    private static func prefixBelow(_ match: WordMatch, _ below: RankClass, _ tables: WordMatchTables) -> RankClass {
        let rank = tables.singleWordRank(match)
        guard rank.is(.namePrefix) || rank.is(.nameWords) || rank.is(.keywordWords) else { return rank }
        let weaker = WordMatch(rawValue: match.rawValue & ~WordMatch.strong.rawValue)
        let own = weaker.isEmpty ? RankClass.none : tables.singleWordRank(weaker)
        return Swift.min(own, below)
    }

    /// `rank` for one Mandarin syllable typed: a syllable is a word where it is the whole reading of a name or keyword,
    /// certain or guessed (花 hua → 🌸), and only a character of a longer word where it starts a name (花痴 huachi →
    /// 😍): the first ranks as a whole reading, the second as a reading token. (Whole readings whose name also starts
    /// with the syllable first put 💧 水滴 before ♨️ for `shui`, but 💟 心型装饰 before ❤️ for `xin` and 🧑‍🤝‍🧑 手拉手 first
    /// for `shou`: popularity orders them.)
    private static func nameStartBelowWholeReadings(_ rank: RankClass, _ match: WordMatch) -> RankClass {
        guard rank.is(.reading), !match.contains(.readingWholeName) else { return rank }
        if match.contains(.readingWholeOrGuessed) { return min(rank, RankClass(.reading, bonus: 2)) }
        return match.contains(.readingName) ? max(rank, RankClass(.reading, bonus: 1)) : rank
    }

    /// Ranks `candidates` whose every word matched, locally (`local`) or among the global words; with
    /// `onlyLocallyFound`, only those some word matched locally.
    private mutating func rankSeveralWords(
        _ count: Int, candidates: [Int], _ nameWordCounts: [UInt8]?, _ unicodeNameWordCounts: [UInt8], local: Bool,
        onlyLocallyFound: Bool = false
    ) {
        if perWord.count < count { perWord = [WordMatch](repeating: [], count: count) }
        for index in candidates {
            if onlyLocallyFound, (0..<count).allSatisfy({ wordMatches[$0 * emojiCount + index].isEmpty }) { continue }
            var complete = true
            for w in 0..<count {
                let slot = w * emojiCount + index
                perWord[w] =
                    WordMatch(
                        rawValue: globalMatches[slot].rawValue | (local ? wordMatches[slot].rawValue : 0)
                    ).nameInflectionAsKeyword
                if perWord[w].isEmpty {
                    complete = false
                    break
                }
            }
            guard complete else { continue }
            let nameWords = nameWordCounts.map { Int($0[index]) } ?? 0
            improve(
                index,
                to: WordMatch.rank(
                    ofInflectionsAsKeywords: perWord[0..<count], nameWordCount: nameWords,
                    unicodeNameWordCount: Int(unicodeNameWordCounts[index])))
        }
    }

    /// Adds the postings of `tokens` of `index` to word `w`'s matches (`length`: the typed word's, for exactness), as
    /// ``wordPhase`` allows: in ``WordPhase/first`` only the first word's, in ``WordPhase/rest`` only the others', for
    /// the emoji the first word matched here or among the words of no locale.
    @inline(__always)
    private mutating func accumulate(
        word w: Int, tokens: Range<Int>, of index: TokenIndex, length: Int, meaning: [WordMatch]
    ) {
        switch wordPhase {
        case .all: break
        case .first: guard w == 0 else { return }
        case .rest: guard w > 0 else { return }
        }
        let count = emojiCount
        let filtered = wordPhase == .rest
        globalMatches.withUnsafeBufferPointer { global in
            wordMatches.withUnsafeMutableBufferPointer { all in
                let slice = UnsafeMutableBufferPointer(rebasing: all[w * count..<(w + 1) * count])
                let first = UnsafeBufferPointer(rebasing: all[0..<count])
                index.accumulate(
                    tokens: tokens, exactLength: length, meaning: meaning, into: slice, touched: &touched[w],
                    candidates: filtered ? (first, UnsafeBufferPointer(rebasing: global[0..<count])) : nil)
            }
        }
    }

    /// Fills the word matches with the real (prefix) matches of every word in `index`; a word shorter than
    /// `minimumPrefix` bytes matches only a token equal to it, and so does a word of one or two letters
    /// (``shortWordBytes``) that another word follows: the user typed it whole (`so happy`: so, not somersault); and so
    /// does a word that `whole` marks.
    mutating func collect(
        words: [[UInt8]], in index: TokenIndex, meaning: [WordMatch], minimumPrefix: Int = 0, whole marked: [Bool] = []
    ) {
        for (w, bytes) in words.enumerated() {
            let whole =
                bytes.count < minimumPrefix || (w < words.count - 1 && bytes.count <= Self.shortWordBytes)
                || (w < marked.count && marked[w])
            let tokens = whole ? index.tokenRange(equalTo: bytes) : index.tokenRange(withPrefix: bytes)
            accumulate(word: w, tokens: tokens, of: index, length: bytes.count, meaning: meaning)
        }
    }

    /// Fills the word matches of every word with the token that is all the words joined, if `index` has it: a place of
    /// several words is indexed so (`newyork`), to be found by all of them (`new york`) and by none alone (`york`,
    /// `new`).
    private mutating func collect(joinedWords words: [[UInt8]], in index: TokenIndex, meaning: [WordMatch]) {
        guard words.count > 1 else { return }
        let joined = Array(words.joined())
        let tokens = index.tokenRange(equalTo: joined)
        guard !tokens.isEmpty else { return }
        foundJoinedName = true
        for w in words.indices {
            accumulate(word: w, tokens: tokens, of: index, length: joined.count, meaning: meaning)
        }
    }

    /// A word of at most this many bytes (two Latin letters) that another word follows matches only whole tokens.
    static let shortWordBytes = 2

    /// Adds the matches of every word whose stem (`stems.stems[w]`) is a stem of the locale's words.
    ///
    /// The locale's stems index holds the stems that differ from their word, and a stem that differs from the query
    /// word is also looked up among the words and everyday words themselves, and among the related words, where it
    /// stays a related match (`sparrows` finds 🐦 through the related word `sparrow`); so are the word's other base
    /// forms (`vegetables` → vegetable, see ``QueryStems``), among the words, the everyday words and the related words
    /// (`veggies` → the related word veggie, whose stem veggi is no word). Where none of these is a token, the word's
    /// respelled base form is looked up the same way (`nappies` → the related word nappy). Stems match whole.
    private mutating func collect(stems: QueryStems, of words: [[UInt8]], in locale: LocaleAnnotations) {
        let tables = WordMatchTables.shared
        for (w, stem) in stems.stems.enumerated() where !stem.isEmpty {
            var found = false
            /// Adds the postings of the token equal to `form` in `index`.
            func lookUp(_ form: [UInt8], in index: TokenIndex?, meaning: [WordMatch] = tables.stemMatch) {
                guard let index else { return }
                let range = index.tokenRange(equalTo: form)
                guard !range.isEmpty else { return }
                found = true
                accumulate(word: w, tokens: range, of: index, length: form.count, meaning: meaning)
            }
            /// Adds the postings of a base form of the word.
            func lookUp(baseForm form: [UInt8]) {
                lookUp(form, in: locale.words, meaning: tables.keywordBaseFormMatch)
                lookUp(form, in: locale.everyday)
                lookUp(form, in: locale.related, meaning: tables.relatedMatch)
            }
            lookUp(stem, in: locale.stems)
            if stem != words[w] {
                lookUp(stem, in: locale.words, meaning: tables.baseFormMatch)
                lookUp(stem, in: locale.everyday)
                lookUp(stem, in: locale.related, meaning: tables.relatedMatch)
            }
            for form in stems.baseForms[w] { lookUp(baseForm: form) }
            if !found, !stems.respelled[w].isEmpty { lookUp(baseForm: stems.respelled[w]) }
        }
    }

    /// Adds, as near forms, the words of `index` that differ from a query word only in their last letters.
    ///
    /// See ``WordMatch/nearForm``; a query word of fewer than five letters has none.
    private mutating func collect(
        nearFormsOf words: [[UInt8]], in index: TokenIndex, lettersToEndDifferently: Int
    ) {
        let meaning = WordMatchTables.shared.nearFormMatch
        for (w, bytes) in words.enumerated() {
            index.forEachNearForm(of: bytes, lettersToEndDifferently: lettersToEndDifferently) { token in
                accumulate(word: w, tokens: token..<token + 1, of: index, length: -1, meaning: meaning)
            }
        }
    }

    /// Adds the reading matches of every word's canonical forms (`alternatives[w]`).
    private mutating func collect(alternatives: [[[UInt8]]], in readings: TokenIndex, meaning: [WordMatch]) {
        for (w, forms) in alternatives.enumerated() {
            for form in forms {
                accumulate(
                    word: w, tokens: readings.tokenRange(withPrefix: form), of: readings, length: form.count,
                    meaning: meaning)
            }
        }
    }

    /// Fills the global matches with the matches of every word among the words of no locale.
    private mutating func collectGlobal(words: [[UInt8]], in global: TokenIndex) {
        let count = emojiCount
        let meaning = WordMatchTables.shared.postingMatch
        for (w, bytes) in words.enumerated() {
            let range = global.tokenRange(withPrefix: bytes)
            globalMatches.withUnsafeMutableBufferPointer { all in
                let slice = UnsafeMutableBufferPointer(rebasing: all[w * count..<(w + 1) * count])
                global.accumulate(
                    tokens: range, exactLength: bytes.count, meaning: meaning, into: slice, touched: &globalTouched[w])
            }
        }
    }
}
