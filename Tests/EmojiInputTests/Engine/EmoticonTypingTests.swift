import EmojiInput
import EmojiKit
import PropertyBased
import Testing

/// Typing ASCII emoticons in the engine: `:)`, `;)`, `<3`, `xD` open candidates; whatever does
/// not become an emoji reaches the application as typed, in order.
@Suite struct EmoticonTypingTests {
    /// What an application receives from a key script: commits, and the characters of the keys
    /// the engine let through, in order.
    static func applicationText(_ keys: [String], harness: EngineHarness) -> String {
        var text = ""
        for step in try! KeyScript(keys).steps {
            for (index, event) in step.events.enumerated() {
                let outcome = harness.engine.handle(event)
                if let commit = outcome.commit { text += commit }
                if index == step.mainEvent, !outcome.handled, let character = event.character {
                    text.unicodeScalars.append(character)
                }
            }
        }
        return text
    }

    /// `text` with every run of spaces written as one space.
    static func spacesInARowAsOne(_ text: String) -> String {
        text.replacing(/\ {2,}/, with: " ")
    }

    @Test(arguments: [
        ("colon parenright Return", "🙂"), ("colon minus parenright Return", "🙂"),
        ("semicolon parenright Return", "😉"), ("less 3 Return", "❤️"), ("less slash 3 Return", "💔"),
        ("x D Return", "😆"), ("X D Return", "😆"), ("colon apostrophe parenleft Return", "😢"),
        ("colon P Return", "😛"), ("D colon Return", "😩"), ("O colon parenright Return", "😇"),
    ])
    func emoticonsCommitTheirEmoji(keys: String, emoji: String) {
        let harness = EngineHarness()
        #expect(harness.type(keys).commits == [emoji], "\(keys)")
    }

    @Test func theEmoticonIsFocusedWhileTyping() {
        let harness = EngineHarness()
        harness.type("colon parenright")
        #expect(harness.snapshot.preedit == ":)")
        #expect(["🙂", "😊"].contains(harness.focused))
    }

    @Test func whatIsNotAnEmoticonReachesTheApplicationInOrder() {
        let harness = EngineHarness()
        // `;` opens a query; `a` does not continue an emoticon, so `;` is committed and `a` starts a word.
        let simulation = harness.type("semicolon a")
        #expect(simulation.commits == [";"])
        #expect(harness.snapshot.preedit == "a")
        #expect(Self.applicationText(["semicolon", "space"], harness: EngineHarness()) == "; ")
        #expect(Self.applicationText(["colon", "parenright", "space"], harness: EngineHarness()) == ":) ")
        #expect(Self.applicationText(["less", "1"], harness: EngineHarness()) == "<1")
        #expect(Self.applicationText(["minus", "Return"], harness: EngineHarness()) == "-")
        // Spaces in a row in a query are one: three of them after `D` reach the application as one.
        #expect(Self.applicationText(["D", "space", "space", "space", "exclam"], harness: EngineHarness()) == "D !")
    }

    @Test func digitsStillPassThroughWhenNothingIsComposed() {
        let harness = EngineHarness()
        #expect(harness.type("8").handled == [false])
        #expect(harness.snapshot.preedit.isEmpty)
    }

    /// Keys of emoticons, and letters that start words, typed at random and ended by `!` (which
    /// continues nothing): the application gets exactly the typed text, unless an emoji was picked
    /// (no Return, digits, which pick columns, or closing colon here, so none is).
    @Test func randomPunctuationIsNeverLostOrReordered() async {
        let keys = [
            "semicolon", "parenleft", "parenright", "less", "greater", "minus", "equal", "asciicircum",
            "underscore", "apostrophe", "D", "P", "slash", "backslash", "o", "O", "x", "T", "space", "period",
        ]
        await propertyCheck(count: 200, input: Gen.int(in: 0...(keys.count - 1)).array(of: 1...12)) { picks in
            let typed = picks.map { keys[$0] } + ["exclam"]
            let expected = typed.map { name in KeyChord(parsing: name)!.keysym.character.map(String.init) ?? "" }
                .joined()
            let harness = EngineHarness()
            let text = Self.applicationText(typed, harness: harness)
            // Spaces in a row inside a word query are one (`x   o` is the query `x o`).
            #expect(
                Self.spacesInARowAsOne(text) == Self.spacesInARowAsOne(expected),
                "\(typed.joined(separator: " "))")
        }
    }
}
