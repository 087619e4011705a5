/// The query words' stems in one stemming algorithm, and their base forms.
///
/// A stem is looked up among the stems of a locale's words (`hearts` → heart, `Katzen` → katz). A base form is a word
/// the typed word starts with, one to three letters shorter, with the same stem: the word a plural or a verb form is
/// made from (`vegetables` → vegetable, stem veget; `estrelas` → estrela), looked up among the words as written, so a
/// keyword that is that word ranks above the other words with the stem (`vegetation`). An English inflection that
/// respells its word's end has that word as a respelled base form (`nappies` → nappy, `dancing` → dance), looked up
/// where the stem and the base forms found nothing.
struct QueryStems: Sendable {
    /// Per word: its stem, empty for a word too short to have another form.
    var stems: [[UInt8]]
    /// Per word: its base forms other than its stem, longest first.
    var baseForms: [[[UInt8]]]
    /// Per word: its respelled base form, empty if none.
    var respelled: [[UInt8]]

    /// How many letters a base form may lack.
    static let baseFormLetters = 3

    /// The stems of `words` by `memo`'s stemmer, and with `baseForms` their base forms; words shorter than
    /// `minimumLength` letters get none.
    init(_ words: [String], memo: StemMemo, minimumLength: Int, baseForms withBaseForms: Bool = true) {
        var stems: [[UInt8]] = []
        var baseForms: [[[UInt8]]] = []
        var respelled: [[UInt8]] = []
        for word in words {
            guard word.unicodeScalars.count >= minimumLength else {
                stems.append([])
                baseForms.append([])
                respelled.append([])
                continue
            }
            let forms = memo.stemAndBaseForms(of: word, withBaseForms: withBaseForms)
            stems.append(forms.stem)
            baseForms.append(forms.baseForms)
            respelled.append(forms.respelled)
        }
        self.stems = stems
        self.baseForms = baseForms
        self.respelled = respelled
    }
}
