import EmojiKit
import Testing

@testable import EmojiIndexBuilder

/// The English words in common use, whose stems keep search from taking them for typos.
@Suite struct KnownEnglishWordsTests {
    static let stems = KnownEnglishWords.stems(
        wordNet: RelatedWordsTests.relatedWords.wordNet, stemmer: Stemmer(algorithm: "english")!)
    let stemmer = Stemmer(algorithm: "english")!

    private func isKnown(_ word: String) -> Bool { Self.stems.contains(stemmer.stem(word)) }

    @Test func wordsInCommonUseAndTheirForms() {
        for word in ["want", "glue", "waist", "wages", "plowing", "quite", "there", "storm"] {
            #expect(isKnown(word), "\(word)")
        }
        // Irregular forms of such words, whose stems are no lemma's.
        for word in ["worse", "geese", "went", "mice"] {
            #expect(isKnown(word), "\(word)")
        }
    }

    /// Misspellings stay unknown, and so do rare words no concordance tagged, likelier typos than meant.
    @Test func misspellingsAndRareWordsAreUnknown() {
        for word in ["piza", "sanwich", "avocdo", "unicron", "elephnt", "hedgehgo", "oakum", "scrod"] {
            #expect(!isKnown(word), "\(word)")
        }
    }

    /// 13,475 from WordNet 3.0 (an index of 54 KB); a count far off means the sources or the policy changed.
    @Test func someThirteenThousandStems() {
        #expect((13_000...14_000).contains(Self.stems.count), "\(Self.stems.count)")
    }
}
