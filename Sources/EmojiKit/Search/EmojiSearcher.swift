/// Searches emoji by name, keyword and shortcode in one or more languages.
///
/// Holds scratch buffers reused across searches, so a searcher belongs to one thread; make one
/// per engine. A search costs a binary search per word and locale plus the postings of the
/// matching tokens; buffers are cleared through lists of the entries touched, so nothing is
/// proportional to the number of emoji per locale.
public final class EmojiSearcher {
    /// The catalog searched.
    public let catalog: EmojiCatalog
    /// The locales searched, in the user's order.
    public let languages: [LocaleAnnotations]

    /// Typo matching is tried only when a query has no real match, so typo results never mix with real ones and the
    /// cost of forgiving typos is paid only when it helps.
    ///
    /// Query words shorter than this are never matched with a typo (nor longer than
    /// ``SearchLimits/typoMaximumLength``).
    public static let typoMinimumLength = 4
    /// The lengths of query words (in scalars) that may be matched with a typo.
    static let typoLengths = typoMinimumLength...SearchLimits.typoMaximumLength
    /// Typos are looked for in the first languages only: the ones the user types in. (With every
    /// locale loaded, forgiving a typo against a hundred foreign vocabularies finds noise.)
    public static let typoLanguageLimit = 3
    /// A word typed shorter than this is never taken as a whole everyday word over the longer words it starts (see
    /// ``prefixesBelow(_:_:)``).
    static let everydayWordMinimumLength = 3
    /// Near forms (``MatchQuality/nearForm``) are looked for only when the other layers found fewer emoji than this
    /// (a page of the grid: 7 × 4), and in the first ``typoLanguageLimit`` languages: they fill a short answer
    /// (`kalpler`, `laughter`) and never lengthen a full one (`heart` has no near form `hear`).
    public static let nearFormResultLimit = 28
    /// A query of several words whose matches of them all are fewer than this (a row of the grid) is also searched
    /// with some words dropped (``MatchQuality/partial``, ``DroppedWords``).
    public static let partialResultLimit = 7

    /// The first ``typoLanguageLimit`` languages: the ones the user types in, which the passes that fill a short
    /// answer (near forms, splits, typos, phrases) search.
    private let firstLanguages: [LocaleAnnotations]
    /// The spellings typed for written ones that apply to the first languages (``Respelling``).
    private let respellings: [Respelling]
    /// The first languages read in romaji, where ``JapaneseInflection`` looks for a word's dictionary forms.
    private let japaneseLanguages: [LocaleAnnotations]
    /// Whether Korean is among the first languages, so that letters may be keys of its keyboard (``HangulKeyboard``).
    private let typesKorean: Bool
    /// Whether a Mandarin locale is among the languages (see ``isMandarinSyllable(_:)``).
    private let readsMandarin: Bool
    /// The splitter of compounds into the words of the first languages that write compounds as one word (German,
    /// Dutch, the Nordic languages: ``CompoundingLanguages``); nil when there are none.
    private let compounds: JoinedWords?
    private var scratch: SearchScratch
    /// The stemmer of each language with stems (nil for the others), with the stems it made lately, shared by the
    /// languages of one algorithm (`en` and `en-GB`).
    private let stemmers: [StemMemo?]
    /// The reading forms of the words searched lately.
    private let readingFormsMemo = ReadingFormsMemo()
    /// Per first language, the token ranges within one edit of the words searched lately (see
    /// ``SearchScratch/rankTypos(_:languages:memos:known:)``).
    private var typoMemos: [BoundedMemo<String, [Range<Int>]>]

    public init(catalog: EmojiCatalog, languages: [LocaleAnnotations]) {
        self.catalog = catalog
        self.languages = languages
        firstLanguages = Array(languages.prefix(Self.typoLanguageLimit))
        respellings = Respelling.applying(to: firstLanguages)
        japaneseLanguages = firstLanguages.filter { $0.readingScheme == .japanese }
        typesKorean = firstLanguages.contains { $0.readingScheme == .korean }
        readsMandarin = languages.contains { $0.readingScheme == .mandarin }
        let compounding = firstLanguages.filter { CompoundingLanguages.contains($0.locale) }
        compounds = compounding.isEmpty ? nil : JoinedWords(languages: compounding)
        scratch = SearchScratch(emojiCount: catalog.count, searchRanks: catalog.searchRanks)
        typoMemos = firstLanguages.map { _ in BoundedMemo(capacity: Self.typoMemoCapacity) }
        var byAlgorithm: [String: StemMemo] = [:]
        stemmers = languages.map { locale in
            guard let algorithm = locale.stemmingAlgorithm else { return nil }
            if let memo = byAlgorithm[algorithm] { return memo }
            let memo = Stemmer(algorithm: algorithm).map(StemMemo.init(stemmer:))
            byAlgorithm[algorithm] = memo
            return memo
        }
    }

