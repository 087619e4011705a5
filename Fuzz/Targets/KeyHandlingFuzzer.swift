import EmojiInput
import EmojiKit

/// Fuzzing the input engine: every input is a storm of key events (presses, releases,
/// modifiers, chords, unknown keysyms, characters of several scripts). The engine must not crash
/// and must keep its invariants, checked with `precondition` so a violation is a crash the fuzzer
/// reports:
///
/// - the focus is on a candidate of the page; at most 4 rows of 7 (or one list page);
/// - the page is within the page count;
/// - every commit is a fully-qualified emoji of the index, or text that was typed.
///
///     byte 0   settings: layout, default tone, version limit, languages
///     then     3 bytes per event: key (from a table), modifiers, flags (bit 0: release; bits 1–3: the
///              event repeated as by a key held down, 30 or, once per input, 10,000 times; bits 4–7:
///              panel actions)
public struct KeyHandlingFuzzer: Sendable {
    private let database: EmojiDatabase

    static let keys: [KeySym] = {
        let names = [
            "a", "b", "c", "e", "h", "i", "k", "o", "r", "s", "t", "w", "z", "A", "Q", "space", "colon", "underscore",
            "minus", "plus", "apostrophe", "1", "2", "7", "8", "0", "comma", "period", "slash", "Return", "KP_Enter",
            "BackSpace", "Escape", "Tab", "ISO_Left_Tab", "Left", "Right", "Up", "Down", "Page_Up", "Page_Down",
            "Home", "End", "Shift_L", "Shift_R", "Control_L", "Control_R", "Alt_L", "Super_L", "Caps_Lock", "F5",
            "Delete", "Insert", "Menu", "U0436", "U732B", "U00E9", "U1F600", "U05D0", "0x12345", "0x0", "0xFFFFFFFF",
            // Emoticons (`:)`, `;-)`, `<3`, `xD`, `^_^`), added last so older corpus entries keep their keys.
            "semicolon", "parenleft", "parenright", "less", "greater", "3", "D", "P", "x", "asciicircum", "equal",
        ]
        return names.map { KeyChord(parsing: $0)!.keysym }
    }()

    /// How often an event is sent, by bits 1–3 of its flags: mostly once, sometimes as a key held
    /// down (auto-repeat, a stuck key), whose cost per key must not grow with the query; the
    /// 10,000 repeats once per input at most, so that the fuzzer keeps its pace.
    static let repeatCounts = [1, 1, 1, 1, 1, 2, 30, 10_000]

    public init(database: EmojiDatabase) {
        self.database = database
    }

    public func run(_ input: [UInt8]) {
        let configuration = input.first ?? 0
        var settings = EngineSettings(languages: configuration & 1 == 0 ? ["en"] : ["de", "ja", "en"])
        settings.layout = configuration & 2 == 0 ? .grid : .list
        settings.listPageSize = Int(configuration >> 4) + 1
        settings.defaultTone = configuration & 4 == 0 ? nil : .mediumDark
        settings.versionFilter = configuration & 8 == 0 ? .all : .upTo(EmojiVersion(major: 13, minor: 0))
        let engine = EmojiInputService(database: database, settings: settings, store: .inMemory()).makeEngine()
        var typed: Set<Unicode.Scalar> = []
        var heldLong = false
        for start in stride(from: 1, to: input.count - 2, by: 3) {
            let keysym = Self.keys[Int(input[start]) % Self.keys.count]
            let modifiers = ModifierMask(rawValue: UInt32(input[start + 1] & 0x4F))
            let event = KeyEvent(keysym: keysym, modifiers: modifiers, isRelease: input[start + 2] & 1 == 1)
            if let character = event.character { typed.insert(character) }
            var repeats = Self.repeatCounts[Int(input[start + 2] >> 1) & 7]
            if repeats > 30 {
                if heldLong { repeats = 30 }
                heldLong = true
            }
            for _ in 0..<repeats {
                let outcome = engine.handle(event)
                check(outcome, typed: typed, pageLimit: settings.layout == .grid ? 28 : settings.listPageSize)
            }
            if input[start + 2] & 0x80 != 0 {
                // Panel actions, as a mouse user would send them.
                switch input[start + 2] & 0x70 {
                case 0x10: _ = engine.perform(.pageDown)
                case 0x20: _ = engine.perform(.cursorUp)
                case 0x30: check(engine.perform(.clickRow(Int(input[start + 1] & 7))), typed: typed, pageLimit: 28)
                default: engine.reset()
                }
            }
        }
    }

    private func check(_ outcome: KeyOutcome, typed: Set<Unicode.Scalar>, pageLimit: Int) {
        let snapshot = outcome.snapshot
        let shown = snapshot.rows.reduce(0) { $0 + $1.count }
        precondition(shown <= pageLimit, "page holds \(shown) candidates")
        precondition(snapshot.rows.allSatisfy { !$0.isEmpty && $0.count <= 7 }, "bad row sizes")
        if let focus = snapshot.focus {
            precondition(
                focus.row < snapshot.rows.count && focus.column < snapshot.rows[focus.row].count,
                "focus outside the page")
            precondition(snapshot.page >= 1 && snapshot.page <= snapshot.pages, "page outside the page count")
        } else {
            precondition(snapshot.rows.isEmpty, "candidates without focus")
        }
        guard let commit = outcome.commit else { return }
        if let sequence = database.sequence(for: commit) {
            precondition(
                database.catalog.string(sequence) == commit, "committed a sequence that is not fully-qualified")
        } else {
            let allowed = typed.union([" ", ":"])
            precondition(commit.unicodeScalars.allSatisfy { allowed.contains($0) }, "committed text that was not typed")
        }
    }
}
