import EmojiInput
import EmojiKit
import Testing

/// Skin tones by modifier taps.
@Suite struct ToneTests {
    private func focusOn(_ query: String, _ harness: EngineHarness) {
        harness.typeText(query)
        #expect(harness.snapshot.focusedCandidate != nil)
    }

    @Test func shiftTapCyclesThroughTheFiveTonesAndBack() {
        let harness = EngineHarness()
        focusOn("thumbs up", harness)
        #expect(harness.focused == "👍")
        var seen: [String] = []
        for _ in 0..<6 {
            let tap = harness.type("Shift_L")
            #expect(tap.handled == [false])
            seen.append(harness.focused ?? "")
        }
        #expect(seen == ["👍🏻", "👍🏼", "👍🏽", "👍🏾", "👍🏿", "👍"])
    }

    @Test func shiftHeldWithAKeyIsNotATap() {
        let harness = EngineHarness()
        focusOn("thumbs up", harness)
        harness.engine.handle(KeyEvent(keysym: .shiftLeft))
        harness.engine.handle(KeyEvent(keysym: KeySym(0x41), modifiers: .shift))
        harness.engine.handle(KeyEvent(keysym: KeySym(0x41), modifiers: .shift, isRelease: true))
        harness.engine.handle(KeyEvent(keysym: .shiftLeft, modifiers: .shift, isRelease: true))
        #expect(harness.snapshot.preedit == "thumbs upA")
        harness.type("BackSpace")
        #expect(harness.focused == "👍")
    }

    @Test func theChosenToneIsRememberedAndCommitted() {
        let harness = EngineHarness()
        focusOn("wave", harness)
        harness.type("Shift_R Shift_R Shift_R")
        #expect(harness.type("Return").commits == ["👋🏽"])
        // The next time, the wave shows (and commits) medium skin tone.
        let again = harness.typeText("wave")
        #expect(again.final.rows.flatMap { $0 }.contains("👋🏽"))
        #expect(harness.service.store.tones["👋"] == [.medium])
    }

    @Test func shiftTapGivesEveryPersonTheTone() {
        let harness = EngineHarness()
        focusOn("people holding hands", harness)
        #expect(harness.focused == "🧑‍🤝‍🧑")
        harness.type("Shift_L Shift_L")
        #expect(harness.focused == "🧑🏼‍🤝‍🧑🏼")
    }

    @Test func controlTapReachesEveryTwoPersonCombination() {
        let harness = EngineHarness()
        focusOn("couplekiss", harness)
        #expect(harness.focused == "💏")
        var seen: Set<String> = []
        for _ in 0..<5 {
            harness.type("Shift_L")
            for _ in 0..<5 {
                harness.type("Control_L")
                seen.insert(harness.focused ?? "")
            }
        }
        #expect(seen.count == 25)
        // Every one is fully-qualified: a toned form of 💏 in the index.
        for text in seen {
            guard case .toned(let toned)? = Fixtures.database.sequence(for: text) else {
                Issue.record("\(text) is not a toned sequence")
                continue
            }
            #expect(Fixtures.catalog.string(Fixtures.catalog.base(of: toned)) == "💏")
        }
    }

    @Test func controlTapOnAnUntonedCoupleStartsWithLight() {
        let harness = EngineHarness()
        focusOn("handshake", harness)
        #expect(harness.focused == "🤝")
        harness.type("Control_R")
        #expect(harness.focused == "🤝🏻")
        harness.type("Control_R")
        #expect(harness.focused == "🫱🏻‍🫲🏼")
    }

    @Test func controlTapOnASinglePersonDoesNothing() {
        let harness = EngineHarness()
        focusOn("wave", harness)
        harness.type("Control_L")
        #expect(harness.focused == "👋")
    }

    @Test func tapsOnEmojiWithoutTonesDoNothing() {
        let harness = EngineHarness()
        focusOn("rocket", harness)
        harness.type("Shift_L Control_L")
        #expect(harness.focused == "🚀")
    }

    @Test func defaultToneApplies() {
        let harness = EngineHarness { $0.defaultTone = .mediumDark }
        focusOn("thumbs up", harness)
        #expect(harness.focused == "👍🏾")
        // Cycling from the default continues from it.
        harness.type("Shift_L")
        #expect(harness.focused == "👍🏿")
        harness.type("Shift_L")
        #expect(harness.focused == "👍")
        // "No tone" is remembered over the default.
        harness.type("Escape")
        harness.typeText("thumbs up")
        #expect(harness.focused == "👍")
    }

    @Test func tonesNewerThanTheVersionLimitAreSkipped() {
        // 👯 exists since Emoji 0.6, its toned forms only since 17.0.
        let harness = EngineHarness { $0.versionFilter = .upTo(EmojiVersion(major: 16, minor: 0)) }
        focusOn("people with bunny ears", harness)
        #expect(harness.focused == "👯")
        harness.type("Shift_L Control_L")
        #expect(harness.focused == "👯")
    }

    @Test func tapsWhileIdleDoNothing() {
        let harness = EngineHarness()
        let result = harness.type("Shift_L Control_L")
        #expect(result.handled == [false, false])
        #expect(!harness.snapshot.isActive)
    }
}
