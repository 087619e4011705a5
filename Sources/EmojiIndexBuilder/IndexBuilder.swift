import EmojiKit
import Foundation

/// Where the generator finds its sources (the files of `data/sources/`).
public struct SourceFiles: Sendable {
    public var emojiTest: String
    public var annotationsArchive: String
    public var derivedArchive: String
    public var characterLabels: String
    public var gemoji: String
    /// emojibase shortcode files, most preferred first.
    public var emojibase: [String]
    /// A file holding the CLDR release of the annotations, for example `48.0`.
    public var cldrVersionFile: String
    /// Unicode character names (UnicodeData.txt).
    public var unicodeData: String
    /// The emojitracker ranking (popularity counts).
    public var emojiTracker: String
    /// emojibase's English data (its `emoticon` fields).
    public var emojibaseData: String
    /// Emoticons emojibase leaves out (written for Swift Emoji).
    public var emoticonExtras: String
    /// Unihan kMandarin and kJapanese.
    public var unihanMandarin: String
    /// Unihan kHanyuPinlu: the readings of common Han characters with their frequencies.
    public var unihanMandarinFrequencies: String
    public var unihanJapanese: String
    /// emojibase's localized shortcode files.
    public var localizedShortcodes: String
    /// emojilib's English keywords and Mozc's Japanese readings: everyday words beyond CLDR.
    public var emojilib: String
    public var mozc: String
    /// WordNet 3.0, whence the related English words.
    public var wordNet: String
    /// Names of emoji CLDR 48 lacks, from the coming CLDR release, and a file naming that release.
    public var provisionalNames: String
    public var provisionalNamesVersionFile: String
    /// emoji4unicode's mapping of the Japanese carriers' emoji.
    public var carrierEmoji: String

    /// The standard layout of a sources directory.
    public init(directory: String) {
        emojiTest = directory + "/emoji-test.txt"
        annotationsArchive = directory + "/annotations.tar.xz"
        derivedArchive = directory + "/annotationsDerived.tar.xz"
        characterLabels = directory + "/characterLabels.tsv"
        gemoji = directory + "/gemoji-emoji.json"
        emojibase = ["github", "iamcal", "emojibase", "cldr", "joypixels"].map {
            directory + "/emojibase-en-shortcodes-\($0).raw.json"
        }
        cldrVersionFile = directory + "/CLDR_VERSION"
        unicodeData = directory + "/UnicodeData.txt"
        emojiTracker = directory + "/emojiTracker.txt"
        emojibaseData = directory + "/emojibase-en-data.raw.json"
        emoticonExtras = directory + "/emoticons-extra.tsv"
        unihanMandarin = directory + "/unihan/kMandarin.txt"
        unihanMandarinFrequencies = directory + "/unihan/kHanyuPinlu.txt"
        unihanJapanese = directory + "/unihan/kJapanese.txt"
        localizedShortcodes = directory + "/emojibase-locales"
        emojilib = directory + "/emojilib/emoji-en-US.json"
        mozc = directory + "/mozc/emoji_data.tsv"
        wordNet = directory + "/wordnet/wordnet-3.0.tar.xz"
        provisionalNames = directory + "/cldr-49-alpha/names-emoji-18.0-and-renamed-flags.tsv"
        provisionalNamesVersionFile = directory + "/cldr-49-alpha/CLDR_VERSION"
        carrierEmoji = directory + "/carrier/emoji4unicode.xml"
    }
}

/// Generates the emoji index from Unicode, CLDR, gemoji and emojibase sources.
public enum IndexBuilder {
    /// Statistics printed by the generator.
    public struct Summary: Sendable {
        public var baseEmoji: Int
        public var tonedEmoji: Int
        public var locales: [String]
        public var bytes: Int
        /// The (word, emoji) pairs of the English related words, by relation (`synonym`, `kind`, …).
        public var relatedPairs: [String: Int] = [:]
        /// How many of them are near the emoji's thing (``RelatedWord/isNear``), by relation.
        public var nearRelatedPairs: [String: Int] = [:]
        /// How many of them come from the emoji's whole name (``RelatedWord/ofWholeName``), by relation.
        public var wholeNameRelatedPairs: [String: Int] = [:]
    }

