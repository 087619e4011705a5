/// Which emoji matched, as a bitset: marking is O(1), clearing and walking in Unicode order cost
/// one step per 64 emoji plus one per match, so nothing is proportional to the emoji count times
/// the number of searches.
struct MatchSet: Equatable, Sendable {
    private(set) var words: [UInt64]

    init(count: Int) {
        words = [UInt64](repeating: 0, count: (count + 63) / 64)
    }

    @inline(__always)
    mutating func insert(_ index: Int) {
        words[index >> 6] |= 1 << UInt64(index & 63)
    }

    @inline(__always)
    mutating func remove(_ index: Int) {
        words[index >> 6] &= ~(1 << UInt64(index & 63))
    }

    @inline(__always)
    func contains(_ index: Int) -> Bool {
        words[index >> 6] & (1 << UInt64(index & 63)) != 0
    }

    /// How many members there are.
    var count: Int { words.reduce(0) { $0 + $1.nonzeroBitCount } }

    var isEmpty: Bool { words.allSatisfy { $0 == 0 } }

    /// Calls `body` for every member, in ascending order.
    @inline(__always)
    func forEachMember(_ body: (Int) -> Void) {
        for (wordIndex, word) in words.enumerated() where word != 0 {
            var bits = word
            while bits != 0 {
                body(wordIndex << 6 | bits.trailingZeroBitCount)
                bits &= bits - 1
            }
        }
    }

    mutating func removeAll() {
        for index in words.indices { words[index] = 0 }
    }
}
