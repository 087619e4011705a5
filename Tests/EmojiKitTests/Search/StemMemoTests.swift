import Testing

@testable import EmojiKit

/// Remembered stems and base forms (see ``StemMemo``).
@Suite struct StemMemoTests {
    private func memo(_ algorithm: String = "english") throws -> StemMemo {
        StemMemo(stemmer: try #require(Stemmer(algorithm: algorithm)))
    }

    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func aWordAskedAgainGetsTheSameForms() throws {
        let memo = try memo()
        let first = memo.stemAndBaseForms(of: "vegetables", withBaseForms: true)
        #expect(text(first.stem) == "veget")
        #expect(first.baseForms.map(text) == ["vegetable"])
        let again = memo.stemAndBaseForms(of: "vegetables", withBaseForms: true)
        #expect(again.stem == first.stem)
        #expect(again.baseForms == first.baseForms)
    }

    @Test func baseFormsOnlyWhenAskedFor() throws {
        let memo = try memo()
        #expect(memo.stemAndBaseForms(of: "vegetables", withBaseForms: false).baseForms.isEmpty)
        // Asked for later, they are made then.
        #expect(memo.stemAndBaseForms(of: "vegetables", withBaseForms: true).baseForms.map(text) == ["vegetable"])
        #expect(memo.stemAndBaseForms(of: "vegetables", withBaseForms: false).baseForms.isEmpty)
    }

    @Test func itNeverHoldsMoreThanItsCapacity() throws {
        let memo = try memo()
        for index in 0..<(StemMemo.capacity * 3 + 7) {
            _ = memo.stemAndBaseForms(of: "hearts\(index)", withBaseForms: true)
            #expect(memo.count <= StemMemo.capacity)
        }
        // What it forgot it makes again, the same.
        #expect(text(memo.stemAndBaseForms(of: "hearts", withBaseForms: true).stem) == "heart")
    }
}
