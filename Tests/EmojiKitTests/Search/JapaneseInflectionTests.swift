import Testing

@testable import EmojiKit

/// Japanese verbs and adjectives typed in romaji in another form than the dictionary's (see ``JapaneseInflection``).
@Suite struct JapaneseInflectionTests {
    @Test(arguments: [
        // A verb's noun form, polite, wishing and negative forms.
        ("oyogi", "oyogu"), ("nemuri", "nemuru"), ("nemurimasu", "nemuru"), ("nemuritai", "nemuru"),
        ("nemuranai", "nemuru"), ("hanashi", "hanasu"), ("kaimasu", "kau"), ("tabetai", "taberu"),
        // Te and past forms, with their sound changes.
        ("hashitte", "hashiru"), ("oyoida", "oyogu"), ("nonda", "nomu"), ("kaite", "kaku"), ("tabete", "taberu"),
        ("hanashita", "hanasu"),
        // Adjectives.
        ("ureshikatta", "ureshii"), ("hayaku", "hayai"), ("kanashisa", "kanashii"), ("samukute", "samui"),
    ])
    func findsTheDictionaryForm(typed: String, base: String) {
        #expect(JapaneseInflection.baseForms(of: typed).contains(base))
    }

    @Test func shortWordsAndOtherLettersHaveNoForms() {
        #expect(JapaneseInflection.baseForms(of: "oyo").isEmpty, "a prefix being typed")
        #expect(JapaneseInflection.baseForms(of: "泳ぎ").isEmpty)
        #expect(JapaneseInflection.baseForms(of: "Oyogi").isEmpty, "folded words only")
        #expect(!JapaneseInflection.baseForms(of: "naku").contains("nai"), "a verb, not the adverb of an adjective")
        #expect(!JapaneseInflection.baseForms(of: "kasa").contains("kai"), "umbrella, not a noun of an adjective")
        #expect(JapaneseInflection.baseForms(of: "nemurimasu").count <= JapaneseInflection.maximumForms)
    }

    @Test func aFormFindsItsWordAsAnInflection() throws {
        let japanese = try TestData.searcher("ja", "en")
        let swimming = Array(japanese.search("oyogi"))
        #expect(swimming.first.map { TestData.catalog.string($0.sequence) } == "🏊")
        #expect(swimming.first?.quality == .inflection)
        #expect(TestData.top("nemuritai", 3, in: japanese).contains("😴"))
        #expect(TestData.top("hashitte", 1, in: japanese) == ["🏃"])
        // Without Japanese, no romaji is read.
        #expect(TestData.top("oyogi", 28, in: try TestData.searcher("en")).contains("🏊") == false)
    }

    /// The forms only add emoji: what the word finds as typed keeps its place, and a form's prefixes find nothing.
    @Test func theWordAsTypedComesFirst() throws {
        let japanese = try TestData.searcher("ja", "en")
        let laughing = Array(japanese.search("warai"))
        let firstInflection = try #require(laughing.firstIndex { $0.quality == .inflection })
        #expect(laughing[..<firstInflection].allSatisfy { $0.quality < .inflection })
        #expect(laughing[..<firstInflection].contains { TestData.catalog.string($0.sequence) == "😂" })
        // 泳ぐ's forms never reach the emoji whose readings only start with oyogu.
        #expect(japanese.search("oyoida").allSatisfy { $0.quality == .inflection })
    }
}
