import EmojiKit
import TestSupport
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

    /// A reading guessed from a word's characters is certain when the emoji's own kana readings (Mozc's) give it: 月 of
    /// 🌙 read `tsuki`, as Mozc reads 🌙 つき, and not its other guesses (`getsu`), nor a reading the kana do not give.
    @Test func aGuessedReadingThatTheEmojisKanaReadingsGiveIsCertain() {
        let readings = RomanizedReadings(scheme: .japanese, unihan: RomanizationTests.unihan)
        let table = FoldTable.build()
        let folder = TextFolder(keys: table.keys, starts: table.starts, values: table.values)!
        let confirmed = LocaleSectionBuilder.certainReadings(of: ["うちゅう", "つき", "みかづき"], readings, folder)
        let tsuki = ReadingScheme.japanese.canonical("tsuki")
        #expect(confirmed.contains(tsuki))
        let guessed = readings.indexTokens(Array("月".unicodeScalars))
        #expect(guessed.certain.isEmpty && guessed.guessed.contains { $0.text == tsuki })
        let tokens = LocaleSectionBuilder.confirming(guessed, by: confirmed)
        #expect(tokens.certain.map(\.text) == [tsuki])
        #expect(!tokens.guessed.contains { $0.text == tsuki } && !tokens.guessed.isEmpty)
        let unconfirmed = LocaleSectionBuilder.confirming(guessed, by: [ReadingScheme.japanese.canonical("hoshi")])
        #expect(unconfirmed.certain.isEmpty && unconfirmed.guessed == guessed.guessed)
    }
}
