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
        keys.bytes.withUnsafeBufferPointer { bytes in
            keys.offsets.withUnsafeBufferPointer { offsets in
                prefix.withUnsafeBufferPointer { prefix in
                    /// The key at `index` compared with `prefix` over the prefix's length: < 0, 0 (it
                    /// starts with the prefix) or > 0.
                    func order(_ index: Int) -> Int {
                        let start = Int(offsets[index])
                        let length = Int(offsets[index + 1]) - start
                        for offset in 0..<min(length, prefix.count) where bytes[start + offset] != prefix[offset] {
                            return bytes[start + offset] < prefix[offset] ? -1 : 1
                        }
                        return length >= prefix.count ? 0 : -1
                    }
                    var low = 0
                    var high = offsets.count - 1
                    while low < high {
                        let middle = (low + high) / 2
                        if order(middle) < 0 { low = middle + 1 } else { high = middle }
                    }
                    let lower = low
                    high = offsets.count - 1
                    while low < high {
                        let middle = (low + high) / 2
                        if order(middle) == 0 { low = middle + 1 } else { high = middle }
                    }
                    return lower..<low
                }
            }
        }
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
