/// A typed sequence written as key names, as in `c a t Return` or `Control+Page_Down Shift_L`.
///
/// Each name becomes the events a keyboard sends: a bare modifier (`Shift_L`) is a tap (press and
/// release); a chord presses its modifiers, then the key, then releases them in reverse; any other
/// key is a press and a release. Shared by the tests and `swift-emoji simulate`.
public struct KeyScript: Sendable {
    /// One key of the script and its events; the first non-modifier press is the one whose
    /// "handled" answer is reported.
    public struct Step: Sendable {
        public let name: String
        public let events: [KeyEvent]
        /// Index in `events` of the key's own press.
        public let mainEvent: Int
    }

    public let steps: [Step]

    /// Parses names; throws ``KeyScriptError`` for the first unknown one.
    public init(_ names: [String]) throws(KeyScriptError) {
        steps = try names.map { name throws(KeyScriptError) in
            guard let chord = KeyChord(parsing: name) else { throw .unknownKey(name) }
            return Self.step(name, chord)
        }
    }

    /// Parses whitespace-separated names.
    public init(text: String) throws(KeyScriptError) {
        try self.init(text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).map(String.init))
    }

    private static func step(_ name: String, _ chord: KeyChord) -> Step {
        if chord.isTap {
            let mask = modifierMask(of: chord.keysym)
            let press = KeyEvent(keysym: chord.keysym)
            let release = KeyEvent(keysym: chord.keysym, modifiers: mask, isRelease: true)
            return Step(name: name, events: [press, release], mainEvent: 0)
        }
        var events: [KeyEvent] = []
        var held: ModifierMask = []
        var pressedModifiers: [KeySym] = []
        for (flag, keysym) in [
            (ModifierMask.control, KeySym.controlLeft), (.alt, KeySym(0xFFE9)), (.superKey, KeySym(0xFFEB)),
            (.shift, KeySym.shiftLeft),
        ]
        where chord.modifiers.contains(flag) {
            events.append(KeyEvent(keysym: keysym, modifiers: held))
            held.insert(flag)
            pressedModifiers.append(keysym)
        }
        // Upper-case letters arrive with Shift held.
        if let character = chord.keysym.character, character.properties.isUppercase { held.insert(.shift) }
        let main = events.count
        events.append(KeyEvent(keysym: chord.keysym, modifiers: held))
        events.append(KeyEvent(keysym: chord.keysym, modifiers: held, isRelease: true))
        for keysym in pressedModifiers.reversed() {
            events.append(KeyEvent(keysym: keysym, modifiers: held, isRelease: true))
            held.remove(modifierMask(of: keysym))
        }
        return Step(name: name, events: events, mainEvent: main)
    }

    private static func modifierMask(of keysym: KeySym) -> ModifierMask {
        switch keysym.rawValue {
        case 0xFFE1, 0xFFE2: .shift
        case 0xFFE3, 0xFFE4: .control
        case 0xFFE9, 0xFFEA, 0xFFE7, 0xFFE8: .alt
        case 0xFFEB, 0xFFEC: .superKey
        default: []
        }
    }
}

/// A key name that is not a known keysym.
public enum KeyScriptError: Error, Equatable, CustomStringConvertible {
    case unknownKey(String)

    public var description: String {
        switch self {
        case .unknownKey(let name):
            "unknown key name '\(name)' (use X keysym names such as a, space, Return, Page_Down, Shift_L)"
        }
    }
}
