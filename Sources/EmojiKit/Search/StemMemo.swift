/// The stems and base forms (``QueryStems``) of the words one stemmer was asked for lately.
///
/// While a query is typed, its earlier words are the same at every key (`blue-f`, `blue-fa`: blue), and one search
/// stems its words in several passes; each is stemmed once. Bounded: the memo forgets everything when it holds
/// ``capacity`` words, so a long session, or a key held down, never grows it. A memo belongs to one searcher, on one
/// thread, as its stemmer does.
final class StemMemo {
    /// One word's stem and, once asked for, its base forms.
    private struct Forms {
        var stem: [UInt8]
        var baseForms: [[UInt8]]?
    }

    /// The most words remembered.
    static let capacity = 512

    /// The stemmer whose stems are remembered.
    let stemmer: Stemmer
    private var forms: [String: Forms] = [:]

    init(stemmer: Stemmer) {
        self.stemmer = stemmer
    }

    /// How many words it holds.
    var count: Int { forms.count }

    /// libstemmer's name of the algorithm.
    var algorithm: String { stemmer.algorithm }

    /// The stem of `word` (folded UTF-8 bytes) and, with `withBaseForms`, its base forms: the words it starts with, one
    /// to ``QueryStems/baseFormLetters`` letters shorter and longer than the stem, that have the same stem (empty
    /// without `withBaseForms`).
    func stemAndBaseForms(of word: String, withBaseForms: Bool) -> (stem: [UInt8], baseForms: [[UInt8]]) {
        let remembered = forms[word]
        if let remembered, !withBaseForms || remembered.baseForms != nil {
            return (remembered.stem, withBaseForms ? remembered.baseForms ?? [] : [])
        }
        var known = remembered ?? Forms(stem: Array(stemmer.stem(word).utf8))
        if withBaseForms { known.baseForms = baseForms(of: word, stem: known.stem) }
        if remembered == nil, forms.count >= Self.capacity { forms.removeAll(keepingCapacity: true) }
        forms[word] = known
        return (known.stem, known.baseForms ?? [])
    }

    private func baseForms(of word: String, stem: [UInt8]) -> [[UInt8]] {
        let stemText = String(decoding: stem, as: UTF8.self)
        guard stemText != word else { return [] }
        let scalars = Array(word.unicodeScalars)
        let stemLength = stemText.unicodeScalars.count
        var found: [[UInt8]] = []
        for dropped in 1...QueryStems.baseFormLetters where scalars.count - dropped > stemLength {
            var form = String.UnicodeScalarView()
            form.append(contentsOf: scalars[..<(scalars.count - dropped)])
            let text = String(form)
            if stemmer.stem(text) == stemText { found.append(Array(text.utf8)) }
        }
        return found
    }
}
