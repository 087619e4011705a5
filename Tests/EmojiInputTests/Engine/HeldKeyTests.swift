import EmojiInput
import EmojiKit
import Testing

/// A key held down (auto-repeat, a stuck key): 10,000 presses keep every character, stop searching
/// once the query is longer than anything it could match, and leave the engine as it was.
@Suite struct HeldKeyTests {
    static let repeats = 10_000

    /// The limit of the committed index.
    static var limit: Int { Fixtures.catalog.searchLimits.maximumQueryBytes }

    @Test func aHeldLetterKeepsEveryCharacterAndSaysWhyNothingIsShown() {
        let harness = EngineHarness()
        let held = harness.typeText(String(repeating: "a", count: Self.repeats))
        #expect(held.handled.allSatisfy { $0 })
        #expect(held.final.preedit == String(repeating: "a", count: Self.repeats))
        #expect(held.final.rows.isEmpty)
        #expect(held.final.aux.hasPrefix("Too long for an emoji name"))
        #expect(!held.final.aux.contains("aaaa"), "the typed text is not repeated above the grid")
        // Return types it as typed: nothing is lost.
        #expect(harness.type("Return").commits == [String(repeating: "a", count: Self.repeats)])
        #expect(!harness.snapshot.isActive)
    }

    @Test func backSpaceBelowTheLimitSearchesAgain() {
        let harness = EngineHarness()
        let extra = Self.limit + 10 - "heart".utf8.count
        harness.typeText("heart" + String(repeating: "x", count: extra))
        #expect(harness.snapshot.rows.isEmpty)
        let back = harness.type(Array(repeating: "BackSpace", count: extra).joined(separator: " "))
        #expect(back.final.preedit == "heart")
        #expect(back.final.rows.first?.first == "❤️")
    }

    @Test func theLimitIsTheLongestPhrasePlusAMargin() {
        let harness = EngineHarness()
        let longest = String(repeating: "a", count: Self.limit)
        #expect(harness.typeText(longest).final.aux.hasPrefix("No emoji for"))
        #expect(harness.type("a").final.aux.hasPrefix("Too long for an emoji name"))
    }

    @Test func aHeldShortcodeKeyKeepsTheTextAndTheClosingColonNamesNothing() {
        let harness = EngineHarness()
        let code = ":" + String(repeating: "s", count: Self.repeats)
        harness.typeText(code)
        let closed = harness.type("colon")
        #expect(closed.commits.isEmpty)
        #expect(closed.final.preedit == code + ":")
        #expect(harness.type("Return").commits == [code + ":"])
    }

    /// Letters, spaces, BackSpace and arrows in a long random run: the query is exactly what was
    /// typed (a second space swallowed, BackSpace taking the last character), however long it gets.
    @Test func aLongMixedRunKeepsExactlyWhatWasTyped() {
        var generator = SplitMix(seed: 26)
        let harness = EngineHarness(languages: ["en", "de", "fr"])
        var expected = ""
        var longest = 0
        var names: [String] = []
        for _ in 0..<Self.repeats {
            switch generator.next() % 20 {
            case 0:
                // With nothing typed a space is the application's.
                names.append("space")
                if !expected.isEmpty, !expected.hasSuffix(" ") { expected += " " }
            case 1:
                names.append("BackSpace")
                if !expected.isEmpty { expected.removeLast() }
            case 2: names.append(["Left", "Right", "Down"][Int(generator.next() % 3)])
            default:
                let letter = Unicode.Scalar(UInt8(ascii: "a") + UInt8(generator.next() % 26))
                names.append(String(letter))
                expected.unicodeScalars.append(letter)
            }
            longest = max(longest, expected.utf8.count)
        }
        harness.type(names.joined(separator: " "))
        #expect(longest > Self.limit, "the run went past the limit")
        #expect(harness.snapshot.preedit == expected)
        #expect(harness.type("Return").commits == (expected.isEmpty ? [] : [expected]))
    }

    @Test func inlineModeTypesAHeldKeyAsTextOnceItCannotBeAnEmojiName() {
        let app = InlineModeTests.Application()
        let text = "so :" + String(repeating: "o", count: Self.repeats) + " end"
        app.type(text)
        #expect(app.text == text)
        #expect(!app.engine.snapshot.isActive)
    }
}

/// A small seeded generator (SplitMix64), so a failing run can be replayed.
struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1330_11EB
        return value ^ (value >> 31)
    }
}
