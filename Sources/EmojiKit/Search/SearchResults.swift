/// Ranked search results as a random-access collection.
///
/// Matches are placed by rank class with a counting sort (two passes over the matches, no
/// comparisons). The matches arrive in search order (the catalog's popularity prior, then Unicode
/// order), which each class keeps; only the few emoji with a usage score are sorted (by usage), first in their quality.
/// Taking one page of 28 therefore never sorts every match.
///
/// Within a quality of CLDR names and keywords, popularity and the rank class's finer distinctions
/// (the word starts the name, every word is in the name) are weighed together: a popular emoji
/// with the word as a keyword comes before a rare one whose name starts with it (`love`: ❤️ before
/// 💌), but not before one nearly as popular (`party`: 🎉 party popper before 😜). Emoji with no
/// count follow by class. For codes, readings and supplementary words the class says whether the
/// query was matched whole, which stays first.
public struct SearchResults: RandomAccessCollection, Sendable {
    /// Matches per group (by the group's index), before any group filter.
    private let matchesPerGroup: [Int]

    /// Matches per group, before any group filter; for narrowing results by category (groups with none are left out).
    public var groupCounts: [EmojiGroupID: Int] {
        var counts: [EmojiGroupID: Int] = [:]
        for (group, count) in matchesPerGroup.enumerated() where count > 0 { counts[EmojiGroupID(group)] = count }
        return counts
    }

    /// How many matches `group` has, before any group filter: one entry of ``groupCounts``, without building it.
    public func matchCount(in group: EmojiGroupID) -> Int {
        matchesPerGroup.indices.contains(group.index) ? matchesPerGroup[group.index] : 0
    }

    /// Matching emoji, best class first.
    private let order: [UInt16]
    /// For each class present: where it starts in `order` and its quality.
    private let segmentStarts: [Int]
    private let segmentQualities: [MatchQuality]
    /// Exact toned sequences for some members (toned shortcodes typed in full).
    private let sequences: [EmojiID: EmojiSequenceID]
    /// The group of every emoji (the catalog's), for narrowing.
    private let emojiGroups: [UInt8]

    /// An empty result.
    public init() {
        matchesPerGroup = []
        order = []
        segmentStarts = [0]
        segmentQualities = []
        sequences = [:]
        emojiGroups = []
    }

    /// Builds results from the best rank class of every emoji in `matched`, which holds the
    /// matches by their position in the catalog's search order.
    init(
        classes: [RankClass], matched: MatchSet, sequences: [EmojiID: EmojiSequenceID], catalog: EmojiCatalog,
        options: SearchOptions
    ) {
        let groups = catalog.emojiGroups
        var perGroup = [Int](repeating: 0, count: catalog.groupCount)
        var starts = [0]
        var qualities: [MatchQuality] = []
        // Counting sort by placement; the search order is kept inside each. Segments are qualities. One buffer on the
        // stack counts the matches per placement, then holds where each placement's next match goes.
        let order = withUnsafeTemporaryAllocation(of: Int32.self, capacity: Self.placementCount) { next in
            next.initialize(repeating: 0)
            // The kept matches in search order, each as its emoji's index and placement (`index << 16 | placement`).
            var present: UInt32 = 0
            let kept = Self.keptPlacements(
                classes: classes, matched: matched, sequences: sequences, catalog: catalog, options: options,
                perClass: next, perGroup: &perGroup, qualities: &present)
            // Only the placements of the qualities some match has: one search has a few of them.
            var total: Int32 = 0
            for quality in 0..<MatchQuality.allCases.count where present & 1 << quality != 0 {
                for placement in quality * 64..<(quality + 1) * 64 {
                    let count = next[placement]
                    next[placement] = total
                    total += count
                }
                starts.append(Int(total))
                qualities.append(MatchQuality(rawValue: UInt8(quality)) ?? .typo)
            }
            var order = [UInt16](unsafeUninitializedCapacity: Int(total)) { order, initialized in
                for entry in kept {
                    let placement = Int(entry & 0xFFFF)
                    order.initializeElement(at: Int(next[placement]), to: UInt16(truncatingIfNeeded: entry >> 16))
                    next[placement] += 1
                }
                initialized = Int(total)
            }
            if !options.usage.isEmpty {
                // `next` now holds where each placement ends.
                Self.sortUsed(&order, endingAt: next, segmentStarts: starts, qualities: qualities, usage: options.usage)
            }
            return order
        }
        matchesPerGroup = perGroup
        self.order = order
        self.segmentStarts = starts
        self.segmentQualities = qualities
        self.sequences = sequences
        emojiGroups = groups
    }