    /// The stems of the query words in each language's algorithm (nil where it has none), and their base forms in the
    /// first ``typoLanguageLimit`` languages (they order matches, as near forms fill them: worth their stemming in
    /// the user's first languages, not in every locale); words too short to have another form get none.
    ///
    /// Only the first `languageLimit` languages get stems: a pass that searches those alone stems no other.
    private func stems(of words: [String], languageLimit: Int = .max) -> [QueryStems?] {
        var byAlgorithm: [String: QueryStems] = [:]
        return stemmers.prefix(languageLimit).enumerated().map { position, memo in
            guard let memo else { return nil }
            if let stems = byAlgorithm[memo.algorithm] { return stems }
            let stems = QueryStems(
                words, memo: memo, minimumLength: Self.stemMinimumLength,
                baseForms: position < Self.typoLanguageLimit)
            byAlgorithm[memo.algorithm] = stems
            return stems
        }
    }

    /// The most words whose typo ranges are remembered per language: the words of the last query or two as typed.
    static let typoMemoCapacity = 64

    /// Query words shorter than this are not stemmed (a prefix being typed, not a form of a word).
    public static let stemMinimumLength = 3

    /// The ranked results for `text` (see ``SearchQuery`` for the syntax).
    ///
    /// Text that ``SearchLimits`` does not admit finds nothing, at once: see ``isTooLong(_:)``.
    public func search(_ text: String, options: SearchOptions = SearchOptions()) -> SearchResults {
        guard !isTooLong(text) else { return SearchResults() }
        return search(SearchQuery(text, folder: catalog.folder), options: options)
    }

    /// Whether `text` is longer than anything it could match (plus a margin), so that searching
    /// it would find nothing; constant time.
    public func isTooLong(_ text: String) -> Bool {
        !catalog.searchLimits.admits(text)
    }

    /// Adds, as inflections, the emoji whose Japanese readings are a dictionary form of a query word typed in another
    /// form (`oyogi` → oyogu 泳ぐ → 🏊), one word at a time; like near forms, only to fill a short answer.
    private func rankJapaneseInflections(of words: [String], in work: inout SearchScratch) {
        let forms = words.map(JapaneseInflection.baseForms(of:))
        guard forms.contains(where: { !$0.isEmpty }) else { return }
        let before = work.matchedClasses
        for (position, wordForms) in forms.enumerated() {
            for form in wordForms {
                var inflected = words
                inflected[position] = form
                var readingForms = ReadingForms(inflected, memo: readingFormsMemo)
                work.rankWords(
                    inflected, languages: japaneseLanguages, global: catalog.globalWords,
                    unicodeNameWordCounts: catalog.globalNameWordCounts, readingForms: &readingForms)
            }
        }
        work.markInflected(since: before)
    }

    /// The query's words as the Hangul their keys spell on the Korean keyboard, when Korean is among the first languages
    /// and every word spells some; else none.
    private func hangulKeys(_ query: SearchQuery) -> [[String]] {
        guard typesKorean else { return [] }
        let typed = query.typedText.split(separator: " ").map(String.init)
        let hangul = typed.compactMap(HangulKeyboard.hangul)
        return hangul.count == typed.count && !hangul.isEmpty ? [hangul] : []
    }

    /// Whether `words` is one word that a reading of the first language's names and keywords equals, when that language
    /// is read in romanization (Japanese, Chinese, Korean): then it is more likely that word (`ame` 雨, `niu` 牛, `hon`
    /// 本) than the start of a longer one in another language (American, Niue, honey).
    private func readsAsFirstLanguageWord(_ forms: inout ReadingForms) -> Bool {
        guard forms.words.count == 1, let first = languages.first, let scheme = first.readingScheme,
            let readings = first.readings
        else { return false }
        return forms.forms(in: scheme)[0].contains { !readings.tokenRange(equalTo: $0).isEmpty }
    }

