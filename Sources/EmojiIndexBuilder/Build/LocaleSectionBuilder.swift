import EmojiKit
import Foundation

/// Builds one `locale:<id>` section: names, keywords, toned names, category labels, the search
/// tokens with their postings, and, where the language has them, romanized readings and
/// localized shortcodes.
struct LocaleSectionBuilder {
    let locale: String
    /// Resolved annotations, keyed by emoji text without U+FE0F.
    let annotations: [String: CLDRAnnotations.Annotation]
    /// Localized group labels (nil = not translated), in group order.
    let groupLabels: [String?]
    let baseTexts: [String]
    let tonedTexts: [String]
    /// The base emoji (index into `baseTexts`) of each toned sequence.
    let tonedBases: [Int]
    let folder: TextFolder
    /// Per base emoji, the localized category labels it is found by (supplementary words).
    var categoryLabels: [[String]] = []
    /// Romanized readings, for Japanese, Chinese and Korean.
    var readings: RomanizedReadings?
    /// Localized shortcodes (emojibase), keyed by emoji text without U+FE0F.
    var shortcodes: [String: [String]] = [:]
    /// Everyday words beyond CLDR (emojilib for English, Mozc for Japanese), if the language has any.
    var everyday: EverydayWords?
    /// Related words of each emoji (WordNet, for English), keyed by emoji text without U+FE0F.
    var related: [String: [RelatedWord]] = [:]
    /// The Snowball stemmer of the language, if it has one.
    var stemmer: Stemmer?
    /// Irregular inflections by word (WordNet's, for English), stemmed with the words (see ``SearchLayersBuilder``).
    var irregularInflections: [String: [String]] = [:]

    /// Whether the locale has any name or keyword for a base emoji.
    var hasData: Bool {
        baseTexts.contains { annotations[CLDRAnnotations.key($0)] != nil }
    }

    /// The section's bytes, and the longest phrase it lets a query match.
    func bytes() -> (bytes: [UInt8], longestPhrase: LongestPhrase) {
        var writer = SectionWriter()
        var longest = LongestPhrase()
        let tags = BlockTags.self

        var names: [[UInt8]] = []
        var keywordLists: [[UInt8]] = []
        var nameWordCounts: [UInt8] = []
        var words = PostingCollector()
        // A Chinese syllable that a certain reading has as a word (the first of a shortcode, `shui` of shui_di 💧) keeps
        // a guessed whole keyword's wholeness (水 is a keyword of 💧): one syllable typed ranks it with the words it is.
        var readingTokens = PostingCollector(keepsGuessedWholeness: readings?.scheme == .mandarin)
        var layers = SearchLayersBuilder(
            folder: folder, readings: readings, stemmer: stemmer, irregularInflections: irregularInflections)
        /// The CLDR tokens of the emoji being added, which the layers below leave out.
        var known: Set<String> = []

        /// Adds the tokens of one CLDR phrase to the words and their stems.
        func addWords(_ tokens: [WordSplitter.IndexToken], emoji: Int, role: PostingCollector.Role) {
            words.add(tokens, emoji: emoji, role: role)
            layers.addStems(of: tokens, emoji: emoji, role: role)
            known.formUnion(tokens.map(\.text))
        }

        /// The readings the everyday words of the emoji being added give for certain (Mozc's kana readings), which
        /// confirm a reading guessed from a word's characters.
        var confirmedReadings: Set<String> = []

        /// Adds the romanized readings of a folded name or keyword.
        func addReadings(of folded: [Unicode.Scalar], emoji: Int, role: PostingCollector.Role) {
            guard let readings else { return }
            let tokens = Self.confirming(readings.indexTokens(folded), by: confirmedReadings)
            readingTokens.add(tokens, emoji: emoji, role: role)
            longest.note(readings: tokens.certain + tokens.guessed)
        }

        for (index, text) in baseTexts.enumerated() {
            let key = CLDRAnnotations.key(text)
            let annotation = annotations[key]
            names.append(Array((annotation?.name ?? "").utf8))
            let keywords = annotation?.keywords ?? []
            keywordLists.append(Array(keywords.joined(separator: "\u{1F}").utf8))

            var wordCount = 0
            known = []
            confirmedReadings = Self.certainReadings(of: everyday?.words[key] ?? [], readings, folder)
            if let name = annotation?.name {
                let folded = folder.fold(name)
                wordCount = WordSplitter.words(folded).count
                addWords(WordSplitter.indexTokens(folded), emoji: index, role: .name)
                addWords(Self.subnameTokens(folded), emoji: index, role: .name)
                longest.note(folded)
                addReadings(of: folded, emoji: index, role: .name)
            }
            for keyword in keywords {
                let folded = folder.fold(keyword)
                addWords(WordSplitter.indexTokens(folded), emoji: index, role: .keyword)
                longest.note(folded)
                addReadings(of: folded, emoji: index, role: .keyword)
            }
            if writesCompounds, let name = annotation?.name {
                let heads = Self.compoundHeadTokens(name: folder.fold(name), keywords: keywords.map(folder.fold))
                addWords(heads, emoji: index, role: .name)
            }
            if index < categoryLabels.count {
                for label in categoryLabels[index] {
                    let folded = folder.fold(label)
                    addWords(WordSplitter.indexTokens(folded), emoji: index, role: .supplementary)
                    longest.note(folded)
                }
            }
            if let everyday {
                layers.addEveryday(everyday.words[key] ?? [], emoji: index, known: known)
            }
            layers.addRelated(related[key] ?? [], emoji: index, known: known)
            if let readings {
                for shortcode in shortcodes[key] ?? [] {
                    let tokens = readings.shortcodeTokens(shortcode)
                    readingTokens.add(tokens, emoji: index, role: .name)
                    longest.note(readings: tokens)
                }
            }
            nameWordCounts.append(UInt8(clamping: wordCount))
        }
        let toneNames = SkinTone.allCases.map { annotations[String($0.modifier)]?.name }
        let tonedNames = tonedTexts.indices.map { index in
            let name = annotations[CLDRAnnotations.key(tonedTexts[index])]?.name
            if let name { longest.note(folder.fold(name)) }
            let baseName = annotations[CLDRAnnotations.key(baseTexts[tonedBases[index]])]?.name
            return Array(Self.pattern(name, baseName: baseName, toneNames: toneNames).utf8)
        }
        let labels = groupLabels.map { Array(($0 ?? "").utf8) }
        let tones = toneNames.map { Array(($0 ?? "").utf8) }
        writer.lengthPrefixed(
            names + keywordLists + tonedNames + labels + tones, bytes: tags.texts, lengths: tags.textLengths)
        writer.block(tags.nameWordCounts, nameWordCounts)

        words.write(into: &writer, tags: .words)
        if let readings, !readingTokens.isEmpty {
            writer.block(tags.readingScheme, [readings.scheme.rawValue])
            readingTokens.write(into: &writer, tags: .readings)
        }
        layers.write(into: &writer)
        longest.note(layers.longest)
        longest.note(writeShortcodes(into: &writer))
        return (writer.bytes, longest)
    }

