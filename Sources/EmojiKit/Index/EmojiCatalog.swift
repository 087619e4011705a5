#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Everything in the index that does not depend on a language: the emoji themselves, their
/// groups, versions, tone data, shortcodes, and the text folding table.
public final class EmojiCatalog: Sendable {
    /// Data versions the index was generated from, for example `["unicode": "18.0", "cldr": "48.0"]`.
    public let dataVersions: [String: String]

    let strings: StringTable
    // Groups and subgroups.
    let groupNameRefs: [UInt32]
    let groupLabelKeyRefs: [UInt32]
    let groupBrowsable: [UInt8]
    let subgroupNameRefs: [UInt32]
    let subgroupGroups: [UInt8]
    // Base emoji, in Unicode order.
    let emojiRefs: [UInt32]
    let emojiNameRefs: [UInt32]
    let emojiSubgroups: [UInt16]
    /// The group of each emoji (derived from its subgroup when loading, for the hot paths).
    let emojiGroups: [UInt8]
    let emojiVersions: [UInt16]
    /// Two slots per emoji: scalar positions that take a modifier in the base form (0xFF = none).
    let emojiToneSlots: [UInt8]
    /// The ZWJ form used when persons have different tones (💏 → 🧑‍❤️‍💋‍🧑), or none.
    let emojiTemplateRefs: [UInt32]
    let emojiTemplateSlots: [UInt8]
    // Toned sequences, in Unicode order.
    let tonedBases: [UInt16]
    /// Two tones per toned sequence (raw ``SkinTone`` values; 0 = same as the first).
    let tonedTones: [UInt8]
    let tonedRefs: [UInt32]
    let tonedVersions: [UInt16]
    let tonedNameRefs: [UInt32]
    // Shortcodes, sorted by text; targets number base emoji first, then toned ones.
    let shortcodeTable: KeyedStringTable
    let shortcodeListStarts: [UInt32]
    let shortcodeLists: [UInt32]
    /// ASCII emoticons (folded) and the base emoji each stands for.
    let emoticons: KeyedStringTable
    /// Region codes (`us`, `gbsct`) and the flag each names.
    let regionCodes: KeyedStringTable
    /// Words of no locale: Unicode character names, Unicode category names, GitHub's tags.
    let globalWords: TokenIndex
    /// The number of words of each emoji's Unicode name (0 = none), for whole-name matches.
    let globalNameWordCounts: [UInt8]
    /// The carriers' private-use emoji (see ``CarrierEmoji``), empty in an index without them.
    let carrierBlocks: CarrierBlocks
    /// The stems of the English words in common use, nil in an index without them: no typo of another word.
    let knownEnglishStems: KnownWords?
    /// Global usage counts per base emoji (0 = unknown), the popularity prior of the ranking.
    let popularity: [UInt32]
    /// Each base emoji's popularity as `log10(count + 1)` in quarters (0 … about 37).
    let popularityScores: [UInt8]
    /// Base emoji in search order (more popular first, then Unicode order), and each emoji's
    /// position in it.
    let searchOrder: [UInt16]
    let searchRanks: [UInt16]

    /// Each count as `log10(count + 1)` in quarters; an emoji the ranking never counted (most are
    /// newer than it: 🫶, ❤️‍🔥) gets the median of the counted ones, not the score of an emoji nobody
    /// uses.
    static func popularityScores(_ counts: [UInt32]) -> [UInt8] {
        let scores = counts.map { UInt8(min(63, (log10(Double($0) + 1) * 4).rounded())) }
        let counted = zip(scores, counts).filter { $0.1 > 0 }.map(\.0).sorted()
        let median = counted.isEmpty ? 0 : counted[counted.count / 2]
        return zip(scores, counts).map { $0.1 > 0 ? $0.0 : median }
    }

    /// The folding applied to names, keywords and queries.
    public let folder: TextFolder
    /// How long a query can be and still match (from the index's longest phrase).
    public let searchLimits: SearchLimits

    // Derived when loading, for the per-key paths (a frontend shows 28 emoji per key).
    /// The text of every base emoji and every toned sequence.
    let baseTexts: [String]
    let tonedTexts: [String]
    /// Persons taking a tone, per base emoji: 0, 1 or 2 (2 also for single-character couples).
    let personCounts: [UInt8]
    /// The toned sequences of each base emoji: `tonedByBase[tonedByBaseStarts[e]..<…[e+1]]`.
    let tonedByBaseStarts: [Int]
    let tonedByBase: [Int]

