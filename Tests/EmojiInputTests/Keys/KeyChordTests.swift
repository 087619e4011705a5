import EmojiInput
import Testing

@Suite struct KeyChordTests {
    @Test(arguments: [
        "Return", "Control+Page_Down", "Shift+Tab", "ISO_Left_Tab", "Shift_L", "a", "U20AC", "space", "colon",
    ])
    func parsesAndPrintsBack(_ name: String) throws {
        let chord = try #require(KeyChord(parsing: name))
        #expect(KeyChord(parsing: chord.description) == chord)
    }

    @Test func tapsAreBareModifiers() {
        #expect(KeyChord(parsing: "Shift_L")?.isTap == true)
        #expect(KeyChord(parsing: "Control_R")?.isTap == true)
        #expect(KeyChord(parsing: "Return")?.isTap == false)
    }

    @Test func unknownNamesAreRejected() {
        #expect(KeyChord(parsing: "NoSuchKey") == nil)
        #expect(KeyChord(parsing: "Hyperdrive+a") == nil)
        #expect(KeyChord(parsing: "") == nil)
    }

    @Test func shiftIsComparedOnlyWhenNamed() {
        let tab = KeyChord(parsing: "ISO_Left_Tab")!
        #expect(tab.matches(KeyEvent(keysym: .isoLeftTab, modifiers: .shift)))
        let controlDown = KeyChord(parsing: "Control+Page_Down")!
        #expect(controlDown.matches(KeyEvent(keysym: .pageDown, modifiers: [.control, .mod2])))
        #expect(!controlDown.matches(KeyEvent(keysym: .pageDown)))
        #expect(!KeyChord(parsing: "Page_Down")!.matches(KeyEvent(keysym: .pageDown, modifiers: .control)))
    }

    @Test func keysymsTypeTheirCharacters() {
        #expect(KeySym(0x61).character == "a")
        #expect(KeySym(0xE9).character == "é")
        #expect(KeySym(0x0100_0430).character == "а")
        #expect(KeySym.returnKey.character == nil)
        #expect(KeySym(character: "ж").rawValue == 0x0100_0436)
        #expect(KeySym.shiftLeft.isModifier)
    }
}

@Suite struct KeyBindingsTests {
    @Test func defaultsCoverEveryAction() {
        for action in EngineAction.allCases {
            #expect(!KeyBindings.defaults.names(of: action).isEmpty, "\(action)")
        }
    }

    @Test func mostSpecificChordWins() {
        let bindings = KeyBindings.defaults
        #expect(bindings.action(for: KeyEvent(keysym: .tab)) == .nextCategory)
        #expect(bindings.action(for: KeyEvent(keysym: .tab, modifiers: .shift)) == .previousCategory)
        #expect(bindings.action(for: KeyEvent(keysym: .isoLeftTab, modifiers: .shift)) == .previousCategory)
        #expect(bindings.action(for: KeyEvent(keysym: .pageDown, modifiers: .control)) == .nextCategory)
        #expect(bindings.action(for: KeyEvent(keysym: KeySym(0x63), modifiers: .control)) == nil)
        #expect(bindings.tapAction(for: .shiftRight) == .cycleTone)
        #expect(bindings.tapAction(for: .controlLeft) == .cycleSecondTone)
    }

    @Test func overridesRebindActions() throws {
        let bindings = try KeyBindings.parsing(overrides: ["next-page": ["Control+n"], "cycle-tone": ["Alt_L"]])
        #expect(bindings.action(for: KeyEvent(keysym: KeySym(0x6E), modifiers: .control)) == .nextPage)
        #expect(bindings.action(for: KeyEvent(keysym: .pageDown)) == nil)
        #expect(bindings.tapAction(for: KeySym(0xFFE9)) == .cycleTone)
        #expect(bindings.tapAction(for: .shiftLeft) == nil)
        #expect(throws: BindingError.unknownAction("fly")) { try KeyBindings.parsing(overrides: ["fly": ["a"]]) }
        #expect(throws: BindingError.unknownKey(action: "commit", key: "Nope")) {
            try KeyBindings.parsing(overrides: ["commit": ["Nope"]])
        }
    }
}