    /// The matches kept (available and, if filtered, in the group), in search order, each as `index << 16 |
    /// placement`; counts the kept ones per placement and the available ones per group, and marks the qualities of the
    /// kept ones in `qualities` (bit `quality.rawValue`).
    private static func keptPlacements(
        classes: [RankClass], matched: MatchSet, sequences: [EmojiID: EmojiSequenceID], catalog: EmojiCatalog,
        options: SearchOptions, perClass: UnsafeMutableBufferPointer<Int32>, perGroup: inout [Int],
        qualities: inout UInt32
    ) -> [UInt32] {
        let availability = options.availability
        let filtersAvailability = !availability.isUnrestricted
        let hasSequences = !sequences.isEmpty
        let onlyGroup = options.group?.index
        let usage = options.usage
        let (classes, scores, searchOrder, groups) =
            (classes, catalog.popularityScores, catalog.searchOrder, catalog.emojiGroups)
        // Unsafe buffers for the three arrays written per match: no uniqueness check per write.
        return [UInt32](unsafeUninitializedCapacity: matched.count) { kept, keptCount in
            keptCount = 0
            perGroup.withUnsafeMutableBufferPointer { perGroup in
                matched.forEachMember { rank in
                    let index = Int(searchOrder[rank])
                    if filtersAvailability {
                        let id = EmojiID(index)
                        guard availability.contains(hasSequences ? sequences[id] ?? .base(id) : .base(id)) else {
                            return
                        }
                    }
                    let group = Int(groups[index])
                    perGroup[group] += 1
                    if let onlyGroup, onlyGroup != group { return }
                    let used = usage.place(index) > 0
                    let placement = Self.placement(classes[index], score: scores[index], used: used)
                    perClass[placement] += 1
                    qualities |= 1 << (placement / 64)
                    kept.initializeElement(at: keptCount, to: UInt32(index) << 16 | UInt32(placement))
                    keptCount += 1
                }
            }
        }
    }

    /// Where an emoji is placed: by quality, each quality in 64 slots.
    ///
    /// A used emoji takes the quality's first slot, where the used emoji are then sorted by usage (see
    /// ``sortUsed(_:endingAt:segmentStarts:qualities:usage:)``); the others follow, within the qualities of CLDR words by popularity with
    /// a part for the rank class's bonus, within the others by the bonus.
    @inline(__always)
    private static func placement(_ rank: RankClass, score: UInt8, used: Bool) -> Int {
        let quality = Int(rank.rawValue / 4)
        if used { return quality * 64 }
        let bonus = Int(rank.bonus)
        guard quality >= wordsStart, quality <= wordsEnd else { return quality * 64 + 4 - bonus }
        let weight = Int(score) + bonusWeight * bonus + nameStartWeight * (bonus & 2)
        return quality * 64 + 63 - Swift.min(62, weight)
    }

    private init(
        matchesPerGroup: [Int], order: [UInt16], segmentStarts: [Int], segmentQualities: [MatchQuality],
        sequences: [EmojiID: EmojiSequenceID], emojiGroups: [UInt8]
    ) {
        self.matchesPerGroup = matchesPerGroup
        self.order = order
        self.segmentStarts = segmentStarts
        self.segmentQualities = segmentQualities
        self.sequences = sequences
        self.emojiGroups = emojiGroups
    }

    /// These results narrowed to the emoji of `group`, in the same order, without searching again
    /// (``groupCounts`` stay those of all the results).
    public func narrowed(to group: EmojiGroupID) -> SearchResults {
        var order: [UInt16] = []
        var starts = [0]
        var qualities: [MatchQuality] = []
        for segment in segmentQualities.indices {
            for position in segmentStarts[segment]..<segmentStarts[segment + 1]
            where Int(emojiGroups[Int(self.order[position])]) == group.index {
                order.append(self.order[position])
            }
            if order.count > starts[starts.count - 1] {
                starts.append(order.count)
                qualities.append(segmentQualities[segment])
            }
        }
        return SearchResults(
            matchesPerGroup: matchesPerGroup, order: order, segmentStarts: starts, segmentQualities: qualities,
            sequences: sequences, emojiGroups: emojiGroups)
    }

    /// Placements per quality: 64, by popularity score and bonus within the qualities of CLDR words.
    private static let placementCount = MatchQuality.allCases.count * 64
    /// The qualities of CLDR words (names and keywords), where popularity orders matches.
    private static let wordsStart = Int(MatchQuality.exactName.rawValue)
    private static let wordsEnd = Int(MatchQuality.keywordWords.rawValue)
    /// What a point of rank-class bonus is worth against popularity, in quarters of a decade of
    /// usage counts: a word that starts the name (2 points) weighs as much as a threefold usage.
    /// (Scored on the evaluation set, 1 did better than 0, popularity alone, or 2.)
    private static let bonusWeight = 1
    /// What a word that starts the name is worth on top of that, per bonus point: with it the start of the name
    /// weighs as much as a tenfold usage, so `tired` gives 😫 (tired face) before 😩, whose keywords say tired, while
    /// ❤️ stays among the first three for `love` (scored on the evaluation set: 2 lost core cases).
    private static let nameStartWeight = 1

    /// Sorts the used emoji, most used first, which are placed first in their quality.
    ///
    /// They take slot 0 of their quality (``placement(_:score:used:)``), which starts its segment (`segmentStarts`, one
    /// per quality of `qualities`); `ends`: where each placement ends in `order`.
    private static func sortUsed(
        _ order: inout [UInt16], endingAt ends: UnsafeMutableBufferPointer<Int32>, segmentStarts: [Int],
        qualities: [MatchQuality], usage: UsageRanking
    ) {
        for (segment, quality) in qualities.enumerated() {
            let start = segmentStarts[segment]
            let end = Int(ends[Int(quality.rawValue) * 64])
            if end - start > 1 { order[start..<end].sort { usage.place(Int($0)) < usage.place(Int($1)) } }
        }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { order.count }

    public subscript(position: Int) -> SearchHit {
        precondition(position >= 0 && position < order.count, "search result index out of range")
        var low = 0
        var high = segmentQualities.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if segmentStarts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        let id = EmojiID(Int(order[position]))
        return SearchHit(emoji: id, sequence: sequences[id] ?? .base(id), quality: segmentQualities[low])
    }
}
