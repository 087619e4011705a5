import EmojiInput
import EmojiKit
import PropertyBased
import TestSupport
import Testing

/// Inline mode: text types as usual, `:` at the start of a word followed by a letter opens the
/// grid, and what is not chosen stays exactly as typed.
@Suite struct InlineModeTests {
    /// An application's text field: commits and the keys the engine lets through, in order; the
    /// preedit (what is being composed) kept as text when focus moves, as the frontends ask.
    final class Application {
        let harness = EngineHarness { $0.mode = .inline }
        var text = ""

        var engine: InputEngine { harness.engine }

        /// Types key names (`c`, `colon`, `Return`, `BackSpace`, `Shift_L`).
        func keys(_ names: [String]) {
            for step in try! KeyScript(names).steps {
                for (index, event) in step.events.enumerated() {
                    let outcome = engine.handle(event)
                    if let commit = outcome.commit { text += commit }
                    guard index == step.mainEvent, !outcome.handled else { continue }
                    switch event.keysym {
                    case KeySym(0xFF0D): text += "\n"
                    case KeySym(0xFF08): if !text.isEmpty { text.removeLast() }
                    case KeySym(0xFF09): text += "\t"
                    default: if let character = event.character { text.unicodeScalars.append(character) }
                    }
                }
            }
        }

        /// Types text: each character a key, newlines as Return.
        func type(_ text: String) { keys(ColonText.keyNames(text)) }

        /// Focus moves away: the preedit stays as text, the engine starts afresh.
        func focusOut() {
            if engine.snapshot.preeditIsText { text += engine.snapshot.preedit }
            engine.reset()
        }
    }

    @Test func realisticTextTypesExactlyAsTyped() {
        let app = Application()
        app.type(ColonText.realistic)
        #expect(app.text == ColonText.realistic)
        #expect(!app.engine.snapshot.isActive)
    }

    @Test func aQueryFollowedBySpaceOrPunctuationStaysText() {
        for (typed, expected) in [(":cat ", ":cat "), (":cat,", ":cat,"), (":cat.", ":cat."), ("(:cat)", "(:cat)")] {
            let app = Application()
            app.type(typed)
            #expect(app.text == expected, "\(typed)")
        }
    }

    @Test func aTriggerInsideAWordIsTheApplications() {
        let app = Application()
        app.type("a:b")
        #expect(app.text == "a:b")
        #expect(!app.engine.snapshot.isActive, "no query after a letter")
    }

    @Test func theQueryOpensTheGridAndShowsAsTyped() {
        let app = Application()
        app.type("I love :ca")
        #expect(app.text == "I love ")
        #expect(app.engine.snapshot.preedit == ":ca")
        #expect(app.engine.snapshot.preeditIsText)
        #expect(!app.engine.snapshot.rows.isEmpty)
    }

    @Test func returnADigitOrAClosingColonCommitsTheEmoji() {
        let app = Application()
        app.type("I love :cat")
        app.keys(["Return"])
        #expect(app.text == "I love 🐱")
        app.type(" and :sob:")
        #expect(app.text == "I love 🐱 and 😭")
        app.type(" :cat")
        let second = app.engine.snapshot.rows[0][1].text
        app.keys(["2"])
        #expect(app.text == "I love 🐱 and 😭 " + second)
    }

    @Test func aShiftTapTonesTheEmojiInPlace() {
        let app = Application()
        app.type(":thumbsup")
        app.keys(["Shift_L", "Return"])
        #expect(app.text == "👍🏻")
    }

    @Test func backSpaceOverTheTriggerTakesItBack() {
        let app = Application()
        app.type("x :")
        #expect(app.engine.snapshot.preedit == ":")
        app.keys(["BackSpace"])
        #expect(app.text == "x " && !app.engine.snapshot.isActive)
        app.type(":c")
        app.keys(["BackSpace", "BackSpace"])
        #expect(app.text == "x " && !app.engine.snapshot.isActive)
        app.type(":cx")
        app.keys(["BackSpace", "a", "t", "Return"])
        #expect(app.text == "x 🐱")
    }

    @Test func escapeKeepsTheTextAndReturnWithNoMatchTypesItAndTheNewline() {
        let app = Application()
        app.type(":cat")
        app.keys(["Escape"])
        #expect(app.text == ":cat")
        app.type(" :zzqx")
        app.keys(["Return"])
        #expect(app.text == ":cat :zzqx\n")
    }

    @Test func focusMovingMidQueryKeepsWhatWasTyped() {
        let app = Application()
        app.type("see :ca")
        app.focusOut()
        #expect(app.text == "see :ca")
        app.type("t")
        #expect(app.text == "see :cat", "the next key is plain text again")
    }

    @Test func otherTriggersCanBeConfigured() {
        let harness = EngineHarness {
            $0.mode = .inline
            $0.inlineTriggers = [";"]
        }
        let outcome = harness.typeText(";cat")
        #expect(harness.snapshot.preedit == ";cat")
        #expect(outcome.handled.allSatisfy { $0 })
        #expect(harness.typeText(" x").commits == [";cat"])
    }

    /// Random text from the pieces people type with colons, joined by spaces, lines ending with a
    /// full stop: whatever the order, the application gets exactly the text typed.
    @Test func anyMixOfColonTextTypesAsTyped() async {
        let pieces = [
            "10:30", "http://a.b:80/c", "C:\\x", "a: b", "::", "std::map", "fe80::1", ":)", ";)", ":-(", ":P,",
            ":cat.", "(:x)", "key:value", "ratio 3:2", "x ? y : z", "\"q:\"", ":", "word", "café:", ":é!",
        ]
        await propertyCheck(count: 150, input: Gen.int(in: 0...(pieces.count - 1)).array(of: 1...12)) { picks in
            let text = picks.map { pieces[$0] }.joined(separator: " ") + ".\n"
            let app = Application()
            app.type(text)
            #expect(app.text == text)
        }
    }
}
