import EmojiInput
import EmojiKit
import PropertyBased
import Testing

/// Long random key storms: presses, releases, modifier taps and chords, unknown keysyms, in any order.
///
/// Whatever happens, the engine keeps its invariants.
@Suite struct KeyStormTests {
    /// What a storm is made of: key names (press + release, taps, chords) and raw single events.
    static let names = [
        "a", "c", "e", "h", "r", "t", "s", "o", "k", "i", "w", "A", "Z", "space", "colon", "underscore", "minus",
        "plus", "1", "3", "7", "9", "0", "comma", "period", "apostrophe", "Return", "KP_Enter", "BackSpace",
        "Escape", "Tab", "ISO_Left_Tab", "Shift+Tab", "Left", "Right", "Up", "Down", "Page_Up", "Page_Down",
        "Home", "End", "Shift_L", "Shift_R", "Control_L", "Control_R", "Control+c", "Alt+x", "Super+a",
        "Control+Page_Down", "Control+Page_Up", "F5", "Delete", "Insert", "U0436", "U732B", "U1F600", "0x12345",
    ]

    static let rawEvents: [KeyEvent] = [
        KeyEvent(keysym: KeySym(0x61), isRelease: true),
        KeyEvent(keysym: .returnKey, isRelease: true),
        KeyEvent(keysym: .shiftLeft),
        KeyEvent(keysym: .shiftLeft, modifiers: .shift, isRelease: true),
        KeyEvent(keysym: .controlRight),
        KeyEvent(keysym: KeySym(0x62), modifiers: [.shift, .lock, .mod2]),
        KeyEvent(keysym: KeySym(0xFFFF_FFFF)),
        KeyEvent(keysym: KeySym(0), isRelease: true),
        KeyEvent(keysym: KeySym(0x6C1), character: "а"),
    ]

    static let typable: Set<Unicode.Scalar> = {
        var set = Set<Unicode.Scalar>(" :_-+'".unicodeScalars)
        for name in names {
            if let chord = KeyChord(parsing: name), let scalar = chord.keysym.character { set.insert(scalar) }
        }
        set.insert("а")
        return set
    }()

    private func checkInvariants(_ snapshot: EngineSnapshot, after commit: String?) {
        if let focus = snapshot.focus {
            #expect(focus.row < snapshot.rows.count)
            #expect(focus.column < snapshot.rows[focus.row].count)
        }
        #expect(snapshot.rows.flatMap { $0 }.count <= 28)
        #expect(snapshot.rows.allSatisfy { $0.count <= 7 && !$0.isEmpty })
        if snapshot.rows.isEmpty {
            #expect(snapshot.focus == nil && snapshot.page == 0)
        } else {
            #expect(snapshot.page >= 1 && snapshot.page <= snapshot.pages)
            #expect(snapshot.focus != nil)
        }
        guard let commit else { return }
        // A commit is a fully-qualified emoji of the index, or typed text.
        if let sequence = Fixtures.database.sequence(for: commit) {
            #expect(Fixtures.catalog.string(sequence) == commit, "commit \(commit) is not fully-qualified")
        } else {
            #expect(
                commit.unicodeScalars.allSatisfy { Self.typable.contains($0) || $0.properties.isAlphabetic },
                "commit \(commit)")
        }
    }

    @Test func stormsKeepTheInvariants() async {
        let pool = Self.names.count + Self.rawEvents.count
        await propertyCheck(count: 60, input: Gen.int(in: 0...(pool - 1)).array(of: 50...400), Gen.int(in: 0...3)) {
            picks, configuration in
            let harness = EngineHarness(languages: configuration == 1 ? ["de", "en"] : ["en"]) { settings in
                settings.layout = configuration == 2 ? .list : .grid
                settings.defaultTone = configuration == 3 ? .medium : nil
                settings.versionFilter = configuration == 3 ? .upTo(EmojiVersion(major: 13, minor: 0)) : .all
            }
            for pick in picks {
                let events: [KeyEvent]
                if pick < Self.names.count {
                    events = try! KeyScript([Self.names[pick]]).steps[0].events
                } else {
                    events = [Self.rawEvents[pick - Self.names.count]]
                }
                for event in events {
                    let outcome = harness.engine.handle(event)
                    checkInvariants(outcome.snapshot, after: outcome.commit)
                    #expect(outcome.snapshot == harness.engine.snapshot)
                }
            }
        }
    }
}