    /// Whether the language writes compounds as one word (``CompoundingLanguages``).
    private var writesCompounds: Bool { CompoundingLanguages.contains(locale) }

    /// The fewest letters of a keyword taken as the head of a compound in the name, and of the words before it.
    static let compoundHeadLetters = 3

    /// The readings of an emoji's everyday words that are read for certain, as whole words: Mozc's kana readings of it
    /// (`tsuki` of つき, a reading Mozc gives 🌙).
    static func certainReadings(of words: [String], _ readings: RomanizedReadings?, _ folder: TextFolder) -> Set<String>
    {
        guard let readings else { return [] }
        return Set(words.flatMap { readings.indexTokens(folder.fold($0)).certain.filter(\.isWord).map(\.text) })
    }

    /// A word's readings with those guessed from its characters that `confirmed` holds read for certain: a word of
    /// Han characters may be read otherwise than its characters (魚座 is うおざ, not ぎょざ), but not when the emoji's
    /// own kana readings say so (月 as `tsuki` where Mozc reads 🌙 つき, not `getsu`), so the reading ranks as the word's.
    static func confirming(
        _ tokens: (certain: [WordSplitter.IndexToken], guessed: [WordSplitter.IndexToken]), by confirmed: Set<String>
    ) -> (certain: [WordSplitter.IndexToken], guessed: [WordSplitter.IndexToken]) {
        guard !confirmed.isEmpty else { return tokens }
        let isConfirmed = { (token: WordSplitter.IndexToken) in token.isWord && confirmed.contains(token.text) }
        return (tokens.certain + tokens.guessed.filter(isConfirmed), tokens.guessed.filter { !isConfirmed($0) })
    }

