/// An X keysym, the key identity IBus and other Linux input frameworks deliver.
public struct KeySym: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt32

    public init(_ rawValue: UInt32) { self.rawValue = rawValue }

    public static let space = KeySym(0x0020)
    public static let backSpace = KeySym(0xFF08)
    public static let tab = KeySym(0xFF09)
    public static let returnKey = KeySym(0xFF0D)
    public static let escape = KeySym(0xFF1B)
    public static let home = KeySym(0xFF50)
    public static let left = KeySym(0xFF51)
    public static let up = KeySym(0xFF52)
    public static let right = KeySym(0xFF53)
    public static let down = KeySym(0xFF54)
    public static let pageUp = KeySym(0xFF55)
    public static let pageDown = KeySym(0xFF56)
    public static let end = KeySym(0xFF57)
    public static let keypadEnter = KeySym(0xFF8D)
    public static let isoLeftTab = KeySym(0xFE20)
    public static let shiftLeft = KeySym(0xFFE1)
    public static let shiftRight = KeySym(0xFFE2)
    public static let controlLeft = KeySym(0xFFE3)
    public static let controlRight = KeySym(0xFFE4)

    /// Whether this is a modifier key itself (Shift, Control, Alt, Super, …).
    public var isModifier: Bool {
        (0xFFE1...0xFFEE).contains(rawValue) || (0xFE01...0xFE0F).contains(rawValue)
    }

    /// The character this keysym types, if it is a printable Latin-1 or Unicode keysym.
    ///
    /// Frontends that know the keyboard layout's text (IBus's `ibus_keyval_to_unicode`) pass it in
    /// ``KeyEvent/character`` instead, which also covers legacy keysyms such as `Cyrillic_a`.
    public var character: Unicode.Scalar? {
        switch rawValue {
        case 0x20...0x7E, 0xA0...0xFF: Unicode.Scalar(rawValue)
        case 0x0100_0100...0x0110_FFFF: Unicode.Scalar(rawValue - 0x0100_0000)
        default: nil
        }
    }

    /// The keysym that types `scalar` (Latin-1 keysyms directly, others as Unicode keysyms).
    public init(character scalar: Unicode.Scalar) {
        switch scalar.value {
        case 0x20...0x7E, 0xA0...0xFF: rawValue = scalar.value
        default: rawValue = 0x0100_0000 + scalar.value
        }
    }

    /// The X name (`Page_Down`, `a`, `U20AC`).
    public var description: String { KeyNames.name(of: self) }
}
