import EmojiInput
import Testing

/// Moving through the 7 × 4 grid and its pages.
@Suite struct NavigationTests {
    /// "face" has many pages of results.
    private func faces() -> EngineHarness {
        let harness = EngineHarness()
        harness.typeText("face")
        #expect(harness.snapshot.pages > 2)
        return harness
    }

    @Test func arrowsMoveInTwoDimensions() {
        let harness = faces()
        #expect(harness.type("Right Right Down").final.focus == [1, 2])
        #expect(harness.type("Left Up").final.focus == [0, 1])
    }

    @Test func rightAtTheEndOfAPageCrossesToTheNext() {
        let harness = faces()
        let end = harness.type("End")
        #expect(end.final.focus == [3, 6])
        let crossed = harness.type("Right")
        #expect(crossed.final.page == 2)
        #expect(crossed.final.focus == [0, 0])
        let back = harness.type("Left")
        #expect(back.final.page == 1)
        #expect(back.final.focus == [3, 6])
    }

    @Test func downFromTheBottomRowCrossesToTheNextPage() {
        let harness = faces()
        let result = harness.type("Right Right Down Down Down Down")
        #expect(result.final.page == 2)
        #expect(result.final.focus == [0, 2])
        let up = harness.type("Up")
        #expect(up.final.page == 1)
        #expect(up.final.focus == [3, 2])
    }

    @Test func pageKeysAndHomeEnd() {
        let harness = faces()
        #expect(harness.type("Page_Down").final.page == 2)
        #expect(harness.type("Page_Down").final.page == 3)
        #expect(harness.type("Page_Up").final.page == 2)
        #expect(harness.type("Right Right Home").final.focus == [0, 0])
        #expect(harness.type("End").final.focus == [3, 6])
    }

    @Test func theFocusNeverLeavesTheCandidates() {
        let harness = EngineHarness()
        harness.typeText("pretzel")
        let count = harness.snapshot.rows.flatMap { $0 }.count
        #expect(count > 1 && count < 7)
        let result = harness.type("Down Down Page_Down Right Right Right Right Right Right Right Right End")
        #expect(result.final.page == 1)
        #expect(result.final.focus == [0, count - 1])
        #expect(harness.type("Up Page_Up Left Left Left Left Left Left Left Left").final.focus == [0, 0])
    }

    @Test func lastPageMayBeShort() {
        let harness = faces()
        let pages = harness.snapshot.pages
        for _ in 1..<pages { harness.type("Page_Down") }
        #expect(harness.snapshot.page == pages)
        let last = harness.snapshot.rows.flatMap { $0 }
        #expect(!last.isEmpty && last.count <= 28)
        // Page_Down on the last page stays.
        #expect(harness.type("Page_Down").final.page == pages)
    }

    @Test func returnCommitsTheFocusedEmoji() {
        let harness = faces()
        harness.type("Page_Down Down Right")
        let expected = harness.focused
        #expect(harness.type("Return").commits == [expected!])
    }

    @Test func panelActions() {
        let harness = faces()
        #expect(harness.engine.perform(.pageDown).snapshot.page == 2)
        #expect(harness.engine.perform(.pageUp).snapshot.page == 1)
        #expect(harness.engine.perform(.cursorDown).snapshot.focus?.row == 1)
        #expect(harness.engine.perform(.cursorUp).snapshot.focus?.row == 0)
        // A click on another row focuses it; a click on the focused row commits.
        let focusClick = harness.engine.perform(.clickRow(2))
        #expect(focusClick.commit == nil)
        #expect(focusClick.snapshot.focus?.row == 2)
        let expected = harness.focused
        #expect(harness.engine.perform(.clickRow(2)).commit == expected)
        #expect(!harness.snapshot.isActive)
    }

    @Test func listLayout() {
        let harness = EngineHarness { $0.layout = .list }
        let result = harness.typeText("heart")
        #expect(result.final.rows.allSatisfy { $0.count == 1 })
        #expect(result.final.rows.count == 9)
        #expect(harness.snapshot.rows[0][0].name == "red heart")
        #expect(harness.type("Down Down").final.focus == [2, 0])
        let expected = harness.snapshot.rows[4][0].text
        #expect(harness.type("5").commits == [expected])
    }
}
