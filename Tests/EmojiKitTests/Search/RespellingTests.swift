import Testing

@testable import EmojiKit

/// Spellings people type for the ones words are written with (see ``Respelling``).
@Suite struct RespellingTests {
    @Test func everyLetterAtOnceThenEachAlone() {
        #expect(Respelling.koreanEo.forms(of: ["ramyun"]) == [["ramyeon"]])
        #expect(Respelling.koreanEo.forms(of: ["sunmul"]) == [["seonmeol"], ["seonmul"], ["sunmeol"]])
        #expect(Respelling.koreanEo.forms(of: ["ramyun", "bul"]).first == ["ramyeon", "beol"])
        #expect(Respelling.englishPh.forms(of: ["elefant"]) == [["elephant"]])
        #expect(Respelling.englishPh.forms(of: ["fotograf"]) == [["photograph"], ["photograf"], ["fotograph"]])
    }

    @Test func onlyTheLettersThatMayStandForIt() {
        #expect(Respelling.koreanEo.forms(of: ["seulpeum"]).isEmpty)
        #expect(Respelling.koreanEo.forms(of: ["annyeong"]).isEmpty)
        #expect(Respelling.koreanEo.forms(of: ["불"]).isEmpty)
        #expect(Respelling.englishPh.forms(of: ["cat", "Fox"]).isEmpty)
    }

    @Test func theLanguagesDecide() throws {
        #expect(Respelling.applying(to: try TestData.database.languages(["ko", "en"])).count == 2)
        #expect(Respelling.applying(to: try TestData.database.languages(["de"])).isEmpty)
    }

    /// Only a query that finds nothing as typed is respelled: `bul` stays 불 (fire), not 벌 (bee).
    @Test func aRespellingFindsItsWordOnlyWhenNothingElseDoes() throws {
        let korean = try TestData.searcher("ko", "en")
        #expect(TestData.top("ramyun", 3, in: korean).contains("🍜"))
        #expect(TestData.top("sunmul", 1, in: korean) == ["🎁"])
        #expect(TestData.top("bul", 1, in: korean) == ["🔥"])
        #expect(!TestData.top("bul", 5, in: korean).contains("🐝"))
        let english = try TestData.searcher("en")
        #expect(english.search("ramyun").allSatisfy { $0.quality == .typo })
        #expect(TestData.top("elefant", 1, in: english) == ["🐘"])
        #expect(TestData.top("dolfin", 1, in: english) == ["🐬"])
        #expect(TestData.top("fone", 3, in: english).contains("📱"))
    }
}