    /// Builds the index; the result is the same bytes for the same sources.
    public static func build(from sources: SourceFiles) throws -> (bytes: [UInt8], summary: Summary) {
        let emojiTest = try EmojiTestFile(
            text: String(contentsOfFile: sources.emojiTest, encoding: .utf8), path: sources.emojiTest)
        let qualified = emojiTest.fullyQualified
        let isToned = { (entry: EmojiTestFile.Entry) in entry.scalars.contains { SkinTone(modifier: $0) != nil } }
        let bases = qualified.filter { !isToned($0) }
        let toned = qualified.filter(isToned)
        let tones = try ToneModel(baseEntries: bases, tonedEntries: toned, path: sources.emojiTest)

        let shortcodeSources = try ShortcodeSources(gemojiPath: sources.gemoji, emojibasePaths: sources.emojibase)
        let targets = bases.map(\.text) + tones.toned.map(\.text)
        let shortcodes = targets.map { shortcodeSources.byKey[CLDRAnnotations.key($0)] ?? [] }
        let carriers = try CarrierTableBuilder(
            mappings: CarrierMappings(path: sources.carrierEmoji), sequences: targets, path: sources.carrierEmoji)

        let foldTable = FoldTable.build()
        guard let folder = TextFolder(keys: foldTable.keys, starts: foldTable.starts, values: foldTable.values) else {
            throw SourceError.invalid(path: "<fold table>", "not a valid table")
        }
        let cldrVersion = try String(contentsOfFile: sources.cldrVersionFile, encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)

        let search = CoreSearchBlocks(
            emojiTest: emojiTest, bases: bases,
            popularity: try EmojiTrackerCounts(path: sources.emojiTracker),
            emoticons: try EmoticonSources(emojibasePath: sources.emojibaseData, extrasPath: sources.emoticonExtras),
            unicodeNames: try UnicodeCharacterNames(
                path: sources.unicodeData, wanted: Set(bases.flatMap(\.scalars))),
            tags: shortcodeSources.tags, folder: folder)

        var annotations = try withExtractedArchives(sources) { annotationsDirectory, derivedDirectory in
            try CLDRAnnotations(annotationsDirectory: annotationsDirectory, derivedDirectory: derivedDirectory)
        }
        let provisionalVersion = try addProvisionalNames(to: &annotations, sources: sources, emojiTest: emojiTest)
        let labels = try CharacterLabels(path: sources.characterLabels)
        let labelKeys = try emojiTest.groups.map { group in
            guard let key = CoreSectionBuilder.groupLabelKeys[group] else {
                throw SourceError.invalid(path: sources.emojiTest, "no CLDR label for group \(group)")
            }
            return key
        }
        let unihan = try UnihanReadings(
            mandarinPath: sources.unihanMandarin, mandarinFrequenciesPath: sources.unihanMandarinFrequencies,
            japanesePath: sources.unihanJapanese)
        let localizedShortcodes = try LocalizedShortcodes(directory: sources.localizedShortcodes)
        let everyday = [
            "en": try EverydayWords.emojilib(path: sources.emojilib), "ja": try EverydayWords.mozc(path: sources.mozc),
        ]
        let relatedWords = try RelatedWords(wordNetDirectoryOrArchive: sources.wordNet)
        let related = relatedEnglishWords(
            bases: bases, emojiTest: emojiTest, annotations: annotations.resolved("en"), everyday: everyday["en"],
            relatedWords: relatedWords)
        let englishStemmer = try snowballStemmer("english")
        let irregularInflections = IrregularInflections(wordNet: relatedWords.wordNet, stemmer: englishStemmer).forms
        var locales: [(name: String, bytes: [UInt8])] = []
        var localePhrases = LongestPhrase()
        for locale in annotations.localeIDs where locale != "und" {
            let isEnglish = locale == "en" || locale.hasPrefix("en-")
            var builder = LocaleSectionBuilder(
                locale: locale,
                annotations: annotations.resolved(locale),
                groupLabels: labelKeys.map { isEnglish ? nil : labels.label($0, locale: locale) },
                baseTexts: bases.map(\.text),
                tonedTexts: tones.toned.map(\.text),
                tonedBases: tones.toned.map(\.base),
                folder: folder)
            if !isEnglish {
                builder.categoryLabels = categoryLabels(of: bases, emojiTest: emojiTest, labels: labels, locale: locale)
            }
            builder.readings = ReadingScheme(locale: locale).map { RomanizedReadings(scheme: $0, unihan: unihan) }
            builder.shortcodes = localizedShortcodes.shortcodes(for: locale) ?? [:]
            let language = String(locale.prefix { $0 != "-" })
            builder.everyday = everyday[language]
            if language == "en" {
                builder.related = related.words
                builder.irregularInflections = irregularInflections
            }
            if let algorithm = LocaleStemming.algorithm(for: locale) {
                builder.stemmer = try snowballStemmer(algorithm)
            }
            guard builder.hasData else { continue }
            let section = builder.bytes()
            locales.append(
                (locale, section.bytes + provisionalBlock(locale, annotations, baseTexts: bases.map(\.text))))
            localePhrases.note(section.longestPhrase)
        }
        // The core comes first in the file; it records the longest phrase, the locales' included.
        var writer = IndexWriter()
        let core = CoreSectionBuilder(
            emojiTest: emojiTest, bases: bases, tonedEntries: toned, tones: tones,
            shortcodes: shortcodes, foldTable: foldTable, cldrVersion: cldrVersion, search: search,
            localePhrases: localePhrases, provisionalNamesVersion: provisionalVersion, carriers: carriers,
            knownEnglishStems: KnownEnglishWords.stems(wordNet: relatedWords.wordNet, stemmer: englishStemmer))
        writer.add(IndexFormat.coreSectionName, try core.bytes(path: sources.emojiTest))
        for locale in locales { writer.add(IndexFormat.localeSectionPrefix + locale.name, locale.bytes) }
        let bytes = try writer.bytes()
        return (
            bytes,
            Summary(
                baseEmoji: bases.count, tonedEmoji: toned.count, locales: locales.map(\.name), bytes: bytes.count,
                relatedPairs: related.pairs, nearRelatedPairs: related.nearPairs,
                wholeNameRelatedPairs: related.wholeNamePairs)
        )
    }

