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

    /// Whether this is a modifier key itself (Shift, Control, Caps Lock, Meta, Alt, Super, Hyper, the
    /// ISO level and group shifts, Mode_switch, Num_Lock), as libX11's `IsModifierKey` says.
    public var isModifier: Bool {
        switch rawValue {
        case 0xFFE1...0xFFEE, 0xFE01...0xFE13, 0xFF7E, 0xFF7F: true
        default: false
        }
    }

    /// The printable character this keysym types, as IBus's `ibus_keyval_to_unicode` maps it.
    ///
    /// Latin-1 and Unicode keysyms by arithmetic, legacy keysyms (`Cyrillic_a`, `kana_A`,
    /// `EuroSign`) through ``KeySymTable``, and the keypad's characters (`KP_1`, `KP_Add`). Frontends
    /// pass the character IBus gave them in ``KeyEvent/character``; the CLI and tests get this one.
    public var character: Unicode.Scalar? {
        switch rawValue {
        case 0x20...0x7E, 0xA0...0xFF: Unicode.Scalar(rawValue)
        case 0x0100_0100...0x0110_FFFF: Unicode.Scalar(rawValue - 0x0100_0000)
        case 0x0100...0x20FF: Self.legacyCharacter(UInt16(rawValue))
        // The keypad: keysymdef.h gives no U+ here, but IBus types these (KP_Multiply … KP_9 and
        // KP_Equal sit at their ASCII code + 0xFF80).
        case 0xFF80: " "
        case 0xFFAA...0xFFB9, 0xFFBD: Unicode.Scalar(rawValue - 0xFF80)
        default: nil
        }
    }

    private static func legacyCharacter(_ keysym: UInt16) -> Unicode.Scalar? {
        let table = KeySymTable.legacyCharacters
        var low = 0
        var high = table.count
        while low < high {
            let middle = (low + high) / 2
            if table[middle].keysym < keysym { low = middle + 1 } else { high = middle }
        }
        return low < table.count && table[low].keysym == keysym ? Unicode.Scalar(table[low].scalar) : nil
    }

    /// The keysym that types `scalar` (Latin-1 keysyms directly, others as Unicode keysyms).
    public init(character scalar: Unicode.Scalar) {
        switch scalar.value {
        case 0x20...0x7E, 0xA0...0xFF: rawValue = scalar.value
        default: rawValue = 0x0100_0000 + scalar.value
        }
    }

    /// The X name (`Page_Down`, `a`, `Cyrillic_a`, `U20AC`).
    public var description: String { KeyNames.name(of: self) }
}
