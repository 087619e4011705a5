import EmojiInput
import EmojiKit
import TestSupport
import Testing

/// The usage history as search ranks it (see ``UsageHistory/ranking(in:)``).
@Suite struct UsageHistoryRankingTests {
    @Test func aUsedEmojiLeadsItsQuality() throws {
        let database = TestDatabase.shared
        var history = UsageHistory()
        for text in ["🐱", "💜", "🐱", "not an emoji"] { history.record(text) }
        guard case .base(let purple)? = database.sequence(for: "💜") else {
            Issue.record("💜 is a base emoji")
            return
        }
        let english = EmojiSearcher(catalog: database.catalog, languages: try database.languages(["en"]))
        let ranked = english.search("heart", options: SearchOptions(usage: history.ranking(in: database)))
        let plain = english.search("heart")
        #expect(!history.ranking(in: database).isEmpty)
        #expect(UsageHistory().ranking(in: database).isEmpty)
        #expect(ranked.count == plain.count)
        // 💜 was used (less than 🐱, which `heart` does not find), so it leads its quality; the unknown text is left out.
        let quality = try #require(plain.first { $0.emoji == purple }?.quality)
        try #require(plain.first { $0.quality == quality }?.emoji != purple, "💜 does not lead its quality unused")
        #expect(ranked.first { $0.quality == quality }?.emoji == purple)
    }
}
