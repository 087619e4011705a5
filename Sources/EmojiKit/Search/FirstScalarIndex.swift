/// What a one-letter query finds in one locale, precomputed when the locale loads (from names
/// and keywords: a letter is too little to look for supplementary words).
///
/// A one-letter query is a prefix of a large part of a locale's tokens, so walking their postings
/// is the most expensive search there is, and the one every word starts with. Here the postings of
/// all tokens sharing a first scalar are merged once into one entry per emoji, holding the
/// ``WordMatch`` the letter gives it. Building costs one pass over the postings.
struct FirstScalarIndex: Sendable {
    /// Sorted first scalars.
    private let keys: [UInt32]
    /// Entries of key `i`: `entries[starts[i]..<starts[i+1]]`, each `emoji << 16 | match`.
    private let starts: [UInt32]
    private let entries: [UInt32]

    init(tokens: StringTable, postingStarts: [UInt32], postingEmoji: [UInt16], postingFlags: [UInt8], emojiCount: Int) {
        var keys: [UInt32] = []
        var starts: [UInt32] = [0]
        var entries: [UInt32] = []
        var matches = [WordMatch](repeating: [], count: emojiCount)
        var touched: [Int] = []
        let table = WordMatchTables.shared.postingMatch
        var token = 0
        while token < tokens.count {
            let range = tokens.range(token)
            guard let (scalar, length) = Self.firstScalar(tokens.bytes, range) else {
                token += 1
                continue
            }
            // Tokens sharing this first scalar are contiguous: they share its UTF-8 bytes.
            var end = token
            while end < tokens.count,
                tokens.bytes[tokens.range(end)].starts(with: tokens.bytes[range.lowerBound..<range.lowerBound + length])
            {
                let exact = tokens.range(end).count == length ? 1 : 0
                for posting in Int(postingStarts[end])..<Int(postingStarts[end + 1])
                where postingFlags[posting] & PostingFlags.supplementary.rawValue == 0 {
                    let emoji = Int(postingEmoji[posting])
                    if matches[emoji].isEmpty { touched.append(emoji) }
                    matches[emoji] = WordMatch(
                        rawValue: matches[emoji].rawValue | table[Int(postingFlags[posting]) << 1 | exact].rawValue)
                }
                end += 1
            }
            for emoji in touched {
                entries.append(UInt32(emoji) << 16 | (matches[emoji].rawValue & 0xFFFF))
                matches[emoji] = []
            }
            touched.removeAll(keepingCapacity: true)
            keys.append(scalar.value)
            starts.append(UInt32(entries.count))
            token = end
        }
        self.keys = keys
        self.starts = starts
        self.entries = entries
    }

    /// Calls `body(emoji, match)` for every emoji the one-scalar query `scalar` matches.
    @inline(__always)
    func forEachMatch(of scalar: Unicode.Scalar, _ body: (Int, WordMatch) -> Void) {
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) >> 1
            if keys[middle] < scalar.value { low = middle + 1 } else { high = middle }
        }
        guard low < keys.count, keys[low] == scalar.value else { return }
        entries.withUnsafeBufferPointer { entries in
            for index in Int(starts[low])..<Int(starts[low + 1]) {
                let entry = entries[index]
                body(Int(entry >> 16), WordMatch(rawValue: entry & 0xFFFF))
            }
        }
    }

    private static func firstScalar(_ bytes: [UInt8], _ range: Range<Int>) -> (Unicode.Scalar, Int)? {
        guard let lead = range.isEmpty ? nil : bytes[range.lowerBound] else { return nil }
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        guard range.count >= length else { return nil }
        var decoder = UTF8()
        var iterator = bytes[range.lowerBound..<range.lowerBound + length].makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
        return (scalar, length)
    }
}