    init(section: BlockSection) throws(IndexError) {
        let tags = BlockTags.self
        strings = try section.stringTable(bytes: tags.stringBytes, offsets: tags.stringOffsets)
        let stringCount = strings.count

        let meta = try section.array(tags.metadata, of: UInt32.self)
        try section.checkReferences(meta, below: stringCount, in: tags.metadata)
        guard meta.count % 2 == 0 else { throw section.corrupt("metadata is not key/value pairs") }
        var versions: [String: String] = [:]
        for pair in stride(from: 0, to: meta.count, by: 2) {
            versions[strings[Int(meta[pair])]] = strings[Int(meta[pair + 1])]
        }
        let longestPhrase = versions.removeValue(forKey: IndexFormat.longestPhraseKey)
        searchLimits = SearchLimits(
            longestPhraseBytes: longestPhrase.flatMap { Int($0) } ?? SearchLimits.defaultLongestPhrase)
        dataVersions = versions

        groupNameRefs = try section.array(tags.groupNames, of: UInt32.self)
        let groupCount = groupNameRefs.count
        groupLabelKeyRefs = try section.array(tags.groupLabelKeys, of: UInt32.self, count: groupCount)
        groupBrowsable = try section.array(tags.groupBrowsable, of: UInt8.self, count: groupCount)
        try section.checkReferences(groupNameRefs, below: stringCount, in: tags.groupNames)
        try section.checkReferences(groupLabelKeyRefs, below: stringCount, in: tags.groupLabelKeys)

        subgroupNameRefs = try section.array(tags.subgroupNames, of: UInt32.self)
        subgroupGroups = try section.array(tags.subgroupGroups, of: UInt8.self, count: subgroupNameRefs.count)
        try section.checkReferences(subgroupNameRefs, below: stringCount, in: tags.subgroupNames)
        try section.checkReferences(subgroupGroups, below: groupCount, in: tags.subgroupGroups)

        emojiRefs = try section.array(tags.emojiStrings, of: UInt32.self)
        let count = emojiRefs.count
        guard count > 0, count < Int(UInt16.max) else { throw section.corrupt("implausible emoji count \(count)") }
        emojiNameRefs = try section.array(tags.emojiNames, of: UInt32.self, count: count)
        try section.checkReferences(emojiNameRefs, below: stringCount, in: tags.emojiNames)
        emojiSubgroups = try section.array(tags.emojiSubgroups, of: UInt16.self, count: count)
        emojiVersions = try section.array(tags.emojiVersions, of: UInt16.self, count: count)
        emojiToneSlots = try section.array(tags.emojiToneSlots, of: UInt8.self, count: 2 * count)
        emojiTemplateRefs = try section.array(tags.emojiTemplates, of: UInt32.self, count: count)
        emojiTemplateSlots = try section.array(tags.emojiTemplateSlots, of: UInt8.self, count: 2 * count)
        try section.checkReferences(emojiRefs, below: stringCount, in: tags.emojiStrings)
        try section.checkReferences(emojiSubgroups, below: subgroupNameRefs.count, in: tags.emojiSubgroups)
        let groupOfSubgroup = subgroupGroups
        emojiGroups = emojiSubgroups.map { groupOfSubgroup[Int($0)] }
        try section.checkReferences(
            emojiTemplateRefs, below: stringCount, allowing: IndexFormat.noString, in: tags.emojiTemplates)

        tonedBases = try section.array(tags.tonedBases, of: UInt16.self)
        let tonedCount = tonedBases.count
        tonedTones = try section.array(tags.tonedTones, of: UInt8.self, count: 2 * tonedCount)
        tonedRefs = try section.array(tags.tonedStrings, of: UInt32.self, count: tonedCount)
        tonedVersions = try section.array(tags.tonedVersions, of: UInt16.self, count: tonedCount)
        tonedNameRefs = try section.array(tags.tonedUnicodeNames, of: UInt32.self, count: tonedCount)
        try section.checkReferences(tonedNameRefs, below: stringCount, in: tags.tonedUnicodeNames)
        try section.checkReferences(tonedBases, below: count, in: tags.tonedBases)
        try section.checkReferences(tonedTones, below: 6, in: tags.tonedTones)
        try section.checkReferences(tonedRefs, below: stringCount, in: tags.tonedStrings)

        shortcodeTable = try KeyedStringTable(
            section: section, strings: tags.shortcodeStrings, offsets: tags.shortcodeOffsets,
            targets: tags.shortcodeTargets, targetLimit: count + tonedCount)
        shortcodeListStarts = try section.array(tags.shortcodeListStarts, of: UInt32.self)
        shortcodeLists = try section.array(tags.shortcodeLists, of: UInt32.self)
        try section.checkRanges(
            shortcodeListStarts, count: count + tonedCount, total: shortcodeLists.count, in: tags.shortcodeListStarts)
        try section.checkReferences(shortcodeLists, below: shortcodeTable.count, in: tags.shortcodeLists)
        emoticons = try KeyedStringTable(
            section: section, strings: tags.emoticonStrings, offsets: tags.emoticonOffsets,
            targets: tags.emoticonTargets, targetLimit: count)
        regionCodes = try KeyedStringTable(
            section: section, strings: tags.regionCodeStrings, offsets: tags.regionCodeOffsets,
            targets: tags.regionCodeTargets, targetLimit: count)
        globalWords = try TokenIndex(section: section, tags: .global, emojiCount: count)
        globalNameWordCounts = try section.array(tags.globalNameWordCounts, of: UInt8.self, count: count)
        carrierBlocks = try CarrierBlocks(section: section, sequenceCount: count + tonedCount)
        knownEnglishStems =
            section.contains(tags.knownEnglishStems)
            ? KnownWords(sortedHashes: try section.array(tags.knownEnglishStems, of: UInt32.self)) : nil
        popularity = try section.array(tags.popularity, of: UInt32.self, count: count)
        let counts = popularity
        popularityScores = Self.popularityScores(counts)
        let order = (0..<count).sorted { counts[$0] != counts[$1] ? counts[$0] > counts[$1] : $0 < $1 }
        searchOrder = order.map { UInt16($0) }
        var ranks = [UInt16](repeating: 0, count: count)
        for (rank, emoji) in order.enumerated() { ranks[emoji] = UInt16(rank) }
        searchRanks = ranks

        let foldKeys = try section.array(tags.foldKeys, of: UInt32.self)
        let foldStarts = try section.array(tags.foldStarts, of: UInt32.self)
        let foldValues = try section.array(tags.foldValues, of: UInt32.self)
        try section.checkRanges(foldStarts, count: foldKeys.count, total: foldValues.count, in: tags.foldStarts)
        guard let folder = TextFolder(keys: foldKeys, starts: foldStarts, values: foldValues) else {
            throw section.corrupt("the folding table is not sorted or holds invalid scalars")
        }
        self.folder = folder

        let strings = self.strings
        baseTexts = emojiRefs.map { strings[Int($0)] }
        tonedTexts = tonedRefs.map { strings[Int($0)] }
        let slots = emojiToneSlots
        let templates = emojiTemplateRefs
        personCounts = (0..<count).map { index in
            let baseSlots = (slots[2 * index] != 0xFF ? 1 : 0) + (slots[2 * index + 1] != 0xFF ? 1 : 0)
            return UInt8(templates[index] != IndexFormat.noString ? max(2, baseSlots) : baseSlots)
        }
        var byBase = [[Int]](repeating: [], count: count)
        for (toned, base) in tonedBases.enumerated() { byBase[Int(base)].append(toned) }
        var starts = [0]
        for list in byBase { starts.append(starts[starts.count - 1] + list.count) }
        tonedByBaseStarts = starts
        tonedByBase = byBase.flatMap { $0 }
    }