    /// In a language that writes compounds as one word, each keyword of one word that ends a longer word of the name:
    /// the head of the compound, which says what the thing is (`Baum` of 🌳 Laubbaum and 🎄 Weihnachtsbaum, `Glas` of
    /// 🍷 Weinglas), as a word of the name, so that the emoji ranks with those whose names have the word apart
    /// (🪾 kahler Baum) and its plural finds it as a name (`Bäume`).
    static func compoundHeadTokens(name: [Unicode.Scalar], keywords: [[Unicode.Scalar]]) -> [WordSplitter.IndexToken] {
        let nameWords = WordSplitter.words(name)
        var heads: [String] = []
        for keyword in keywords {
            let words = WordSplitter.words(keyword)
            guard words.count == 1, let head = words.first, head.unicodeScalars.count >= compoundHeadLetters,
                !heads.contains(head)
            else { continue }
            let headLength = head.unicodeScalars.count
            let ends = nameWords.contains { word in
                word.unicodeScalars.count >= headLength + compoundHeadLetters
                    && word.unicodeScalars.reversed().starts(with: head.unicodeScalars.reversed())
            }
            if ends { heads.append(head) }
        }
        return heads.map { WordSplitter.IndexToken(text: $0, isWord: true, startsPhrase: false, coversPhrase: false) }
    }

    /// For a name made by a CLDR pattern, `flag: Germany`, `keycap: 1`, the part after the colon
    /// when it is one word: a whole name of its own (so `germany` is an exact name of 🇩🇪).
    static func subnameTokens(_ folded: [Unicode.Scalar]) -> [WordSplitter.IndexToken] {
        guard let colon = folded.lastIndex(where: { $0 == ":" || $0 == "\u{FF1A}" }) else { return [] }
        let words = WordSplitter.words(Array(folded[(colon + 1)...]))
        guard words.count == 1 else { return [] }
        return [WordSplitter.IndexToken(text: words[0], isWord: true, startsPhrase: false, coversPhrase: true)]
    }

    /// The localized shortcode table: folded shortcodes sorted, each with its target (base emoji,
    /// then toned sequences, as in `core`); returns the longest, as typed between colons.
    private func writeShortcodes(into writer: inout SectionWriter) -> LongestPhrase {
        var longest = LongestPhrase()
        guard !shortcodes.isEmpty else { return longest }
        let targets = (baseTexts + tonedTexts).enumerated().map { (CLDRAnnotations.key($1), $0) }
        let targetOf = Dictionary(targets, uniquingKeysWith: { first, _ in first })
        var entries: [([UInt8], Int)] = []
        for (key, codes) in shortcodes {
            guard let target = targetOf[key] else { continue }
            for code in codes { entries.append((Array(folder.folded(code).utf8), target)) }
        }
        var sorted: [([UInt8], Int)] = []
        for entry in entries.sorted(by: { $0.0 != $1.0 ? $0.0.lexicographicallyPrecedes($1.0) : $0.1 < $1.1 })
        where sorted.last?.0 != entry.0 {
            sorted.append(entry)
        }
        let tags = BlockTags.self
        writer.strings(
            StringTableBuilder.ordered(sorted.map(\.0)), bytes: tags.localShortcodeStrings,
            offsets: tags.localShortcodeOffsets)
        writer.block(tags.localShortcodeTargets, sorted.map { UInt32($0.1) })
        for (code, _) in sorted { longest.note(String(decoding: code, as: UTF8.self) + "::") }
        return longest
    }

    /// A toned name as stored: the base name replaced by U+0001 and each tone name by
    /// U+0002…U+0006 (longest first, so "medium-light skin tone" is not read as "light skin tone").
    static func pattern(_ name: String?, baseName: String?, toneNames: [String?]) -> String {
        guard let name else { return "" }
        var text = Array(name.unicodeScalars)
        if let baseName, !baseName.isEmpty {
            text = replacing(Array(baseName.unicodeScalars), with: Unicode.Scalar(1), in: text, once: true)
        }
        let tones = toneNames.enumerated()
            .compactMap { index, name in name.map { (index, Array($0.unicodeScalars)) } }
            .filter { !$0.1.isEmpty }
            .sorted { ($0.1.count, $1.0) > ($1.1.count, $0.0) }
        for (index, toneName) in tones {
            text = replacing(toneName, with: Unicode.Scalar(UInt8(index + 2)), in: text, once: false)
        }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: text)
        return String(view)
    }

    private static func replacing(
        _ needle: [Unicode.Scalar], with marker: Unicode.Scalar, in text: [Unicode.Scalar], once: Bool
    ) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        var index = 0
        var replaced = false
        while index < text.count {
            if !(once && replaced), index + needle.count <= text.count,
                text[index..<index + needle.count].elementsEqual(needle)
            {
                result.append(marker)
                index += needle.count
                replaced = true
            } else {
                result.append(text[index])
                index += 1
            }
        }
        return result
    }
}
