/// The reading forms of a query's words in each reading scheme (``ReadingScheme/queryForms(_:)``), each scheme's made
/// when a locale first needs them and kept for the passes of one search that look up the same words.
struct ReadingForms {
    /// The query words.
    let words: [String]
    /// Per scheme (by raw value), per word, the canonical prefixes to look up.
    private var byScheme: [[[[UInt8]]]?] = Array(repeating: nil, count: ReadingScheme.allCases.count + 1)

    init(_ words: [String]) {
        self.words = words
    }

    /// The forms of every word in `scheme`.
    mutating func forms(in scheme: ReadingScheme) -> [[[UInt8]]] {
        let slot = Int(scheme.rawValue)
        if let forms = byScheme[slot] { return forms }
        let forms = words.map { scheme.queryForms($0) }
        byScheme[slot] = forms
        return forms
    }
}
