/// One CLDR locale's data: names, keywords, category labels, and the search index over them.
///
/// Sub-locales are stored resolved (`en-AU` holds what it inherits from `en-001` and `en`), so a
/// locale is complete on its own.
public final class LocaleAnnotations: Sendable {
    /// The CLDR locale id, for example `de` or `zh-Hant-HK`.
    public let locale: String
    /// Whether the locale is English (`en`, `en-GB`, `en-001`).
    var isEnglish: Bool { locale == "en" || locale.hasPrefix("en-") }

    /// Names, keyword lists, toned names and group labels (see ``BlockTags/texts``).
    let texts: StringTable
    let emojiCount: Int
    let tonedCount: Int
    let groupCount: Int
    /// The base of each toned sequence (shared with the catalog), to expand toned-name patterns.
    let tonedBases: [UInt16]
    /// The words of names, keywords and category labels, with their postings.
    let words: TokenIndex
    let nameWordCounts: [UInt8]
    /// Romanized readings of the names and keywords (Japanese, Chinese, Korean), if any.
    let readings: TokenIndex?
    /// How the readings are spelled, and so how a typed word is matched against them.
    public let readingScheme: ReadingScheme?
    /// Shortcodes in this language (emojibase), if any.
    let shortcodes: KeyedStringTable
    /// Everyday words beyond CLDR (emojilib, Mozc) and their romanized readings, if any.
    let everyday: TokenIndex?
    let everydayReadings: TokenIndex?
    /// Stems of the words and everyday words, if the language has a Snowball stemmer.
    let stems: TokenIndex?
    /// The Snowball algorithm that made ``stems`` (libstemmer's name), with them.
    public let stemmingAlgorithm: String?
    /// Related words of the English words (WordNet), if any.
    let related: TokenIndex?
    /// Places in the countries of the flags (WordNet), if any; matched whole only.
    let places: TokenIndex?
    /// The base emoji whose name here is provisional (ascending; see ``BlockTags/provisionalNames``).
    let provisionalNames: [UInt16]

    /// Separates keywords inside one keyword-list text.
    static let keywordSeparator: UInt8 = 0x1F

