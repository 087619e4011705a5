import EmojiInput
import EmojiKit
import Testing

@testable import EmojiInput

/// The processors of each mode, and the rules they share: a key bound to an action is that action
/// while something is composed; a modifier tap runs its action as a key bound to it would.
@Suite struct KeyChainTests {
    @Test func eachModeListsItsProcessorsInOrder() {
        let names = { (chain: KeyChain) in chain.processors.map { String(describing: type(of: $0)) } }
        #expect(
            names(.emoji) == [
                "ToneTapProcessor", "ReleaseProcessor", "NavigationProcessor", "EmoticonProcessor", "ShortcodeCloser",
                "DigitsAndReturn", "QueryEditor",
            ])
        #expect(
            names(.inline) == [
                "ToneTapProcessor", "ReleaseProcessor", "InlineGate", "NavigationProcessor", "ShortcodeCloser",
                "DigitsAndReturn", "QueryEditor",
            ])
    }

    @Test func aBoundLetterStartsAQueryButIsItsActionWhileComposing() {
        let harness = EngineHarness {
            $0.keyBindings = try! KeyBindings.parsing(overrides: ["move-down": ["Down", "j"]])
        }
        // With nothing typed `j` opens the browser, as Down does.
        #expect(harness.type("j").final.category == "Frequently used")
        harness.type("Escape")
        harness.typeText("cat")
        #expect(harness.type("j").final.focus == [1, 0], "j moves down")
        #expect(harness.snapshot.preedit == "cat")
    }

    @Test func aTapRunsItsActionAsABoundKeyDoes() {
        let harness = EngineHarness {
            $0.keyBindings = try! KeyBindings.parsing(overrides: ["commit": ["Return", "Control_R"]])
        }
        harness.typeText("cat")
        let focused = harness.focused
        let tap = harness.type("Control_R")
        #expect(tap.commits == [focused!], "the tap commits the focused emoji")
        #expect(tap.handled == [false], "and reaches the application")
    }

    @Test func inTheInlineModeATapNeverEndsTheTrigger() {
        let harness = EngineHarness { $0.mode = .inline }
        harness.typeText(":")
        #expect(harness.type("Shift_L").commits.isEmpty)
        #expect(harness.snapshot.preedit == ":")
    }
}
