import Foundation
import Testing

/// The probe plays the panel: page and cursor buttons, clicks, and the properties menu.
@Suite(.serialized, .needsIBus) struct PanelActionTests {
    private let typeFace = ["key f", "key a", "key c", "key e"]

    @Test func pageAndCursorButtons() throws {
        let session = try IBusTestSession()
        defer { session.stop() }
        let log = try session.probe(
            ["engine swift-emoji"] + typeFace + [
                "panel page-down", "panel cursor-down", "panel cursor-down", "panel page-up", "panel cursor-up",
            ], panel: true)
        #expect(log.errors.isEmpty)
        let panels = log.events.enumerated().filter { $0.element.event == "panel" }.map(\.offset)
        func state(after panel: Int) -> ProbeLog { ProbeLog(events: Array(log.events[..<panels[panel]])) }
        #expect(state(after: 0).lastAuxiliary?.contains(" 2/") == true)
        #expect(state(after: 1).lastCursor == 1)
        #expect(state(after: 2).lastCursor == 2)
        #expect(state(after: 3).lastAuxiliary?.contains(" 1/") == true)
        #expect(state(after: 4).lastCursor == 1)
    }

    @Test func clickingARowFocusesItAndClickingAgainCommits() throws {
        let session = try IBusTestSession()
        defer { session.stop() }
        let log = try session.probe(
            ["engine swift-emoji"] + typeFace + ["panel click 2", "panel click 2"], panel: true)
        #expect(log.errors.isEmpty)
        let rows = log.caused(byKey: "e").lastRows
        let firstClick = log.events.firstIndex { $0.event == "panel" }!
        let afterFirst = ProbeLog(events: Array(log.events[..<firstClick]))
        #expect(afterFirst.lastCursor == 2)
        #expect(afterFirst.lastHighlighted == ProbeLog.cells(rows[2])[0])
        #expect(log.commits == [ProbeLog.cells(rows[2])[0]])
    }

    @Test func propertiesMenu() throws {
        let session = try IBusTestSession()
        defer { session.stop() }
        let log = try session.probe(
            [
                "engine swift-emoji",
                "panel property layout.list 1",
                "key h", "key e", "key a", "key r", "key t", "key Escape",
                "panel property tone.dark 1",
                "key w", "key a", "key v", "key e", "key Return",
            ], panel: true)
        #expect(log.errors.filter { !$0.contains("no update") }.isEmpty)
        let keys = log.signals("panel-register-properties").last?.keys ?? []
        for key in ["tone", "tone.dark", "layout", "layout.grid", "layout.list", "usage-ranking", "clear-history"] {
            #expect(keys.contains(key), "\(key)")
        }
        // The list layout: one emoji with its name per candidate, with the panel's labels.
        let list = log.caused(byKey: "t")
        #expect(list.lastRows.count <= 16)
        #expect(list.lastRows.first?.contains("red heart") == true)
        #expect(list.lastTable?.cursorVisible == true)
        // The default tone applies to emoji without a remembered one.
        #expect(log.commits == ["👋🏿"])
    }

    @Test func clearHistory() throws {
        let session = try IBusTestSession()
        defer { session.stop() }
        let log = try session.probe(
            [
                "engine swift-emoji", "key r", "key o", "key c", "key k", "key e", "key t", "key Return",
                "key Tab", "key Escape", "panel property clear-history 0", "key Tab",
            ], panel: true)
        // Frequently used starts with the rocket after committing it, and no longer after clearing.
        let before = log.caused(byKey: "Tab", occurrence: 1)
        #expect(ProbeLog.cells(before.lastRows.first ?? "").first == "🚀")
        let after = log.caused(byKey: "Tab", occurrence: 2)
        #expect(ProbeLog.cells(after.lastRows.first ?? "").first != "🚀")
    }
}
