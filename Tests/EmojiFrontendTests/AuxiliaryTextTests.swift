import EmojiFrontend
import EmojiInput
import Testing

/// The text above the candidates, with the query when the panel shows it.
@Suite struct AuxiliaryTextTests {
    private func snapshot(query: String, line: [(String, Int)], layout: EngineSettings.Layout = .grid)
        -> EngineSnapshot
    {
        var snapshot = EngineSnapshot()
        snapshot.preedit = query
        snapshot.auxiliaryLine = AuxiliaryLine(parts: line.map { AuxiliaryLine.Part($0.0, importance: $0.1) })
        snapshot.layout = layout
        return snapshot
    }

    @Test func inTheApplicationTheQueryIsNotRepeated() {
        let text = AuxiliaryText(
            snapshot(query: "cat", line: [("cat face", 0), ("1/1", 1)]), placement: .application, style: .highlight)
        #expect(text.string == "cat face · 1/1")
        #expect(text.queryRange == nil)
    }

    @Test func inThePanelTheQueryHasALineOfItsOwnAbove() {
        let text = AuxiliaryText(
            snapshot(query: "thumbs up", line: [("thumbs up", 0), ("1/1", 1)]), placement: .panel, style: .highlight)
        #expect(text.string == "thumbs up\nthumbs up · 1/1")
        #expect(text.queryRange == 0..<9)
    }

    @Test func theQueryRangeCountsUnicodeScalars() {
        let text = AuxiliaryText(snapshot(query: "ねこ", line: []), placement: .panel, style: .highlight)
        #expect(text.string == "ねこ")
        #expect(text.queryRange == 0..<2)
        let decomposed = AuxiliaryText(snapshot(query: "cafe\u{301}", line: []), placement: .panel, style: .highlight)
        #expect(decomposed.queryRange == 0..<5)
    }

    @Test func browsingShowsNoQueryLine() {
        let text = AuxiliaryText(snapshot(query: "", line: [("Animals & Nature", 0)]), placement: .panel, style: .marks)
        #expect(text.string == "Animals & Nature")
        #expect(text.queryRange == nil)
        #expect(AuxiliaryText(EngineSnapshot.idle, placement: .panel, style: .highlight).isEmpty)
    }

    @Test func theMarksStyleKeepsBothLinesWithinTheGrid() {
        let long = snapshot(
            query: "woman in motorized wheelchair facing right",
            line: [("woman in motorized wheelchair facing right", 0), ("12/40", 1)])
        let text = AuxiliaryText(long, placement: .panel, style: .marks)
        let lines = text.string.split(separator: "\n").map(String.init)
        #expect(lines == ["…rized wheelchair facing right", "woman in motorized wh… · 12/40"])
        #expect(lines.allSatisfy { CompactAuxiliary.columns($0) <= CompactAuxiliary.gridColumns })
        #expect(text.queryRange == 0..<lines[0].unicodeScalars.count)
        // The list layout's panel is as wide as its lines anyway: nothing is cut.
        let list = AuxiliaryText(
            snapshot(query: long.preedit, line: [(long.preedit, 0)], layout: .list), placement: .panel, style: .marks)
        #expect(list.string == long.preedit + "\n" + long.preedit)
    }
}
