/// The words a language's dictionary knows, as the 32-bit hashes of their stems: a query word whose stem is one is a
/// word typed as meant, never a typo of another (`glue` is no misspelled blue 💙, `want` no wand).
///
/// For English, the stems of WordNet's words that its semantic concordances have tagged (the words in common use) and
/// of their irregular forms: 13,475 stems in 54 KB (``BlockTags/knownEnglishStems``). Hashes rather than the
/// stems themselves, as nothing but membership is asked: of a million misspellings, about three would pass for known
/// by a collision and keep no typo match.
public struct KnownWords: Sendable {
    /// Sorted, unique.
    private let hashes: [UInt32]

    /// The set of the stems whose ``sortedHashes(of:)`` are `hashes` (as the index stores them: were they not sorted,
    /// a lookup would only answer wrongly).
    public init(sortedHashes hashes: [UInt32]) {
        self.hashes = hashes
    }

    /// The hashes of `stems`, sorted and unique, as ``init(sortedHashes:)`` takes them.
    public static func sortedHashes<Stems: Sequence<String>>(of stems: Stems) -> [UInt32] {
        Array(Set(stems.map { hash($0.utf8) })).sorted()
    }

    /// The number of known stems.
    public var count: Int { hashes.count }

    /// Whether the stem `bytes` (UTF-8) is known.
    public func contains(_ bytes: [UInt8]) -> Bool {
        let hash = Self.hash(bytes)
        var low = 0
        var high = hashes.count
        while low < high {
            let middle = (low + high) >> 1
            if hashes[middle] < hash { low = middle + 1 } else { high = middle }
        }
        return low < hashes.count && hashes[low] == hash
    }

    /// The 32-bit FNV-1a hash of `bytes`, as the index stores it.
    public static func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt32 {
        var hash: UInt32 = 0x811c_9dc5
        for byte in bytes {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        return hash
    }
}