    /// Where the emoji that one word typed found only as the start of a longer word of a name or keyword rank, when the
    /// word is a whole word of a layer below (nil: where that match puts them).
    ///
    /// Below its readings if it is a romanized word of the first language (``readsAsFirstLanguageWord(_:)``); else
    /// below the emoji whose everyday word it is in the first language (`hop` → 🦘 before 🙏 hope, `guy` → 👨 before
    /// 🇬🇾 Guyana), above those whose everyday word it only starts. (Not for a word of two letters, which is more often
    /// the start of the word being typed than emojilib's region code or abbreviation: `sc` → ✂️ scissors, not 🇸🇨.)
    private func prefixesBelow(_ words: [String], _ forms: inout ReadingForms) -> RankClass? {
        if readsAsFirstLanguageWord(&forms) { return RankClass(.reading, bonus: 0) }
        guard words.count == 1, words[0].unicodeScalars.count >= Self.everydayWordMinimumLength,
            let everyday = languages.first?.everyday,
            !everyday.tokenRange(equalTo: Array(words[0].utf8)).isEmpty
        else { return nil }
        return RankClass(.everyday, bonus: 1)
    }

    /// Per query word, whether it is a word of one of the first languages as written, so no typo of another: its stem
    /// (`stems`, per language) is a known stem of that language (``KnownWords``; English only).
    private func knownWords(_ words: [String], _ stems: [QueryStems?]) -> [Bool] {
        guard let known = catalog.knownEnglishStems else { return [] }
        let english = firstLanguages.indices.filter { languages[$0].stemmingAlgorithm == "english" }
        return words.indices.map { w in
            english.contains { position in
                guard position < stems.count, let stem = stems[position]?.stems[w], !stem.isEmpty else { return false }
                return known.contains(stem)
            }
        }
    }

    /// Whether the query is one word that is one Mandarin syllable, when a Mandarin locale is searched.
    private func isMandarinSyllable(_ forms: inout ReadingForms) -> Bool {
        guard forms.words.count == 1, readsMandarin else { return false }
        return forms.forms(in: .mandarin)[0].contains(where: PinyinSpelling.isSyllable)
    }

    /// Ranks `words` in the first languages, as the passes that fill a short answer search them.
    private func rankInFirstLanguages(_ words: [String], in work: inout SearchScratch) {
        let first = firstLanguages
        var readingForms = ReadingForms(words, memo: readingFormsMemo)
        let wordStems = stems(of: words, languageLimit: first.count)
        work.rankWords(
            words, languages: first, stems: wordStems, global: catalog.globalWords,
            unicodeNameWordCounts: catalog.globalNameWordCounts, readingForms: &readingForms,
            known: knownWords(words, wordStems))
    }

    /// Searches `forms` in turn, in the first languages, until one finds something.
    private func rankFirstFound(_ forms: [[String]], in work: inout SearchScratch) {
        for form in forms where !work.hasMatches { rankInFirstLanguages(form, in: &work) }
    }

    /// Most of the words (`so tired` → tired), in the first languages, after every match of them all
    /// (``DroppedWords``).
    private func rankMostWords(of words: [String], in work: inout SearchScratch) {
        let first = firstLanguages
        let before = work.matchedClasses
        for kept in DroppedWords.subsets(of: words, namesWhole: { word in first.contains { $0.namesWhole(word) } }) {
            rankInFirstLanguages(kept, in: &work)
            if work.matched.count > before.count { break }
        }
        work.markPartial(since: before, nameStartFirst: true)
    }

    /// The emoji of each word of a compound that no emoji has all of (`Bierglas` → 🍷 of Glas and 🍺 of Bier;
    /// `Katzenbaby` → 🐈 and 👶), as ``MatchQuality/partial`` matches of a whole name or keyword or the start of a
    /// name: the head word, last in the compounding languages, says what the thing is, but the word before it is often
    /// the emoji's (beer, dog, police).
    private func rankEachPart(of parts: [String], in work: inout SearchScratch) {
        let before = work.matchedClasses
        for part in parts { rankInFirstLanguages([part], in: &work) }
        work.markPartial(since: before, wholeWordsOnly: true)
    }

