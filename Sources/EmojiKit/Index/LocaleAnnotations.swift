/// One CLDR locale's data: names, keywords, category labels, and the search index over them.
///
/// Sub-locales are stored resolved (`en-AU` holds what it inherits from `en-001` and `en`), so a
/// locale is complete on its own.
public final class LocaleAnnotations: Sendable {
    /// The CLDR locale id, e.g. `de` or `zh-Hant-HK`.
    public let locale: String

    /// Names, keyword lists, toned names and group labels (see ``BlockTags/texts``).
    let texts: StringTable
    let emojiCount: Int
    let tonedCount: Int
    let groupCount: Int
    /// The base of each toned sequence (shared with the catalog), to expand toned-name patterns.
    let tonedBases: [UInt16]
    /// Sorted folded tokens.
    let tokens: StringTable
    let postingStarts: [UInt32]
    let postingEmoji: [UInt16]
    let postingFlags: [UInt8]
    let nameWordCounts: [UInt8]
    /// Precomputed matches of one-letter queries.
    let firstScalars: FirstScalarIndex

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
        tokens = try Self.decodeTokens(section)
        (postingStarts, postingEmoji) = try Self.decodePostings(section, tokenCount: tokens.count, emojiCount: emojiCount)
        postingFlags = try section.array(tags.postingFlags, of: UInt8.self, count: postingEmoji.count)
        firstScalars = FirstScalarIndex(
            tokens: tokens, postingStarts: postingStarts, postingEmoji: postingEmoji,
            postingFlags: postingFlags, emojiCount: emojiCount)
    }

    /// The CLDR name of `id` in this locale (its "tts" annotation), if the locale has one.
    public func name(_ id: EmojiID) -> String? { text(id.index) }

    /// The CLDR keywords of `id` in this locale.
    public func keywords(_ id: EmojiID) -> [String] {
        let range = texts.range(emojiCount + id.index)
        return texts.bytes[range].split(separator: Self.keywordSeparator).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The CLDR name of a toned sequence, e.g. "waving hand: medium skin tone".
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

    /// The name of a skin tone in this locale, e.g. "medium-dark skin tone".
    public func toneName(_ tone: SkinTone) -> String? {
        text(2 * emojiCount + tonedCount + groupCount + Int(tone.rawValue) - 1)
    }

    /// The localized label of a group, if the locale translates it.
    public func label(_ group: EmojiGroupID) -> String? { text(2 * emojiCount + tonedCount + group.index) }

    /// The number of distinct search tokens.
    public var tokenCount: Int { tokens.count }

    private func text(_ index: Int) -> String? {
        texts.range(index).isEmpty ? nil : texts[index]
    }

    /// Rebuilds the sorted token table from its front-coded form.
    private static func decodeTokens(_ section: BlockSection) throws(IndexError) -> StringTable {
        let tags = BlockTags.self
        let restBytes = try section.array(tags.tokenRests, of: UInt8.self)
        let sharedBlock = try section.array(tags.tokenSharedLengths, of: UInt8.self)
        // The count is not stored separately: it is the number of varints in the shared-length block.
        let count = sharedBlock.reduce(0) { $0 + ($1 & 0x80 == 0 ? 1 : 0) }
        let shared = try section.varints(tags.tokenSharedLengths, count: count)
        let rests = try section.varints(tags.tokenRestLengths, count: count)
        var offsets: [UInt32] = [0]
        offsets.reserveCapacity(count + 1)
        var total = 0
        var previousLength = 0
        for index in 0..<count {
            let sharedLength = Int(shared[index])
            guard sharedLength <= previousLength else { throw section.corrupt("front-coded token \(index) shares too much") }
            previousLength = sharedLength + Int(rests[index])
            total += previousLength
            offsets.append(UInt32(clamping: total))
        }
        guard total <= Int(UInt32.max), rests.reduce(0, { $0 + Int($1) }) == restBytes.count else {
            throw section.corrupt("front-coded tokens do not cover their bytes")
        }
        var restPosition = 0
        let blob = [UInt8](unsafeUninitializedCapacity: total) { buffer, initialized in
            var previousStart = 0
            var position = 0
            for index in 0..<count {
                let start = position
                for offset in 0..<Int(shared[index]) {
                    buffer[position] = buffer[previousStart + offset]
                    position += 1
                }
                for offset in 0..<Int(rests[index]) {
                    buffer[position] = restBytes[restPosition + offset]
                    position += 1
                }
                restPosition += Int(rests[index])
                previousStart = start
            }
            initialized = position
        }
        guard restPosition == restBytes.count, let table = StringTable(bytes: blob, offsets: offsets) else {
            throw section.corrupt("front-coded tokens do not cover their bytes")
        }
        return table
    }

    /// Rebuilds posting ranges and absolute emoji ids from counts and deltas.
    private static func decodePostings(_ section: BlockSection, tokenCount: Int, emojiCount: Int) throws(IndexError) -> ([UInt32], [UInt16]) {
        let tags = BlockTags.self
        let counts = try section.varints(tags.postingCounts, count: tokenCount)
        var starts: [UInt32] = [0]
        starts.reserveCapacity(tokenCount + 1)
        var total: UInt64 = 0
        for count in counts {
            total += UInt64(count)
            guard total <= UInt64(UInt32.max) else { throw section.corrupt("too many postings") }
            starts.append(UInt32(total))
        }
        let deltas = try section.varints(tags.postingEmojiDeltas, count: Int(total))
        var emoji: [UInt16] = []
        emoji.reserveCapacity(deltas.count)
        for token in 0..<tokenCount {
            var current = -1
            for posting in Int(starts[token])..<Int(starts[token + 1]) {
                current += Int(deltas[posting]) + 1
                guard current < emojiCount else { throw section.corrupt("posting refers to emoji \(current)") }
                emoji.append(UInt16(current))
            }
        }
        return (starts, emoji)
    }
}
