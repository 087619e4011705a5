/// Sorted strings, each with a target: shortcodes, emoticons and region codes, looked up by prefix
/// or exactly with a binary search over their bytes.
struct KeyedStringTable: Sendable {
    /// The keys, sorted by UTF-8 bytes.
    let keys: StringTable
    /// The target of each key (a base emoji, or a shortcode target: base emoji, then toned ones).
    let targets: [UInt32]

    /// An empty table (for optional blocks that are absent).
    static let empty = KeyedStringTable(keys: StringTable(bytes: [], offsets: [0])!, targets: [])

    init(keys: StringTable, targets: [UInt32]) {
        self.keys = keys
        self.targets = targets
    }

    /// Reads the three blocks of a table; targets must be below `targetLimit` and keys sorted (a
    /// key may repeat, for several targets).
    init(
        section: BlockSection, strings: BlockTag, offsets: BlockTag, targets targetTag: BlockTag, targetLimit: Int
    ) throws(IndexError) {
        keys = try section.stringTable(bytes: strings, offsets: offsets)
        targets = try section.array(targetTag, of: UInt32.self, count: keys.count)
        try section.checkReferences(targets, below: targetLimit, in: targetTag)
        for index in 1..<max(1, keys.count)
        where keys.bytes[keys.range(index)].lexicographicallyPrecedes(keys.bytes[keys.range(index - 1)]) {
            throw section.corrupt("block \(strings) is not sorted")
        }
    }

    var count: Int { keys.count }

    /// Indices of the keys starting with `prefix`.
    func range(withPrefix prefix: [UInt8]) -> Range<Int> {
        func startsWithOrAfter(_ index: Int, prefixOnly: Bool) -> Bool {
            let bytes = keys.bytes[keys.range(index)]
            for (a, b) in zip(bytes, prefix) where a != b { return a > b }
            if bytes.count >= prefix.count { return !prefixOnly }
            return false
        }
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if startsWithOrAfter(middle, prefixOnly: false) { high = middle } else { low = middle + 1 }
        }
        let lower = low
        high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if startsWithOrAfter(middle, prefixOnly: true) { high = middle } else { low = middle + 1 }
        }
        return lower..<low
    }

    /// The index of the key equal to `key`, if there is one.
    func index(of key: [UInt8]) -> Int? {
        let range = range(withPrefix: key)
        // The exact key, if present, sorts first among the keys it prefixes.
        guard let first = range.first, keys.range(first).count == key.count else { return nil }
        return first
    }

    /// Whether key `index` is exactly `length` bytes long (equal to a prefix of that length).
    func isExact(_ index: Int, length: Int) -> Bool { keys.range(index).count == length }
}