    init(locale: String, section: BlockSection, catalog: EmojiCatalog) throws(IndexError) {
        let tags = BlockTags.self
        self.locale = locale
        emojiCount = catalog.count
        tonedCount = catalog.tonedCount
        groupCount = catalog.groups.count
        tonedBases = catalog.tonedBases
        let textCount = 2 * emojiCount + tonedCount + groupCount + SkinTone.allCases.count
        texts = try section.lengthPrefixedStrings(bytes: tags.texts, lengths: tags.textLengths, count: textCount)
        nameWordCounts = try section.array(tags.nameWordCounts, of: UInt8.self, count: emojiCount)
        words = try TokenIndex(section: section, tags: .words, emojiCount: emojiCount, oneLetterQueries: true)
        if section.contains(tags.readingScheme) {
            let scheme = try section.array(tags.readingScheme, of: UInt8.self, count: 1)
            guard let known = ReadingScheme(rawValue: scheme[0]) else {
                throw section.corrupt("unknown reading scheme \(scheme[0])")
            }
            readingScheme = known
            readings = try TokenIndex(section: section, tags: .readings, emojiCount: emojiCount)
        } else {
            readingScheme = nil
            readings = nil
        }
        everyday = try Self.optionalIndex(section, .everyday, emojiCount: emojiCount)
        everydayReadings =
            readingScheme == nil ? nil : try Self.optionalIndex(section, .everydayReadings, emojiCount: emojiCount)
        related = try Self.optionalIndex(section, .related, emojiCount: emojiCount)
        places = try Self.optionalIndex(section, .places, emojiCount: emojiCount)
        if section.contains(tags.stemmingAlgorithm) {
            let name = try section.array(tags.stemmingAlgorithm, of: UInt8.self)
            guard !name.isEmpty, name.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }) else {
                throw section.corrupt("bad stemming algorithm name")
            }
            stemmingAlgorithm = String(decoding: name, as: UTF8.self)
            stems = try TokenIndex(section: section, tags: .stems, emojiCount: emojiCount)
        } else {
            stemmingAlgorithm = nil
            stems = nil
        }
        if section.contains(tags.provisionalNames) {
            let ids = try section.array(tags.provisionalNames, of: UInt16.self)
            try section.checkReferences(ids, below: emojiCount, in: tags.provisionalNames)
            guard zip(ids, ids.dropFirst()).allSatisfy({ $0 < $1 }) else {
                throw section.corrupt("block \(tags.provisionalNames) is not ascending")
            }
            provisionalNames = ids
        } else {
            provisionalNames = []
        }
        if section.contains(tags.localShortcodeStrings) {
            shortcodes = try KeyedStringTable(
                section: section, strings: tags.localShortcodeStrings, offsets: tags.localShortcodeOffsets,
                targets: tags.localShortcodeTargets, targetLimit: emojiCount + tonedCount)
        } else {
            shortcodes = .empty
        }
    }

    /// A token index stored in `tags`, or nil when the section has none.
    private static func optionalIndex(_ section: BlockSection, _ tags: TokenBlockTags, emojiCount: Int)
        throws(IndexError) -> TokenIndex?
    {
        guard section.contains(tags.sharedLengths) else { return nil }
        return try TokenIndex(section: section, tags: tags, emojiCount: emojiCount)
    }

    /// The CLDR name of `id` in this locale (its "tts" annotation), if the locale has one.
    public func name(_ id: EmojiID) -> String? { text(id.index) }

    /// Whether the name of `id` here (and of its toned forms) comes from a CLDR release not yet published, the
    /// catalog's `dataVersions["cldr-provisional"]`: a name CLDR may still change.
    public func isNameProvisional(_ id: EmojiID) -> Bool {
        provisionalNames.contains(UInt16(truncatingIfNeeded: id.index))
    }

    /// The CLDR keywords of `id` in this locale.
    public func keywords(_ id: EmojiID) -> [String] {
        let range = texts.range(emojiCount + id.index)
        return texts.bytes[range].split(separator: Self.keywordSeparator).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The CLDR name of a toned sequence, for example "waving hand: medium skin tone".
    public func name(_ id: TonedEmojiID) -> String? {
        guard let pattern = text(2 * emojiCount + id.index) else { return nil }
        var result = ""
        for scalar in pattern.unicodeScalars {
            switch scalar.value {
            case 0x01:
                result += name(EmojiID(Int(tonedBases[id.index]))) ?? ""
            case 0x02...0x06:
                result += toneName(SkinTone(rawValue: UInt8(scalar.value - 1))!) ?? ""
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The name of a skin tone in this locale, for example "medium-dark skin tone".
    public func toneName(_ tone: SkinTone) -> String? {
        text(2 * emojiCount + tonedCount + groupCount + Int(tone.rawValue) - 1)
    }

    /// The localized label of a group, if the locale translates it.
    public func label(_ group: EmojiGroupID) -> String? { text(2 * emojiCount + tonedCount + group.index) }

    /// The number of distinct search tokens.
    public var tokenCount: Int { words.count }

    /// The number of distinct romanized reading tokens (0 for locales without readings).
    public var readingCount: Int { readings?.count ?? 0 }

    /// The number of distinct everyday, stem and related tokens (0 where the locale has none).
    public var everydayCount: Int { (everyday?.count ?? 0) + (everydayReadings?.count ?? 0) }
    public var stemCount: Int { stems?.count ?? 0 }
    public var relatedCount: Int { related?.count ?? 0 }

    private func text(_ index: Int) -> String? {
        texts.range(index).isEmpty ? nil : texts[index]
    }
}
