import EmojiKit

/// Builds the `core` section: emoji, groups, tones, shortcodes, folding table.
struct CoreSectionBuilder {
    /// The CLDR character-label type naming each Unicode emoji group (facts mapped by hand:
    /// CLDR labels one "smileys_people" category where Unicode has two groups).
    static let groupLabelKeys: [String: String] = [
        "Smileys & Emotion": "smiley", "People & Body": "person", "Component": "modifier",
        "Animals & Nature": "animals_nature", "Food & Drink": "food_drink",
        "Travel & Places": "travel_places", "Activities": "activities", "Objects": "objects",
        "Symbols": "symbols", "Flags": "flags",
    ]

    let emojiTest: EmojiTestFile
    let bases: [EmojiTestFile.Entry]
    let tonedEntries: [EmojiTestFile.Entry]
    let tones: ToneModel
    let shortcodes: [[String]]  // per target: bases, then toned
    let foldTable: FoldTable.Table
    let cldrVersion: String
    /// Popularity, emoticons, region codes and the words of no locale.
    let search: CoreSearchBlocks
    /// The longest phrase of the locale sections (the core adds its own).
    let localePhrases: LongestPhrase
    /// The CLDR release the provisional names come from, if any name is.
    var provisionalNamesVersion: String? = nil
    /// The carriers' emoji (emoji4unicode), if the sources have them.
    var carriers: CarrierTableBuilder? = nil
    /// The stems of the English words in common use (``KnownEnglishWords``), if the sources have them.
    var knownEnglishStems: Set<String> = []

    func bytes(path: String) throws -> [UInt8] {
        var strings = StringTableBuilder()
        var writer = SectionWriter()
        let tags = BlockTags.self

        let metadata =
            [
                "unicode", emojiTest.version, "cldr", cldrVersion,
                IndexFormat.longestPhraseKey, String(longestPhrase.bytes),
            ] + (provisionalNamesVersion.map { [IndexFormat.provisionalNamesKey, $0] } ?? [])
        writer.block(tags.metadata, metadata.map { strings.reference($0) })

        var labelKeys: [UInt32] = []
        for group in emojiTest.groups {
            guard let key = Self.groupLabelKeys[group] else {
                throw SourceError.invalid(path: path, "no CLDR label for group \(group)")
            }
            labelKeys.append(strings.reference(key))
        }
        writer.block(tags.groupNames, emojiTest.groups.map { strings.reference($0) })
        writer.block(tags.groupLabelKeys, labelKeys)
        writer.block(tags.groupBrowsable, emojiTest.groups.map { UInt8($0 == "Component" ? 0 : 1) })
        writer.block(tags.subgroupNames, emojiTest.subgroups.map { strings.reference($0.name) })
        writer.block(tags.subgroupGroups, emojiTest.subgroups.map { UInt8($0.group) })

        writer.block(tags.emojiStrings, bases.map { strings.reference($0.text) })
        writer.block(tags.emojiNames, bases.map { strings.reference($0.name) })
        writer.block(tags.emojiSubgroups, bases.map { UInt16($0.subgroup) })
        writer.block(tags.emojiVersions, try bases.map { try Self.packedVersion($0.version, path: path) })
        writer.block(tags.emojiToneSlots, tones.bases.flatMap { Self.slotPair($0.slots) })
        writer.block(
            tags.emojiTemplates,
            tones.bases.map { base in
                strings.reference(base.template.map { String(String.UnicodeScalarView($0)) })
            })
        writer.block(tags.emojiTemplateSlots, tones.bases.flatMap { Self.slotPair($0.templateSlots) })

        writer.block(tags.tonedBases, tones.toned.map { UInt16($0.base) })
        writer.block(
            tags.tonedTones,
            tones.toned.flatMap { toned in
                [toned.tones[0].rawValue, toned.tones.count > 1 ? toned.tones[1].rawValue : 0]
            })
        writer.block(tags.tonedStrings, tones.toned.map { strings.reference($0.text) })
        writer.block(tags.tonedUnicodeNames, tonedEntries.map { strings.reference($0.name) })
        writer.block(tags.tonedVersions, try tones.toned.map { try Self.packedVersion($0.version, path: path) })

        writeShortcodes(into: &writer)
        carriers?.write(into: &writer)
        if !knownEnglishStems.isEmpty {
            writer.block(tags.knownEnglishStems, KnownWords.sortedHashes(of: knownEnglishStems))
        }

        try search.write(into: &writer, path: path)

        writer.block(tags.foldKeys, foldTable.keys)
        writer.block(tags.foldStarts, foldTable.starts)
        writer.block(tags.foldValues, foldTable.values)

        writer.strings(strings, bytes: tags.stringBytes, offsets: tags.stringOffsets)
        return writer.bytes
    }

    /// The longest phrase of the whole index: the locales', the words of no locale, emoticons, and
    /// shortcodes as typed between colons.
    private var longestPhrase: LongestPhrase {
        var longest = localePhrases
        longest.note(search.longestPhrase)
        for code in shortcodes.joined() { longest.note(":" + code + ":") }
        return longest
    }

    /// The sorted shortcode table and each target's list.
    ///
    /// A shortcode claimed by two sequences goes to the one that lists it earliest (then to the first in Unicode
    /// order).
    private func writeShortcodes(into writer: inout SectionWriter) {
        var owner: [String: (rank: Int, target: Int)] = [:]
        for (target, codes) in shortcodes.enumerated() {
            for (rank, code) in codes.enumerated() {
                if let existing = owner[code], (existing.rank, existing.target) <= (rank, target) { continue }
                owner[code] = (rank, target)
            }
        }
        let sorted = owner.keys.map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) }
        var position: [String: UInt32] = [:]
        for (index, bytes) in sorted.enumerated() { position[String(decoding: bytes, as: UTF8.self)] = UInt32(index) }
        var starts: [UInt32] = [0]
        var lists: [UInt32] = []
        for (target, codes) in shortcodes.enumerated() {
            for code in codes where owner[code]?.target == target { lists.append(position[code]!) }
            starts.append(UInt32(lists.count))
        }
        let table = StringTableBuilder.ordered(sorted)
        writer.strings(table, bytes: BlockTags.shortcodeStrings, offsets: BlockTags.shortcodeOffsets)
        writer.block(
            BlockTags.shortcodeTargets, sorted.map { UInt32(owner[String(decoding: $0, as: UTF8.self)]!.target) })
        writer.block(BlockTags.shortcodeListStarts, starts)
        writer.block(BlockTags.shortcodeLists, lists)
    }

    private static func slotPair(_ slots: [Int]) -> [UInt8] {
        [slots.count > 0 ? UInt8(slots[0]) : 0xFF, slots.count > 1 ? UInt8(slots[1]) : 0xFF]
    }

    private static func packedVersion(_ text: String, path: String) throws -> UInt16 {
        guard let version = EmojiVersion(text) else {
            throw SourceError.invalid(path: path, "bad emoji version \(text)")
        }
        return version.packed
    }
}