    /// libstemmer's Snowball stemmer `algorithm`, or an error naming it.
    private static func snowballStemmer(_ algorithm: String) throws -> Stemmer {
        guard let stemmer = Stemmer(algorithm: algorithm) else {
            throw SourceError.invalid(path: "libstemmer", "no Snowball stemmer '\(algorithm)'")
        }
        return stemmer
    }

    /// The related words (WordNet) of each base emoji's English words, keyed by emoji text without U+FE0F: computed
    /// once from `en`'s names and keywords and emojilib's, and given to every English locale.
    private static func relatedEnglishWords(
        bases: [EmojiTestFile.Entry], emojiTest: EmojiTestFile, annotations: [String: CLDRAnnotations.Annotation],
        everyday: EverydayWords?, relatedWords: RelatedWords
    ) -> (
        words: [String: [RelatedWord]], pairs: [String: Int], nearPairs: [String: Int], wholeNamePairs: [String: Int]
    ) {
        let keys = bases.map { CLDRAnnotations.key($0.text) }
        let vocabularies = zip(bases, keys).map { entry, key in
            RelatedWords.Vocabulary(
                name: annotations[key]?.name ?? "", keywords: annotations[key]?.keywords ?? [],
                everyday: everyday?.words[key] ?? [],
                category: CategoryWords.englishWords(
                    group: emojiTest.groups[entry.group], subgroup: emojiTest.subgroups[entry.subgroup].name))
        }
        let related = relatedWords.related(vocabularies)
        var result: [String: [RelatedWord]] = [:]
        var pairs: [String: Int] = [:]
        var nearPairs: [String: Int] = [:]
        var wholeNamePairs: [String: Int] = [:]
        for (key, words) in zip(keys, related) where !words.isEmpty {
            result[key] = words
            for word in words {
                pairs[word.relation.rawValue, default: 0] += 1
                if word.isNear { nearPairs[word.relation.rawValue, default: 0] += 1 }
                if word.ofWholeName { wholeNamePairs[word.relation.rawValue, default: 0] += 1 }
            }
        }
        return (result, pairs, nearPairs, wholeNamePairs)
    }

    /// The localized category labels of each emoji in `locale`: its group's label and its subgroup's (see
    /// ``CategoryWords``).
    ///
    /// Words shared by three labels or more (`und`, `et`) are left out.
    private static func categoryLabels(
        of bases: [EmojiTestFile.Entry], emojiTest: EmojiTestFile, labels: CharacterLabels, locale: String
    ) -> [[String]] {
        let perEmoji = bases.map { entry -> [String] in
            let group = emojiTest.groups[entry.group]
            let types =
                [CoreSectionBuilder.groupLabelKeys[group]].compactMap { $0 }
                + CategoryWords.labelTypes(ofSubgroup: emojiTest.subgroups[entry.subgroup].name)
            var result: [String] = []
            for type in types {
                if let label = labels.label(type, locale: locale), !result.contains(label) { result.append(label) }
            }
            return result
        }
        var labelsOfWord: [String: Set<String>] = [:]
        for label in Set(perEmoji.joined()) {
            for word in label.lowercased().split(whereSeparator: { !$0.isLetter }) {
                labelsOfWord[String(word), default: []].insert(label)
            }
        }
        let common = Set(labelsOfWord.filter { $0.value.count >= 3 }.keys)
        return perEmoji.map { labels in
            labels.map { label in
                label.split(whereSeparator: { !$0.isLetter }).filter { !common.contains($0.lowercased()) }.joined(
                    separator: " ")
            }.filter { !$0.isEmpty }
        }
    }

    /// Unpacks the two CLDR archives into a temporary directory for the duration of `body`.
    private static func withExtractedArchives<T>(_ sources: SourceFiles, _ body: (String, String) throws -> T) throws
        -> T
    {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "swift-emoji-datagen-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        var directories: [String] = []
        for (archive, name) in [
            (sources.annotationsArchive, "annotations"), (sources.derivedArchive, "annotationsDerived"),
        ] {
            guard FileManager.default.fileExists(atPath: archive) else { throw SourceError.missing(path: archive) }
            let directory = scratch.appendingPathComponent(name).path
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let tar = Process()
            tar.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            tar.arguments = ["tar", "-xJf", archive, "-C", directory]
            try tar.run()
            tar.waitUntilExit()
            guard tar.terminationStatus == 0 else {
                throw SourceError.invalid(path: archive, "tar -xJf failed (\(tar.terminationStatus))")
            }
            directories.append(directory)
        }
        return try body(directories[0], directories[1])
    }
}
