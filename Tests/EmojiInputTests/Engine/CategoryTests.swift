import EmojiInput
import EmojiKit
import Testing

/// Browsing categories with an empty query, and narrowing results by category.
@Suite struct CategoryTests {
    @Test(arguments: ["Down", "Tab", "Page_Down"])
    func openingBrowsingStartsAtFrequentlyUsed(key: String) {
        let harness = EngineHarness()
        let result = harness.type(key)
        #expect(result.handled == [true])
        #expect(result.final.category == "Frequently used")
        #expect(result.final.rows.flatMap { $0 }.count == 28)
        #expect(result.final.rows[0][0] == "😂")
        #expect(result.final.preedit == "")
    }

    @Test func tabWalksTheUnicodeGroupsAndWraps() {
        let harness = EngineHarness()
        harness.type("Tab")
        var names: [String] = []
        for _ in 0..<10 { names.append(harness.type("Tab").final.category ?? "") }
        #expect(
            names == [
                "Smileys & Emotion", "People & Body", "Animals & Nature", "Food & Drink", "Travel & Places",
                "Activities", "Objects", "Symbols", "Flags", "Frequently used",
            ])
        #expect(harness.type("ISO_Left_Tab").final.category == "Flags")
        #expect(harness.type("Shift+Tab").final.category == "Symbols")
        #expect(harness.type("Control+Page_Down").final.category == "Flags")
    }

    @Test func categoryNamesAreLocalized() {
        let harness = EngineHarness(languages: ["de", "en"])
        harness.type("Tab Tab")
        #expect(harness.snapshot.category == "Smiley")
        #expect(harness.type("Tab Tab").final.category == "Flora und Fauna")
    }

    @Test func browsingAGroupShowsItsEmojiInUnicodeOrder() {
        let harness = EngineHarness()
        let smileys = harness.type("Tab Tab")
        #expect(smileys.final.rows[0].prefix(3) == ["😀", "😃", "😄"])
        #expect(smileys.final.pages == 7)
        let committed = harness.type("Right Return")
        #expect(committed.commits == ["😃"])
    }

    @Test func frequentlyUsedLearnsFromCommits() {
        let harness = EngineHarness()
        for _ in 0..<3 {
            harness.typeText("rocket")
            harness.type("Return")
        }
        #expect(harness.type("Tab").final.rows[0][0] == "🚀")
    }

    @Test func typingWhileBrowsingStartsAQuery() {
        let harness = EngineHarness()
        harness.type("Tab Tab")
        let result = harness.type("c a t")
        #expect(result.final.preedit == "cat")
        #expect(result.final.rows[0].contains("🐈"))
        harness.type("Escape")
        harness.type("Tab")
        #expect(harness.type("Escape").handled == [true])
        #expect(!harness.snapshot.isActive)
    }

    @Test func tabNarrowsResultsWhileComposing() {
        let harness = EngineHarness()
        let all = harness.typeText("heart")
        #expect(all.final.category == "All")
        let narrowed = harness.type("Tab")
        let group = narrowed.final.category
        #expect(group != nil && group != "All")
        let catalog = Fixtures.catalog
        for emoji in narrowed.final.rows.flatMap({ $0 }) {
            guard case .base(let id)? = Fixtures.database.sequence(for: emoji) else { continue }
            #expect(catalog.englishName(of: catalog.group(id)) == group)
        }
        #expect(harness.type("ISO_Left_Tab").final.category == "All")
        #expect(harness.type("ISO_Left_Tab").final.category != "All")
    }
}
