import EmojiKit

/// The search layers of one locale below its CLDR words, each a token index of its own (see
/// `EmojiKit.TokenBlockTags`): everyday words and their romanized readings, stems, related words.
///
/// Each layer keeps only what the layers above do not already say about an emoji: an everyday word
/// that is also a CLDR word of the same emoji, or a stem equal to its word, adds nothing.
struct SearchLayersBuilder {
    let folder: TextFolder
    let readings: RomanizedReadings?
    let stemmer: Stemmer?
    /// Irregular inflections by word (WordNet's, for English: `wolf` → wolves), whose stems the stems layer holds too.
    let irregularInflections: [String: [String]]

    private var everyday = PostingCollector()
    private var everydayReadings = PostingCollector()
    private var stems = PostingCollector()
    private var related = PostingCollector()
    private var places = PostingCollector()
    /// The longest everyday or related phrase.
    private(set) var longest = LongestPhrase()

    init(
        folder: TextFolder, readings: RomanizedReadings?, stemmer: Stemmer?,
        irregularInflections: [String: [String]] = [:]
    ) {
        self.folder = folder
        self.readings = readings
        self.stemmer = stemmer
        self.irregularInflections = irregularInflections
    }

    /// Adds the stems of the word tokens of one CLDR phrase of `emoji` (a name, a keyword, a label).
    ///
    /// The stem of a one-word phrase covers it (`gatto` → gatt, the whole name of 🐈). The stems of a word's irregular
    /// inflections that the stemmer does not bring to its stem count as its stems (`wolves` → wolv for wolf 🐺,
    /// `swam` for swim 🏊).
    mutating func addStems(of tokens: [WordSplitter.IndexToken], emoji: Int, role: PostingCollector.Role) {
        guard let stemmer else { return }
        var stemTokens: [WordSplitter.IndexToken] = []
        for token in tokens where token.isWord {
            /// Adds `stem` as a stem of `token`.
            func add(_ stem: String) {
                guard stem != token.text, !stem.isEmpty, !stemTokens.contains(where: { $0.text == stem }) else {
                    return
                }
                stemTokens.append(
                    WordSplitter.IndexToken(
                        text: stem, isWord: true, startsPhrase: token.startsPhrase, coversPhrase: token.coversPhrase))
            }
            let stem = stemmer.stem(token.text)
            add(stem)
            for form in irregularInflections[token.text] ?? [] {
                let formStem = stemmer.stem(form)
                if formStem != stem { add(formStem) }
            }
        }
        stems.add(stemTokens, emoji: emoji, role: role)
    }

    /// Adds the everyday words of `emoji` (and, in a language with readings, their romanized
    /// readings: certain for kana, guessed for kanji), leaving out the tokens its CLDR words
    /// (`known`) already have.
    mutating func addEveryday(_ words: [String], emoji: Int, known: Set<String>) {
        for word in words {
            let folded = folder.fold(word)
            if let readings {
                let tokens = readings.indexTokens(folded)
                everydayReadings.add(tokens, emoji: emoji, role: .keyword)
                longest.note(readings: tokens.certain + tokens.guessed)
            }
            let tokens = WordSplitter.indexTokens(folded).filter { !known.contains($0.text) }
            guard !tokens.isEmpty else { continue }
            everyday.add(tokens, emoji: emoji, role: .keyword)
            addStems(of: tokens, emoji: emoji, role: .keyword)
            longest.note(folded)
        }
    }

    /// Adds the related words of `emoji` (WordNet), leaving out tokens it already has (`known`).
    ///
    /// Those not near its thing (``RelatedWord/isNear``) are marked ``EmojiKit/PostingFlags/supplementary``, to rank
    /// below the near ones, and those of its whole name (``RelatedWord/ofWholeName``) are indexed as name words, to
    /// rank first. Places (``RelatedWord/Relation/place``) go to a layer of their own, which a search matches whole
    /// only; there too a place a name means after its first ranks below.
    mutating func addRelated(_ words: [RelatedWord], emoji: Int, known: Set<String>) {
        for word in words {
            let folded = folder.fold(word.text)
            let tokens = WordSplitter.indexTokens(folded).filter { !known.contains($0.text) }
            guard !tokens.isEmpty else { continue }
            if word.relation == .place {
                places.add(tokens, emoji: emoji, role: word.ofWholeName ? .name : .keyword, guessed: !word.isNear)
            } else {
                related.add(tokens, emoji: emoji, role: word.ofWholeName ? .name : .keyword, guessed: !word.isNear)
            }
            longest.note(folded)
        }
    }

    /// Writes the layers that have data.
    func write(into writer: inout SectionWriter) {
        if !everyday.isEmpty { everyday.write(into: &writer, tags: .everyday) }
        if readings != nil, !everydayReadings.isEmpty { everydayReadings.write(into: &writer, tags: .everydayReadings) }
        if let stemmer, !stems.isEmpty {
            writer.block(BlockTags.stemmingAlgorithm, Array(stemmer.algorithm.utf8))
            stems.write(into: &writer, tags: .stems)
        }
        if !related.isEmpty { related.write(into: &writer, tags: .related) }
        if !places.isEmpty { places.write(into: &writer, tags: .places) }
    }
}