    /// The ranked results for a parsed query.
    public func search(_ query: SearchQuery, options: SearchOptions = SearchOptions()) -> SearchResults {
        guard !query.isEmpty else { return SearchResults() }
        // Work on a local copy of the buffers (moved, not copied) so the hot loops need no
        // dynamic exclusivity checks on class properties.
        var work = SearchScratch(emojiCount: 0)
        swap(&work, &scratch)
        defer { swap(&work, &scratch) }
        work.reset()
        var sequences: [EmojiID: EmojiSequenceID] = [:]
        if let whole = query.wholeText { work.rankEmoticons(whole, catalog: catalog) }
        switch query.kind {
        case .shortcode(let text, let exact):
            if !text.isEmpty {
                work.rankShortcodes(
                    prefix: text, exact: exact, catalog: catalog, languages: languages, sequences: &sequences)
            }
        case .words(let words):
            guard !words.isEmpty else { break }
            // A query typed as one piece may be a shortcode without its colons (`sob`, `+1`, `-1`).
            if let whole = query.wholeText ?? (words.count == 1 ? words[0] : nil) {
                work.rankShortcodes(
                    prefix: whole, exact: true, asWord: true, catalog: catalog, languages: languages,
                    sequences: &sequences)
            } else if words.count > 1 {
                // Several words may be a shortcode typed with spaces (`man tone5`, `thumbs up`).
                work.rankShortcodes(
                    prefix: words.joined(separator: "_"), exact: true, catalog: catalog, languages: [],
                    sequences: &sequences)
            }
            let first = firstLanguages
            let wordStems = stems(of: words)
            var readingForms = ReadingForms(words, memo: readingFormsMemo)
            let prefixesBelow = prefixesBelow(words, &readingForms)
            let known = knownWords(words, wordStems)
            work.rankWords(
                words, languages: languages, stems: wordStems, global: catalog.globalWords,
                unicodeNameWordCounts: catalog.globalNameWordCounts, readingForms: &readingForms,
                prefixesBelow: prefixesBelow, syllable: isMandarinSyllable(&readingForms), known: known)
            if let joined = query.joinedWords {
                // The hyphenated pieces written together too (`ke-ki` → keki, ケーキ → 🍰); each emoji keeps its
                // better match.
                var joinedForms = ReadingForms(joined, memo: readingFormsMemo)
                work.rankWords(
                    joined, languages: languages, stems: stems(of: joined), global: catalog.globalWords,
                    unicodeNameWordCounts: catalog.globalNameWordCounts, readingForms: &joinedForms,
                    prefixesBelow: prefixesBelow)
            }
            work.rankRegionCode(words, catalog: catalog, languages: languages)
            if work.matched.count < Self.nearFormResultLimit,
                words.contains(where: { $0.unicodeScalars.count > TokenIndex.nearFormSharedLetters })
            {
                work.rankWords(
                    words, languages: first, stems: Array(wordStems.prefix(first.count)),
                    global: catalog.globalWords, unicodeNameWordCounts: catalog.globalNameWordCounts, nearForms: true,
                    readingForms: &readingForms)
            }
            if work.matched.count < Self.nearFormResultLimit, !japaneseLanguages.isEmpty {
                rankJapaneseInflections(of: words, in: &work)
            }
            if !work.hasMatches {
                // Korean typed on its keyboard's keys (`dkssud` 안녕), a character typed again and again (`狗狗`), a
                // spelling typed for another (`ramyun`, `elefant`), a Japanese noun with its polite `o` (`osakana`),
                // words typed without their spaces (`shootingstar`), before typos.
                let polite = japaneseLanguages.isEmpty ? [] : JapanesePolitePrefix.forms(of: words)
                let joined = JoinedWords(languages: first).splits(of: words)
                rankFirstFound(
                    hangulKeys(query) + RepeatedCharacters.shorterForms(of: words)
                        + respellings.flatMap({ $0.forms(of: words) }) + polite + joined, in: &work)
                if options.typoTolerance, !work.hasMatches {
                    work.rankTypos(words, languages: first[...], memos: &typoMemos, known: known)
                }
                // After typos, in German, Dutch or a Nordic language: a compound written with linking letters
                // (`Geburtstagsparty`), and one whose words no emoji has together (`Katzenbaby`, `Apfelkuchen`): each
                // of its words. (Several words typed apart keep most of them, below.)
                if !work.hasMatches, let compounds {
                    let linked = compounds.splits(of: words, linking: true)
                    rankFirstFound(linked, in: &work)
                    if !work.hasMatches, words.count == 1,
                        let split = (compounds.splits(of: words) + linked).first(where: compounds.isCompound)
                    {
                        rankEachPart(of: split, in: &work)
                    }
                }
            } else if options.typoTolerance, !work.hasMatches {
                work.rankTypos(words, languages: first[...], memos: &typoMemos, known: known)
            } else if let compounds, work.matched.count < Self.partialResultLimit, words.count == 1,
                !compounds.isWordAsWritten(words[0]), let split = compounds.namedHeadSplit(of: words[0])
            {
                // A compound that is no word as written and found a few emoji as the start of a longer word
                // (`regendruppel` begins ☔ paraplu met regendruppels) also gives each of its words' emoji below them
                // (💧 druppel), when its last word is an emoji's name.
                rankEachPart(of: split, in: &work)
            }
            // The words of a name of several words (`new york`, `salt lake city`) mean nothing alone.
            if words.count > 1, !work.foundJoinedName, work.matched.count < Self.partialResultLimit {
                rankMostWords(of: words, in: &work)
            }
        }
        return SearchResults(
            classes: work.classes, matched: work.matchedBySearchRank, sequences: sequences, catalog: catalog,
            options: options)
    }
}
