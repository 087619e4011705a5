import EmojiInput
import EmojiKit
import Testing

/// One rule for every frontend: a release is handled exactly when its press was, and panel
/// actions answer like keys.
@Suite struct KeyReleaseTests {
    private func press(_ engine: InputEngine, _ name: String, release: Bool = false) -> KeyOutcome {
        let chord = KeyChord(parsing: name)!
        return engine.handle(KeyEvent(keysym: chord.keysym, modifiers: chord.modifiers, isRelease: release))
    }

    @Test func aReleaseFollowsItsPress() {
        let engine = EngineHarness().engine
        // A letter starts a query: press and release are the engine's.
        #expect(press(engine, "c").handled)
        #expect(press(engine, "c", release: true).handled)
        // Return commits: its release is the engine's too, although nothing is composed any more.
        let commit = press(engine, "Return")
        #expect(commit.handled && commit.commit != nil)
        #expect(press(engine, "Return", release: true).handled)
        // With nothing composed, Return is the application's, press and release.
        #expect(!press(engine, "Return").handled)
        #expect(!press(engine, "Return", release: true).handled)
    }

    @Test func aPressPassedOnKeepsItsReleasePassedOnWhateverHappensBetween() {
        let engine = EngineHarness().engine
        // `1` is typed with nothing composed (passed on); `c` starts a query before `1` is released.
        #expect(!press(engine, "1").handled)
        #expect(press(engine, "c").handled)
        #expect(!press(engine, "1", release: true).handled)
        #expect(press(engine, "c", release: true).handled)
    }

    @Test func modifierTapsAreAlwaysTheApplications() {
        let engine = EngineHarness().engine
        _ = press(engine, "c")
        #expect(!press(engine, "Shift_L").handled)
        #expect(!engine.handle(KeyEvent(keysym: .shiftLeft, modifiers: .shift, isRelease: true)).handled)
    }

    @Test func panelActionsAnswerLikeKeys() {
        let harness = EngineHarness()
        #expect(!harness.engine.perform(.pageDown).handled, "nothing to page")
        #expect(!harness.engine.perform(.cursorDown).handled)
        harness.typeText("face")
        let page = harness.engine.perform(.pageDown)
        #expect(page.handled && page.snapshot.page == 2 && page.commit == nil)
        #expect(harness.engine.perform(.cursorUp).handled)
    }
}
