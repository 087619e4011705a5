import EmojiKit

/// English irregular inflections, WordNet's `*.exc` entries turned around (`wolf` → wolves, `swim` → swam, `happy` →
/// happier), for the stems layer: the Snowball stemmer brings none of them to its word's stem.
///
/// Kept are the forms that cannot be taken for another word: of three letters or more, in lower-case letters only, no
/// lemma of WordNet themselves (`saw` is no form of see, `left` none of leave, `bore` none of bear), and whose stem is
/// no lemma's stem (`leaves`, stem leav, is no form of leaf, for it would find leaf 🍃 for `leave`; nor `lives` of life,
/// `rang` of ring, stem of range, `indices` of index, stem of indicate).
struct IrregularInflections {
    /// The kept forms of each base word, sorted.
    let forms: [String: [String]]

    init(wordNet: WordNet, stemmer: Stemmer) {
        let lemmaStems = Set(wordNet.lemmas.map { stemmer.stem($0) })
        var forms: [String: Set<String>] = [:]
        for (form, bases) in wordNet.exceptions
        where form.count >= 3 && form.allSatisfy({ $0 >= "a" && $0 <= "z" }) && !wordNet.isLemma(form)
            && !lemmaStems.contains(stemmer.stem(form))
        {
            for base in bases.values.joined() where base != form {
                forms[base, default: []].insert(form)
            }
        }
        self.forms = forms.mapValues { $0.sorted() }
    }
}
