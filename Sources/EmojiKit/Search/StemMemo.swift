/// The stems and base forms (``QueryStems``) of the words one stemmer was asked for lately.
///
/// While a query is typed, its earlier words are the same at every key (`blue-f`, `blue-fa`: blue), and one search
/// stems its words in several passes; each is stemmed once. Bounded: the memo forgets everything when it holds
/// ``capacity`` words, so a long session, or a key held down, never grows it. A memo belongs to one searcher, on one
/// thread, as its stemmer does.
final class StemMemo {
    /// One word's stem and, once asked for, its base forms and respelled base form.
    private struct Forms {
        var stem: [UInt8]
        var baseForms: [[UInt8]]?
        var respelled: [UInt8] = []
    }

    /// The most words remembered.
    ///
    /// That is the words of the last query or two as typed key by key. Forgetting frees every word's
    /// forms at once, so the key that does it pays for all of them (at 512 words and three languages, about 150 µs on
    /// the benchmark machine, among the slowest keys; at 64 an eighth of that).
    static let capacity = 64

    /// The stemmer whose stems are remembered.
    let stemmer: Stemmer
    private var forms = BoundedMemo<String, Forms>(capacity: capacity)

    init(stemmer: Stemmer) {
        self.stemmer = stemmer
    }

    /// How many words it holds.
    var count: Int { forms.count }

    /// libstemmer's name of the algorithm.
    var algorithm: String { stemmer.algorithm }

    /// The stem of `word` (folded UTF-8 bytes) and, with `withBaseForms`, its base forms and respelled base form.
    ///
    /// The base forms are the words it starts with, one to ``QueryStems/baseFormLetters`` letters shorter and longer
    /// than the stem, that have the same stem; the respelled one is the form an English inflection respells
    /// (`nappies` → nappy, see ``respelledBaseForm(of:stem:)``; empty if none). Without `withBaseForms` both are empty.
    func stemAndBaseForms(
        of word: String, withBaseForms: Bool
    ) -> (stem: [UInt8], baseForms: [[UInt8]], respelled: [UInt8]) {
        let remembered = forms[word]
        if let remembered, !withBaseForms || remembered.baseForms != nil {
            return withBaseForms
                ? (remembered.stem, remembered.baseForms ?? [], remembered.respelled) : (remembered.stem, [], [])
        }
        var known = remembered ?? Forms(stem: Array(stemmer.stem(word).utf8))
        if withBaseForms {
            known.baseForms = baseForms(of: word, stem: known.stem)
            known.respelled = respelledBaseForm(of: word, stem: known.stem)
        }
        forms.remember(known, for: word)
        return (known.stem, known.baseForms ?? [], known.respelled)
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

    /// The English word an inflection respells before its ending, which the inflection does not start with.
    ///
    /// That is a final y that the ending turned into i (`nappies`, `married`: nappy, marry; the stemmer keeps the i) or
    /// a final e that it dropped (`dancing`, `lodged`: dance, lodge; the stemmer drops the e). Empty for other words
    /// and languages, and when the stem ends so already or the form has another stem. The stem itself may be a word
    /// (`singing` → sing, not singe), so a search looks this form up only where the stem found nothing.
    private func respelledBaseForm(of word: String, stem: [UInt8]) -> [UInt8] {
        guard stemmer.algorithm == "english", stem.count >= 3, stem.count < word.utf8.count else { return [] }
        let stemText = String(decoding: stem, as: UTF8.self)
        let form: String
        if stemText.hasSuffix("i"), Self.yInflections.contains(where: { word.hasSuffix($0) }) {
            form = String(stemText.dropLast()) + "y"
        } else if !stemText.hasSuffix("e"), Self.eInflections.contains(where: { word.hasSuffix($0) }) {
            form = stemText + "e"
        } else {
            return []
        }
        return stemmer.stem(form) == stemText && !word.hasPrefix(form) ? Array(form.utf8) : []
    }

    /// English inflections that spell a final y of their word as i (the stemmer leaves comparatives whole).
    private static let yInflections = ["ies", "ied"]
    /// English inflections that drop a final e of their word.
    private static let eInflections = ["ing", "ed"]
}
