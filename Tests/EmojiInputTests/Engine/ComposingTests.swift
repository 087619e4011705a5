import EmojiInput
import Testing

/// Typing, editing and committing, key by key.
@Suite struct ComposingTests {
    @Test func typingAWordShowsTheGridAndReturnCommits() {
        let harness = EngineHarness()
        let typing = harness.type("h e a r t")
        #expect(typing.handled == [true, true, true, true, true])
        #expect(typing.final.preedit == "heart")
        #expect(typing.final.rows.count == 4)
        #expect(typing.final.rows.allSatisfy { $0.count == 7 })
        #expect(typing.final.focus == [0, 0])
        #expect(typing.final.page == 1)
        #expect(typing.final.pages == 2)
        let committed = harness.type("Return")
        #expect(committed.commits == ["❤️"])
        #expect(committed.final.preedit == "")
        #expect(committed.final.rows.isEmpty)
        #expect(!harness.snapshot.isActive)
    }

    @Test func aHyphenStaysInTheWordAsTheLongVowelOfJapanese() {
        // コーヒー typed as Japanese input methods take it: ー is the minus key.
        let harness = EngineHarness(languages: ["ja", "en"])
        let typing = harness.type("k o minus h i minus")
        #expect(typing.handled.allSatisfy { $0 })
        #expect(typing.final.preedit == "ko-hi-")
        #expect(typing.final.rows.first?.first == "☕")
        #expect(harness.type("Return").commits == ["☕"])
    }

    @Test func lettersAreCaseInsensitive() {
        let upper = EngineHarness().type("C A T")
        let lower = EngineHarness().type("c a t")
        #expect(upper.final.rows == lower.final.rows)
        #expect(upper.final.preedit == "CAT")
    }

    @Test func spaceSeparatesWords() {
        let harness = EngineHarness()
        let result = harness.typeText("heart red")
        #expect(result.final.rows.first?.first == "❤️")
        #expect(result.final.preedit == "heart red")
        // A second space is swallowed, not doubled.
        #expect(harness.type("space").final.preedit == "heart red ")
        #expect(harness.type("space").final.preedit == "heart red ")
    }

    @Test func digitsCommitColumnsOfTheFocusedRow() {
        let harness = EngineHarness()
        let row = harness.typeText("heart").final.rows[0]
        #expect(harness.type("3").commits == [row[2]])
        let second = EngineHarness()
        let rows = second.typeText("heart").final.rows
        #expect(second.type("Down 7").commits == [rows[1][6]])
    }

    @Test func shortcodeQueries() {
        let harness = EngineHarness()
        let partial = harness.type("colon s o")
        #expect(partial.final.preedit == ":so")
        #expect(partial.final.rows.flatMap { $0 }.contains("😭"))
        // The closing colon of an exact shortcode commits at once.
        #expect(harness.type("b colon").commits == ["😭"])
        #expect(!harness.snapshot.isActive)
        // Digits, underscores, minus and plus belong to shortcodes.
        let plusOne = EngineHarness()
        #expect(plusOne.type("colon plus 1 colon").commits == ["👍"])
        let underscore = EngineHarness()
        #expect(underscore.type("colon j o y underscore c a t colon").commits == ["😹"])
    }

    @Test func aColonFollowedByTextStaysText() {
        let harness = EngineHarness()
        let result = harness.type("colon space")
        #expect(result.commits == [":"])
        #expect(result.handled == [true, false])
        #expect(!harness.snapshot.isActive)
    }

    @Test func unknownShortcodeKeepsItsColon() {
        let harness = EngineHarness()
        let result = harness.type("colon z z q colon")
        #expect(result.commits.isEmpty)
        #expect(result.final.preedit == ":zzq:")
        #expect(harness.type("Return").commits == [":zzq:"])
    }

    @Test func backSpaceAndEscape() {
        let harness = EngineHarness()
        harness.type("c a t")
        #expect(harness.type("BackSpace").final.preedit == "ca")
        #expect(harness.type("BackSpace BackSpace").final.preedit == "")
        #expect(!harness.snapshot.isActive)
        harness.type("d o g")
        let cancelled = harness.type("Escape")
        #expect(cancelled.handled == [true])
        #expect(cancelled.commits.isEmpty)
        #expect(!harness.snapshot.isActive)
    }

    @Test func noMatchKeepsTheTypedText() {
        let harness = EngineHarness()
        let result = harness.type("x q z")
        #expect(result.final.rows.isEmpty)
        #expect(result.final.aux.contains("No emoji"))
        #expect(result.final.preedit == "xqz")
        #expect(harness.type("Return").commits == ["xqz"])
    }

    @Test func punctuationEndsTheCompositionAsText() {
        let harness = EngineHarness()
        let result = harness.type("h i comma")
        #expect(result.commits == ["hi"])
        #expect(result.handled == [true, true, false])
    }

    @Test func idleEditingKeysReachTheApplication() {
        let harness = EngineHarness()
        let result = harness.type("BackSpace Escape Return space 1 7 period comma Delete F5 Left Right Up Home End")
        #expect(result.handled.allSatisfy { !$0 })
        #expect(result.commits.isEmpty)
        #expect(!harness.snapshot.isActive)
    }

    @Test func unboundChordsPassThrough() {
        let harness = EngineHarness()
        harness.type("c a t")
        let result = harness.type("Control+c Alt+x Super+a")
        #expect(result.handled == [false, false, false])
        #expect(result.final.preedit == "cat")
    }

    @Test func releasesAreConsumedOnlyWithTheirPress() {
        let harness = EngineHarness()
        let press = harness.engine.handle(KeyEvent(keysym: KeySym(0x61)))
        #expect(press.handled)
        #expect(harness.engine.handle(KeyEvent(keysym: KeySym(0x61), isRelease: true)).handled)
        // A release whose press we never saw (or did not take) goes to the application.
        #expect(!harness.engine.handle(KeyEvent(keysym: KeySym(0x62), isRelease: true)).handled)
        #expect(!harness.engine.handle(KeyEvent(keysym: .returnKey, isRelease: true)).handled)
    }

    @Test func resetDropsTheComposition() {
        let harness = EngineHarness()
        harness.type("c a t")
        harness.engine.reset()
        #expect(!harness.snapshot.isActive)
        #expect(harness.type("Return").handled == [false])
    }

    @Test func multilingualQueries() {
        let harness = EngineHarness(languages: ["de", "en"])
        let result = harness.typeText("katze")
        #expect(result.final.rows.flatMap { $0 }.contains("🐈"))
        #expect(result.final.aux.contains("Katze") || result.final.aux.contains("Katzen"))
        let cyrillic = EngineHarness(languages: ["ru", "en"])
        #expect(cyrillic.typeText("кот").final.rows.flatMap { $0 }.contains("🐈"))
    }
}
