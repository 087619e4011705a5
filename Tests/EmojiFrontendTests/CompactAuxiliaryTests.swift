import EmojiFrontend
import EmojiInput
import Testing

/// The auxiliary line kept within the grid's width for GNOME's popup.
@Suite struct CompactAuxiliaryTests {
    private func line(_ parts: (String, Int)...) -> AuxiliaryLine {
        AuxiliaryLine(parts: parts.map { AuxiliaryLine.Part($0.0, importance: $0.1) })
    }

    @Test func aLineThatFitsIsKeptWhole() {
        let short = line(("cat", 0), ("1/3", 1), (":cat:", 3))
        #expect(CompactAuxiliary.text(short, limit: 30) == "cat · 1/3 · :cat:")
    }

    @Test func theLeastImportantPartsGoFirstAndThePageStays() {
        let long = line(("grinning face with big eyes", 0), ("1/7", 1), ("Shift: skin tone", 2), (":smiley:", 3))
        let compact = CompactAuxiliary.text(long, limit: 30)
        #expect(!compact.contains(":smiley:"))
        #expect(!compact.contains("Shift"))
        #expect(compact.hasSuffix(" · 1/7"))
        #expect(CompactAuxiliary.columns(compact) <= 30)
    }

    @Test func aLongNameIsCutWithAnEllipsisKeepingThePage() {
        let long = line(("woman in motorized wheelchair facing right", 0), ("12/40", 1))
        let compact = CompactAuxiliary.text(long, limit: 30)
        #expect(compact == "woman in motorized wh… · 12/40")
        #expect(CompactAuxiliary.columns(compact) == 30)
    }

    @Test func theTailOfALongTextKeepsItsEnd() {
        #expect(CompactAuxiliary.tail("cat", limit: 30) == "cat")
        #expect(CompactAuxiliary.tail("abcdefghij", limit: 5) == "…ghij")
        #expect(CompactAuxiliary.tail("ねこねこ", limit: 5) == "…ねこ")
        #expect(CompactAuxiliary.columns(CompactAuxiliary.tail("ねこねこ", limit: 5)) == 5)
    }

    @Test func wideScriptsCountTwoColumnsAMarkNone() {
        #expect(CompactAuxiliary.columns("猫") == 2)
        #expect(CompactAuxiliary.columns("고양이") == 6)
        #expect(CompactAuxiliary.columns("e\u{301}") == 1)
        let japanese = line(("笑い泣きしている顔と涙と喜びの表情", 0), ("1/2", 1))
        let compact = CompactAuxiliary.text(japanese, limit: 30)
        #expect(compact.hasSuffix("… · 1/2"))
        #expect(CompactAuxiliary.columns(compact) <= 30)
    }

    @Test func anEmptyLineStaysEmpty() {
        #expect(CompactAuxiliary.text(AuxiliaryLine(), limit: 30) == "")
    }
}
