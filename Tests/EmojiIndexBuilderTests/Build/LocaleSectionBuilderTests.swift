import EmojiKit
import Testing

@testable import EmojiIndexBuilder

struct LocaleSectionBuilderTests {
    private func heads(_ name: String, _ keywords: [String]) -> [String] {
        LocaleSectionBuilder.compoundHeadTokens(
            name: Array(name.unicodeScalars), keywords: keywords.map { Array($0.unicodeScalars) }
        ).map(\.text)
    }

    /// A keyword that ends a longer word of the name is the head of a compound: a word of the name, never its start
    /// nor the whole of it.
    @Test func aKeywordThatEndsAWordOfTheNameIsItsHead() {
        #expect(heads("laubbaum", ["baum", "blätter", "laub", "laubbaum", "wald"]) == ["baum"])
        #expect(heads("weihnachtsbaum", ["baum", "tanne"]) == ["baum"])
        let tokens = LocaleSectionBuilder.compoundHeadTokens(
            name: Array("laubbaum".unicodeScalars), keywords: [Array("baum".unicodeScalars)])
        #expect(tokens.allSatisfy { $0.isWord && !$0.startsPhrase && !$0.coversPhrase })
    }

    /// Not a keyword that starts the word (`laub`), is the whole word, is of several words, is too short (`ei`),
    /// leaves too short a word before it, or is no keyword at all (`wagen` of Polizeiwagen).
    @Test func onlyALongEnoughKeywordOfOneWordAtTheEnd() {
        #expect(heads("laubbaum", ["laub", "laubbaum"]).isEmpty)
        #expect(heads("spiegelei", ["ei"]).isEmpty)
        #expect(heads("kahler baum", ["baum"]).isEmpty)
        #expect(heads("abaum", ["baum"]).isEmpty)
        #expect(heads("polizeiwagen", ["polizei", "streifenwagen"]).isEmpty)
        #expect(heads("weinglas", ["rotes glas", "glas", "glas"]) == ["glas"])
    }
}
