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

    @Test func aWordThatIsItsOwnStemOrTooShortHasNone() throws {
        let found = try stems(["kiss", "ox", "vegetab"])
        #expect(found.baseForms.allSatisfy { $0.isEmpty })
        #expect(found.stems[1].isEmpty)
    }
}
