import Testing

@testable import EmojiKit

/// The user's usage as a place per emoji, and the order it gives search results (see ``UsageRanking``).
@Suite struct UsageRankingTests {
    let english = try! TestData.searcher("en")

    @Test func placesFollowTheScoresThenEmojiOrder() {
        let ranking = UsageRanking(scores: [EmojiID(40): 1, EmojiID(12): 3, EmojiID(7): 3, EmojiID(90): 0])
        #expect(ranking.place(7) == 1)
        #expect(ranking.place(12) == 2)
        #expect(ranking.place(40) == 3)
        #expect(ranking.place(90) == 0, "a score of 0 is no use")
        #expect(ranking.place(5000) == 0)
        #expect(!ranking.isEmpty)
        #expect(UsageRanking(scores: [:]).isEmpty)
        #expect(UsageRanking(scores: [EmojiID(3): 0]).isEmpty)
        #expect(UsageRanking.none.place(0) == 0)
    }

    /// Used emoji come first in their quality, most used first; the others keep their order, and no emoji leaves its
    /// quality.
    @Test func usedEmojiLeadTheirQualityMostUsedFirst() throws {
        let plain = Array(english.search("heart"))
        let members = { (quality: MatchQuality) in plain.filter { $0.quality == quality }.map(\.emoji) }
        let qualities = Array(Set(plain.map(\.quality))).sorted().filter { members($0).count >= 4 }
        try #require(qualities.count >= 2)
        let (first, second) = (members(qualities[0]), members(qualities[1]))
        let scores = [first[3]: 5.0, first[1]: 2.0, first[2]: 2.0, second.last!: 1.0]
        let used = Array(english.search("heart", options: SearchOptions(usage: UsageRanking(scores: scores))))

        #expect(used.map(\.quality) == plain.map(\.quality))
        let firstUsed = used.filter { $0.quality == qualities[0] }.map(\.emoji)
        let tied = [first[1], first[2]].sorted { $0.index < $1.index }
        #expect(Array(firstUsed.prefix(3)) == [first[3]] + tied)
        #expect(Array(firstUsed.dropFirst(3)) == first.filter { scores[$0] == nil })
        let secondUsed = used.filter { $0.quality == qualities[1] }.map(\.emoji)
        #expect(secondUsed == [second.last!] + second.dropLast())
    }
}