    // MARK: Base emoji

    /// The number of base emoji.
    public var count: Int { emojiRefs.count }
    /// All base emoji in Unicode order.
    public var allEmoji: [EmojiID] { (0..<count).map(EmojiID.init) }

    /// The fully-qualified text of `id`.
    public func string(_ id: EmojiID) -> String { baseTexts[id.index] }
    /// The Unicode (CLDR English) name of `id` from emoji-test.txt, the fallback for every locale.
    public func unicodeName(_ id: EmojiID) -> String { strings[Int(emojiNameRefs[id.index])] }
    /// The Emoji version that introduced `id`.
    public func version(_ id: EmojiID) -> EmojiVersion { EmojiVersion(packed: emojiVersions[id.index]) }
    /// The subgroup of `id`, for example `face-smiling`.
    public func subgroupName(_ id: EmojiID) -> String { strings[Int(subgroupNameRefs[Int(emojiSubgroups[id.index])])] }
    /// The group of `id`.
    public func group(_ id: EmojiID) -> EmojiGroupID { EmojiGroupID(Int(emojiGroups[id.index])) }

    // MARK: Groups

    /// All groups in Unicode order, Component included.
    public var groups: [EmojiGroupID] { (0..<groupNameRefs.count).map(EmojiGroupID.init) }

