import EmojiFrontend
import EmojiInput
import Testing

/// The text of a grid row and where its focused emoji is.
@Suite struct GridRowTextTests {
    private let row = ["😀", "❤️", "👍🏽"].map { EngineSnapshot.Candidate(text: $0) }
    /// The space that stands where a bracket would be.
    private let s = GridRowText.bracketWideSpace

    @Test func highlightPutsTwoSpacesBetweenEmojiAndMarksTheFocusedOne() {
        let text = GridRowText(row, focusedColumn: 1, style: .highlight)
        #expect(text.string == "😀  ❤️  👍🏽")
        // ❤️ is two scalars (U+2764 U+FE0F), after 😀 and two spaces.
        #expect(text.focusRange == 3..<5)
    }

    @Test func marksBracketTheFocusedEmojiWithoutMovingAnyColumn() {
        let focusedFirst = GridRowText(row, focusedColumn: 0, style: .marks)
        let focusedLast = GridRowText(row, focusedColumn: 2, style: .marks)
        #expect(focusedFirst.string == "[😀]\(s)❤️\(s)\(s)👍🏽\(s)")
        #expect(focusedLast.string == "\(s)😀\(s)\(s)❤️\(s)[👍🏽]")
        // Every emoji starts at the same scalar offset whichever is focused.
        #expect(focusedFirst.string.unicodeScalars.count == focusedLast.string.unicodeScalars.count)
        #expect(focusedLast.focusRange == 8..<10)
    }

    @Test func aRowWithoutFocusHasNoRange() {
        #expect(GridRowText(row, focusedColumn: nil, style: .highlight).focusRange == nil)
        #expect(GridRowText(row, focusedColumn: nil, style: .marks).string == "\(s)😀\(s)\(s)❤️\(s)\(s)👍🏽\(s)")
    }
}
