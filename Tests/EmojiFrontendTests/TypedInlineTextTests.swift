import EmojiFrontend
import Testing

/// Inline mode's query typed into the application as text, then taken back for its emoji.
@Suite struct TypedInlineTextTests {
    @Test func lettersTypedAreCommittedOneByOne() {
        var typed = TypedInlineText()
        #expect(typed.update(to: ":", commit: nil) == [.commit(":")])
        #expect(typed.update(to: ":c", commit: nil) == [.commit("c")])
        #expect(typed.update(to: ":ca", commit: nil) == [.commit("a")])
        #expect(typed.text == ":ca")
    }

    @Test func anEmojiTakesThePlaceOfTheQuery() {
        var typed = TypedInlineText()
        _ = typed.update(to: ":cat", commit: nil)
        #expect(typed.update(to: "", commit: "🐱") == [.deleteBefore(4), .commit("🐱")])
        #expect(typed.text.isEmpty)
    }

    @Test func aBackSpaceTakesBackWhatChanged() {
        var typed = TypedInlineText()
        _ = typed.update(to: ":cat", commit: nil)
        #expect(typed.update(to: ":ca", commit: nil) == [.deleteBefore(4), .commit(":ca")])
    }

    @Test func aCancelledQueryTakesItsTextBack() {
        var typed = TypedInlineText()
        _ = typed.update(to: ":do", commit: nil)
        #expect(typed.update(to: "", commit: nil) == [.deleteBefore(3)])
    }

    @Test func textKeptOnFocusOutStaysInTheApplication() {
        var typed = TypedInlineText()
        _ = typed.update(to: ":do", commit: nil)
        typed.keep()
        #expect(typed.update(to: "", commit: nil).isEmpty)
    }

    @Test func charactersAreCountedAsUnicodeScalars() {
        var typed = TypedInlineText()
        _ = typed.update(to: ":café", commit: nil)
        #expect(typed.update(to: "", commit: "☕") == [.deleteBefore(5), .commit("☕")])
    }

    @Test func nothingChangedSendsNothing() {
        var typed = TypedInlineText()
        _ = typed.update(to: ":x", commit: nil)
        #expect(typed.update(to: ":x", commit: nil).isEmpty)
    }
}
