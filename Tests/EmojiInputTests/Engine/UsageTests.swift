import EmojiInput
import EmojiKit
import Testing

/// Usage: recorded on commit, decaying, boosting results, never in incognito.
@Suite struct UsageTests {
    @Test func decay() {
        var history = UsageHistory()
        history.record("😀")
        #expect(history.scores["😀"] == 1)
        history.record("🚀")
        #expect(abs(history.scores["😀"]! - 0.9) < 1e-9)
        #expect(history.scores["🚀"] == 1)
        history.record("😀")
        #expect(abs(history.scores["😀"]! - 1.81) < 1e-9)
        #expect(abs(history.scores["🚀"]! - 0.9) < 1e-9)
        #expect(history.top(2) == ["😀", "🚀"])
    }

    @Test func historyIsBounded() {
        var history = UsageHistory()
        for index in 0..<(UsageHistory.capacity + 50) { history.record("e\(index)") }
        #expect(history.scores.count <= UsageHistory.capacity)
        #expect(history.scores["e\(UsageHistory.capacity + 49)"] == 1)
    }

    @Test func commitsAreRecordedAndBoostResults() {
        let harness = EngineHarness()
        let before = harness.typeText("heart").final.rows[0]
        harness.type("Escape")
        // Commit a heart from further along the first row three times.
        let favourite = before[5]
        for _ in 0..<3 {
            let row = harness.typeText("heart").final.rows[0]
            let column = row.firstIndex(of: favourite)!
            harness.type(String(column + 1))
        }
        #expect(
            harness.service.store.usage.top(1) == [
                Fixtures.catalog.string(Fixtures.catalog.baseEmoji(of: Fixtures.database.sequence(for: favourite)!))
            ])
        // It moves ahead of the other emoji of its match quality (❤️, the exact shortcode
        // "heart", stays first: usage never lifts an emoji over a better match).
        let after = harness.typeText("heart").final.rows[0]
        #expect(after.first == "❤️")
        #expect(after.firstIndex(of: favourite)! < before.firstIndex(of: favourite)!)
    }

    @Test func usageRankingCanBeTurnedOff() {
        let harness = EngineHarness { $0.usageRanking = false }
        let before = harness.typeText("heart").final.rows[0]
        harness.type("Escape")
        for _ in 0..<3 {
            harness.typeText("heart")
            harness.type("6")
        }
        // The same emoji is in column 6 every time: usage does not reorder.
        #expect(harness.typeText("heart").final.rows[0] == before)
        #expect(harness.service.store.usage.top(5) == [before[5]])
    }

    @Test func incognitoRecordsNothing() {
        let harness = EngineHarness()
        harness.engine.incognito = true
        harness.typeText("rocket")
        harness.type("Shift_L Return")
        harness.typeText("wave")
        harness.type("Shift_L Return")
        #expect(harness.service.store.usage.isEmpty)
        #expect(harness.service.store.tones.isEmpty)
    }

    @Test func enginesShareUsageAndTones() {
        let harness = EngineHarness()
        let other = harness.service.makeEngine()
        harness.typeText("wave")
        harness.type("Shift_L Shift_L Return")
        _ = Simulation(running: try! KeyScript(text: "w a v e"), on: other)
        #expect(other.snapshot.focusedCandidate?.text == "👋🏼")
        // Each context keeps its own query.
        #expect(harness.snapshot.preedit == "")
        #expect(other.snapshot.preedit == "wave")
    }
}
