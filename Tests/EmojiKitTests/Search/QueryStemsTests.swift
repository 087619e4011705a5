import Testing

@testable import EmojiKit

/// The stems and base forms of query words (see ``QueryStems``).
@Suite struct QueryStemsTests {
    private func stems(_ words: [String], _ algorithm: String = "english") throws -> QueryStems {
        QueryStems(words, memo: StemMemo(stemmer: try #require(Stemmer(algorithm: algorithm))), minimumLength: 3)
    }

    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func aPluralHasItsSingularAsBaseForm() throws {
        let found = try stems(["vegetables", "hearts"])
        #expect(found.stems.map(text) == ["veget", "heart"])
        // `vegetable` is the base form of `vegetables`; `heart` is the stem itself, looked up as one.
        #expect(found.baseForms.map { $0.map(text) } == [["vegetable"], []])
        #expect(try stems(["estrelas"], "portuguese").baseForms.map { $0.map(text) } == [["estrela"]])
    }

    @Test func anEnglishInflectionThatRespellsItsWordHasThatWord() throws {
        let found = try stems(["nappies", "married", "dancing", "singing", "danced", "natural"])
        #expect(found.respelled.map(text) == ["nappy", "marry", "dance", "singe", "", ""])
        // (A search looks up `singe` only if sing, the stem, is no word.) `danced` starts with dance, a base form
        // already; `natural` (stem natur) is a derivation, not an inflection.
        #expect(found.baseForms[4].map(text) == ["dance"])
        #expect(try stems(["chiens"], "french").respelled.allSatisfy { $0.isEmpty })
    }

    @Test func aWordThatIsItsOwnStemOrTooShortHasNone() throws {
        let found = try stems(["kiss", "ox", "vegetab"])
        #expect(found.baseForms.allSatisfy { $0.isEmpty })
        #expect(found.stems[1].isEmpty)
    }
}
