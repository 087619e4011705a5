/// Ranked search results as a random-access collection.
///
/// Matches are placed by rank class with a counting sort (two passes over the matches, no
/// comparisons). The matches arrive in search order (the catalog's popularity prior, then Unicode
/// order), which each class keeps; only the few emoji with a usage score are sorted (by score).
/// Taking one page of 28 therefore never sorts every match.
///
/// Within a quality of CLDR names and keywords, popularity outweighs the finer distinctions of the
/// rank class: emoji with a popularity count are placed in the quality's best class, most popular
/// first (so `heart` gives ❤️ before ♥️, whose name merely starts with the word); the others
/// follow by class. For readings and supplementary words the class says whether the word was
/// matched whole, which stays first.
public struct SearchResults: RandomAccessCollection, Sendable {
    /// Matches per group, before any group filter; for narrowing results by category.
    public let groupCounts: [EmojiGroupID: Int]

    /// Matching emoji, best class first.
    private let order: [UInt16]
    /// For each class present: where it starts in `order` and its quality.
    private let segmentStarts: [Int]
    private let segmentQualities: [MatchQuality]
    /// Exact toned sequences for some members (toned shortcodes typed in full).
    private let sequences: [EmojiID: EmojiSequenceID]

    /// An empty result.
    public init() {
        groupCounts = [:]
        order = []
        segmentStarts = [0]
        segmentQualities = []
        sequences = [:]
    }

    /// Builds results from the best rank class of every emoji in `matched`, which holds the
    /// matches by their position in the catalog's search order.
    init(
        classes: [RankClass], matched: MatchSet, sequences: [EmojiID: EmojiSequenceID], catalog: EmojiCatalog,
        options: SearchOptions
    ) {
        let groups = catalog.emojiGroups
        let searchOrder = catalog.searchOrder
        var perClass = [Int](repeating: 0, count: RankClass.count)
        var perGroup = [Int](repeating: 0, count: catalog.groups.count)
        let availability = options.availability
        let filtersAvailability = !availability.isUnrestricted
        /// Whether a match is kept: available and, if filtered, in the group.
        func kept(_ index: Int, counting: Bool) -> Bool {
            if filtersAvailability {
                let id = EmojiID(index)
                guard availability.contains(sequences[id] ?? .base(id)) else { return false }
            }
            let group = Int(groups[index])
            if counting { perGroup[group] += 1 }
            return options.group.map { $0.index == group } ?? true
        }
        let isPopular = catalog.isPopular
        let strongLimit = (MatchQuality.keywordWords.rawValue + 1) * 4
        /// The class an emoji is placed in: popular ones in the best class of their quality.
        func placement(_ index: Int) -> Int {
            let raw = classes[index].rawValue
            return raw < strongLimit && isPopular[index] ? Int(raw & ~3) : Int(raw)
        }
        matched.forEachMember { rank in
            let index = Int(searchOrder[rank])
            if kept(index, counting: true) { perClass[placement(index)] += 1 }
        }
        // Counting sort by class; the search order is kept inside each class.
        var next = [Int](repeating: 0, count: RankClass.count)
        var starts = [0]
        var qualities: [MatchQuality] = []
        var total = 0
        for rawClass in 0..<RankClass.count where perClass[rawClass] > 0 {
            next[rawClass] = total
            total += perClass[rawClass]
            starts.append(total)
            qualities.append(RankClass(rawValue: UInt8(rawClass)).quality)
        }
        var order = [UInt16](repeating: 0, count: total)
        matched.forEachMember { rank in
            let index = Int(searchOrder[rank])
            guard kept(index, counting: false) else { return }
            let rank = placement(index)
            order[next[rank]] = UInt16(index)
            next[rank] += 1
        }
        if !options.usage.isEmpty {
            Self.moveUsedFirst(&order, segments: starts, usage: options.usage)
        }
        var groupCounts: [EmojiGroupID: Int] = [:]
        for (group, count) in perGroup.enumerated() where count > 0 { groupCounts[EmojiGroupID(group)] = count }
        self.groupCounts = groupCounts
        self.order = order
        self.segmentStarts = starts
        self.segmentQualities = qualities
        self.sequences = sequences
    }

    /// Within each segment, puts emoji with a usage score first, highest first; the others keep their order.
    ///
    /// Only segments holding a used emoji are touched, and only used ones are sorted.
    private static func moveUsedFirst(_ order: inout [UInt16], segments: [Int], usage: [EmojiID: Double]) {
        for segment in 0..<(segments.count - 1) {
            let range = segments[segment]..<segments[segment + 1]
            let used = order[range].filter { (usage[EmojiID(Int($0))] ?? 0) > 0 }
            guard !used.isEmpty else { continue }
            let ranked = used.sorted { a, b in
                let (scoreA, scoreB) = (usage[EmojiID(Int(a))]!, usage[EmojiID(Int(b))]!)
                return scoreA != scoreB ? scoreA > scoreB : a < b
            }
            let rest = order[range].filter { (usage[EmojiID(Int($0))] ?? 0) <= 0 }
            order.replaceSubrange(range, with: ranked + rest)
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