    /// How many groups there are (``groups`` without making the list).
    var groupCount: Int { groupNameRefs.count }
    /// The groups a user browses: every group but Component, in Unicode order.
    public var browsableGroups: [EmojiGroupID] { groups.filter { groupBrowsable[$0.index] != 0 } }
    /// The Unicode (English) name of a group, for example `Smileys & Emotion`.
    public func englishName(of group: EmojiGroupID) -> String { strings[Int(groupNameRefs[group.index])] }
    /// The CLDR character-label key of a group, for example `smiley`.
    public func labelKey(of group: EmojiGroupID) -> String { strings[Int(groupLabelKeyRefs[group.index])] }
    /// The group named `name` (English name or label key, case-insensitive), if any.
    public func group(named name: String) -> EmojiGroupID? {
        let wanted = name.lowercased()
        return groups.first { englishName(of: $0).lowercased() == wanted || labelKey(of: $0).lowercased() == wanted }
    }

    // MARK: Toned sequences

    /// The number of toned sequences.
    public var tonedCount: Int { tonedBases.count }
    /// The text of a toned sequence.
    public func string(_ id: TonedEmojiID) -> String { tonedTexts[id.index] }
    /// The base emoji a toned sequence was made from.
    public func base(of id: TonedEmojiID) -> EmojiID { EmojiID(Int(tonedBases[id.index])) }
    /// The tones of a toned sequence: one per person (a couple with one tone lists it once).
    public func tones(of id: TonedEmojiID) -> [SkinTone] {
        let first = SkinTone(rawValue: tonedTones[2 * id.index]) ?? .light
        guard let second = SkinTone(rawValue: tonedTones[2 * id.index + 1]) else { return [first] }
        return [first, second]
    }
    /// The Unicode name of a toned sequence, for example "waving hand: medium skin tone".
    public func unicodeName(_ id: TonedEmojiID) -> String { strings[Int(tonedNameRefs[id.index])] }
    /// The Emoji version that introduced a toned sequence.
    public func version(_ id: TonedEmojiID) -> EmojiVersion { EmojiVersion(packed: tonedVersions[id.index]) }

    /// The text of any sequence.
    public func string(_ id: EmojiSequenceID) -> String {
        switch id {
        case .base(let base): string(base)
        case .toned(let toned): string(toned)
        }
    }

    // MARK: Shortcodes

    /// The shortcodes of a sequence, preferred first (GitHub/gemoji, then Slack, emojibase, CLDR).
    public func shortcodes(of id: EmojiSequenceID) -> [String] {
        let target = shortcodeTarget(id)
        let range = Int(shortcodeListStarts[target])..<Int(shortcodeListStarts[target + 1])
        return shortcodeLists[range].map { shortcodeTable.keys[Int($0)] }
    }

    /// The preferred shortcode of a sequence, if it has one.
    public func preferredShortcode(of id: EmojiSequenceID) -> String? {
        let target = shortcodeTarget(id)
        let start = Int(shortcodeListStarts[target])
        guard start < Int(shortcodeListStarts[target + 1]) else { return nil }
        return shortcodeTable.keys[Int(shortcodeLists[start])]
    }

    func shortcodeTarget(_ id: EmojiSequenceID) -> Int {
        switch id {
        case .base(let base): base.index
        case .toned(let toned): count + toned.index
        }
    }

    func sequence(forShortcodeTarget target: UInt32) -> EmojiSequenceID {
        Int(target) < count ? .base(EmojiID(Int(target))) : .toned(TonedEmojiID(Int(target) - count))
    }
}
