import Testing

@testable import EmojiInput

/// Every keysym name of the X11 headers, and the characters legacy keysyms type.
@Suite struct KeyNamesTests {
    @Test func everyHeaderNameParsesAndPrintsBack() throws {
        #expect(KeySymTable.names.count > 2_000)
        for (value, name) in KeySymTable.names {
            let keysym = try #require(KeyChord(parsing: name)?.keysym, "\(name)")
            #expect(keysym.rawValue == value, "\(name)")
            #expect(KeyChord(parsing: keysym.description)?.keysym == keysym, "\(name) printed as \(keysym.description)")
        }
    }

    @Test(
        arguments: [
            ("Cyrillic_a", 0x06C1), ("udiaeresis", 0x00FC), ("kana_A", 0x04B1), ("Hyper_L", 0xFFED),
            ("dead_acute", 0xFE51), ("XF86AudioMute", 0x1008_FF12), ("XF86EmojiPicker", 0x1008_1249),
            ("ISO_Level3_Shift", 0xFE03), ("EuroSign", 0x20AC), ("KP_1", 0xFFB1),
        ] as [(String, UInt32)])
    func namesIBusCanSend(_ name: String, _ value: UInt32) throws {
        #expect(try #require(KeyChord(parsing: name)).keysym == KeySym(value))
        #expect(KeySym(value).description == name)
    }

    @Test func aliasesParseAndTheCanonicalNamePrints() {
        #expect(KeyChord(parsing: "Prior")?.keysym == .pageUp)
        #expect(KeyChord(parsing: "Page_Up")?.keysym == .pageUp)
        #expect(KeyChord(parsing: "Next")?.keysym == .pageDown)
        #expect(KeyChord(parsing: "KP_Next")?.keysym == KeySym(0xFF9B))
        #expect(KeySym.pageUp.description == "Page_Up")
        #expect(KeySym.pageDown.description == "Page_Down")
        #expect(KeySym(0xFF9A).description == "KP_Page_Up")
        #expect(KeyChord(parsing: "script_switch")?.keysym.description == "Mode_switch")
        #expect(KeySym(0x27).description == "apostrophe")
        #expect(KeySym(0x61).description == "a")
        // Unicode keysyms without a header name keep their `U` form.
        #expect(KeySym(character: "€").description == "U20AC")
        #expect(KeySym(0x0100_0436).description == "U436")
    }

    @Test func legacyKeysymsTypeTheirCharacters() {
        let expected: [(String, Unicode.Scalar)] = [
            ("Cyrillic_a", "\u{0430}"), ("Cyrillic_KA", "\u{041A}"), ("kana_A", "\u{30A2}"), ("udiaeresis", "\u{00FC}"),
            ("EuroSign", "\u{20AC}"), ("Greek_omega", "\u{03C9}"), ("hebrew_aleph", "\u{05D0}"),
            ("Arabic_comma", "\u{060C}"),
            ("Thai_kokai", "\u{0E01}"), ("Hangul_Kiyeog", "\u{3131}"), ("leftcaret", "<"), ("decimalpoint", "."),
            ("OE", "\u{0152}"), ("Armenian_ligature_ew", "\u{0587}"),
            ("KP_1", "1"), ("KP_Space", " "), ("KP_Add", "+"), ("KP_Decimal", "."), ("KP_Equal", "="),
        ]
        for (name, character) in expected {
            #expect(KeyChord(parsing: name)?.keysym.character == character, "\(name)")
        }
        #expect(KeyEvent(keysym: KeyChord(parsing: "Cyrillic_a")!.keysym).character == "\u{0430}")
        // A frontend's character wins over the keysym's.
        #expect(KeyEvent(keysym: KeySym(0x6C1), character: "x").character == "x")
    }

    @Test func keysWithoutTextTypeNothing() {
        for name in [
            "Return", "KP_Enter", "Tab", "BackSpace", "Escape", "Delete", "dead_acute", "Hyper_L", "XF86AudioMute",
            "topleftsummation", "F1", "Multi_key",
        ] {
            #expect(KeyChord(parsing: name)?.keysym.character == nil, "\(name)")
        }
    }

    @Test func modifierKeys() {
        for name in [
            "Shift_L", "Control_R", "Caps_Lock", "Meta_L", "Alt_R", "Super_L", "Hyper_L", "Hyper_R",
            "ISO_Level3_Shift", "ISO_Level5_Shift", "ISO_Group_Shift", "Mode_switch", "Num_Lock",
        ] {
            #expect(KeyChord(parsing: name)?.isTap == true, "\(name)")
        }
        for name in ["a", "Return", "dead_acute", "Multi_key", "Cyrillic_a", "XF86AudioMute"] {
            #expect(KeyChord(parsing: name)?.isTap == false, "\(name)")
        }
    }

    @Test func upperCaseLegacyLettersAreTypedWithShift() throws {
        let script = try KeyScript(["Cyrillic_KA", "Cyrillic_ka"])
        #expect(script.steps[0].events[script.steps[0].mainEvent].modifiers.contains(.shift))
        #expect(!script.steps[1].events[script.steps[1].mainEvent].modifiers.contains(.shift))
    }

    @Test func unknownNamesAreStillRejected() {
        for name in ["Cyrillic_k", "NoSuchKey", "cyrillic_a", "XF86XK_AudioMute", "XK_a", "Hyper"] {
            #expect(KeyChord(parsing: name) == nil, "\(name)")
        }
        #expect(throws: KeyScriptError.unknownKey("Cyrillic_k")) { try KeyScript(["Cyrillic_ka", "Cyrillic_k"]) }
    }
}
