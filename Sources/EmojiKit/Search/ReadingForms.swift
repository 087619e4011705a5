/// The reading forms of a query's words in each reading scheme (``ReadingScheme/queryForms(_:)``), each scheme's made
/// when a locale first needs them and kept for the passes of one search that look up the same words.
struct ReadingForms {
    /// The query words.
    let words: [String]
    /// Each word's forms per scheme, as the searcher made them lately.
    private let memo: ReadingFormsMemo
    /// Per scheme (by raw value), per word, the canonical prefixes to look up.
    private var byScheme: [[[[UInt8]]]?] = Array(repeating: nil, count: ReadingScheme.allCases.count + 1)

    /// The forms of `words`, taken from `memo` where it has them.
    init(_ words: [String], memo: ReadingFormsMemo = ReadingFormsMemo()) {
        self.words = words
        self.memo = memo
    }

    /// The forms of every word in `scheme`.
    mutating func forms(in scheme: ReadingScheme) -> [[[UInt8]]] {
        let slot = Int(scheme.rawValue)
        if let forms = byScheme[slot] { return forms }
        let forms = words.map { memo.forms(of: $0, in: scheme) }
        byScheme[slot] = forms
        return forms
    }
}

/// The reading forms of the words one searcher was asked for lately, per scheme.
///
/// A query's words are looked up again in several passes of each search (more words, other spellings, most of the
/// words) and at every key while the next word is typed. A memo belongs to one searcher, on one thread.
final class ReadingFormsMemo {
    /// The most words remembered per scheme: the words of the last query or two as typed key by key.
    static let capacity = 64

    private var byScheme = Array(
        repeating: BoundedMemo<String, [[UInt8]]>(capacity: capacity), count: ReadingScheme.allCases.count + 1)

    /// `word`'s forms in `scheme`.
    func forms(of word: String, in scheme: ReadingScheme) -> [[UInt8]] {
        byScheme[Int(scheme.rawValue)].value(for: word) { scheme.queryForms(word) }
    }

    /// How many words it holds in `scheme`.
    func count(in scheme: ReadingScheme) -> Int { byScheme[Int(scheme.rawValue)].count }
}
