import EmojiKit

/// The English words in common use, whose stems the index keeps (`EmojiKit.KnownWords`) so that search takes no such
/// word for a typo of another (`glue` for blue 💙, `want` for wand 🪄).
///
/// A word in common use is a lemma of WordNet that its semantic concordances have tagged at least once (17,333 single
/// words: `want`, `glue`, `waist`; not the rare `oakum` or `scrod`, likelier typos than meant), or an irregular form of
/// one (`worse`, `geese`, `went`): 13,475 stems. Measured on the 6,193 common English words, the 314 that found nothing
/// but typo guesses, nearly all noise (`glue` 💙, `want` 🙈, `very` 🔃), now find nothing; of 9,597 misspellings of
/// English CLDR words (one letter dropped, changed or swapped), 33 no longer find their word's emoji: real words
/// (`quite` for quiet, `there` for three, `omit` for vomit) and misspellings with a known word's stem (`acrs`, stem
/// of acre, for cars).
enum KnownEnglishWords {
    /// The stems, by `stemmer` (English), of WordNet's words in common use and of their irregular forms.
    static func stems(wordNet: WordNet, stemmer: Stemmer) -> Set<String> {
        var common: Set<String> = []
        for (lemma, counts) in wordNet.tagCounts
        where isPlainWord(lemma) && counts.values.contains(where: { $0.values.contains { $0 > 0 } }) {
            common.insert(lemma)
        }
        var stems = Set(common.map { stemmer.stem($0) })
        for (form, bases) in wordNet.exceptions
        where isPlainWord(form) && bases.values.joined().contains(where: common.contains) {
            stems.insert(stemmer.stem(form))
        }
        return stems
    }

    /// One word in lower-case letters (no phrase, hyphen or apostrophe).
    private static func isPlainWord(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }
    }
}
