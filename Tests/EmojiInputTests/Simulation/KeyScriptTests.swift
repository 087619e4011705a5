import EmojiInput
import Testing

@Suite struct KeyScriptTests {
    @Test func expandsTapsChordsAndKeys() throws {
        let script = try KeyScript(text: "a Shift_L Control+Page_Down")
        #expect(script.steps.count == 3)
        #expect(script.steps[0].events.map(\.isRelease) == [false, true])
        #expect(script.steps[1].events.map(\.keysym) == [.shiftLeft, .shiftLeft])
        let chord = script.steps[2]
        #expect(chord.events.map(\.keysym) == [.controlLeft, .pageDown, .pageDown, .controlLeft])
        #expect(chord.events[chord.mainEvent].modifiers.contains(.control))
    }

    @Test func unknownNamesAreErrors() {
        #expect(throws: KeyScriptError.unknownKey("Bogus")) { try KeyScript(["a", "Bogus"]) }
    }
}
