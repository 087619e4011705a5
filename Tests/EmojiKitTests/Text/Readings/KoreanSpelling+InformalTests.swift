import Testing

@testable import EmojiKit

/// Romanized Korean with ㅓ typed `u` (see ``KoreanSpelling/respellings(of:)``).
@Suite struct KoreanSpellingInformalTests {
    @Test func everyUAtOnceThenEachAlone() {
        #expect(KoreanSpelling.respellings(of: ["ramyun"]) == [["ramyeon"]])
        #expect(KoreanSpelling.respellings(of: ["sunmul"]) == [["seonmeol"], ["seonmul"], ["sunmeol"]])
        #expect(KoreanSpelling.respellings(of: ["ramyun", "bul"]).first == ["ramyeon", "beol"])
    }

    @Test func onlyTheUsThatAreNotOfEu() {
        #expect(KoreanSpelling.respellings(of: ["seulpeum"]).isEmpty)
        #expect(KoreanSpelling.respellings(of: ["annyeong"]).isEmpty)
        #expect(KoreanSpelling.respellings(of: ["불"]).isEmpty)
    }

    /// Only a query that finds nothing as typed is respelled: `bul` stays 불 (fire), not 벌 (bee).
    @Test func aRespellingFindsItsWordOnlyWhenNothingElseDoes() throws {
        let korean = try TestData.searcher("ko", "en")
        #expect(TestData.top("ramyun", 3, in: korean).contains("🍜"))
        #expect(TestData.top("sunmul", 1, in: korean) == ["🎁"])
        #expect(TestData.top("bul", 1, in: korean) == ["🔥"])
        #expect(!TestData.top("bul", 5, in: korean).contains("🐝"))
        #expect(try TestData.searcher("en").search("ramyun").allSatisfy { $0.quality == .typo })
    }
}
