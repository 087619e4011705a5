/// X keysym names, as written in key bindings, tests and `swift-emoji simulate`.
enum KeyNames {
    /// Named keysyms beyond the single printable characters.
    static let named: [(String, UInt32)] = [
        ("space", 0x20), ("exclam", 0x21), ("quotedbl", 0x22), ("numbersign", 0x23), ("dollar", 0x24),
        ("percent", 0x25), ("ampersand", 0x26), ("apostrophe", 0x27), ("parenleft", 0x28), ("parenright", 0x29),
        ("asterisk", 0x2A), ("plus", 0x2B), ("comma", 0x2C), ("minus", 0x2D), ("period", 0x2E), ("slash", 0x2F),
        ("colon", 0x3A), ("semicolon", 0x3B), ("less", 0x3C), ("equal", 0x3D), ("greater", 0x3E),
        ("question", 0x3F), ("at", 0x40), ("bracketleft", 0x5B), ("backslash", 0x5C), ("bracketright", 0x5D),
        ("asciicircum", 0x5E), ("underscore", 0x5F), ("grave", 0x60), ("braceleft", 0x7B), ("bar", 0x7C),
        ("braceright", 0x7D), ("asciitilde", 0x7E),
        ("BackSpace", 0xFF08), ("Tab", 0xFF09), ("Return", 0xFF0D), ("Pause", 0xFF13), ("Escape", 0xFF1B),
        ("Delete", 0xFFFF), ("Home", 0xFF50), ("Left", 0xFF51), ("Up", 0xFF52), ("Right", 0xFF53),
        ("Down", 0xFF54), ("Page_Up", 0xFF55), ("Prior", 0xFF55), ("Page_Down", 0xFF56), ("Next", 0xFF56),
        ("End", 0xFF57), ("Insert", 0xFF63), ("Menu", 0xFF67),
        ("KP_Enter", 0xFF8D), ("KP_Home", 0xFF95), ("KP_Left", 0xFF96), ("KP_Up", 0xFF97), ("KP_Right", 0xFF98),
        ("KP_Down", 0xFF99), ("KP_Page_Up", 0xFF9A), ("KP_Prior", 0xFF9A), ("KP_Page_Down", 0xFF9B),
        ("KP_Next", 0xFF9B), ("KP_End", 0xFF9C),
        ("ISO_Left_Tab", 0xFE20), ("ISO_Level3_Shift", 0xFE03),
        ("Shift_L", 0xFFE1), ("Shift_R", 0xFFE2), ("Control_L", 0xFFE3), ("Control_R", 0xFFE4),
        ("Caps_Lock", 0xFFE5), ("Meta_L", 0xFFE7), ("Meta_R", 0xFFE8), ("Alt_L", 0xFFE9), ("Alt_R", 0xFFEA),
        ("Super_L", 0xFFEB), ("Super_R", 0xFFEC),
    ] + (1...12).map { ("F\($0)", 0xFFBD + UInt32($0)) }

    private static let byName: [String: UInt32] = Dictionary(named, uniquingKeysWith: { first, _ in first })
    private static let byValue: [UInt32: String] = Dictionary(named.map { ($1, $0) }, uniquingKeysWith: { first, _ in first })

    /// The keysym called `name`: a name above, one character, or `U` + hex (`U20AC`, `U+1F600`).
    static func keysym(named name: String) -> KeySym? {
        if let value = byName[name] { return KeySym(value) }
        let scalars = Array(name.unicodeScalars)
        if scalars.count == 1 { return KeySym(character: scalars[0]) }
        if name.count > 1, name.first == "U" || name.first == "u" {
            var hex = name.dropFirst()
            if hex.first == "+" { hex = hex.dropFirst() }
            if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) { return KeySym(character: scalar) }
        }
        if name.hasPrefix("0x"), let value = UInt32(name.dropFirst(2), radix: 16) { return KeySym(value) }
        return nil
    }

    /// The name of `keysym`.
    static func name(of keysym: KeySym) -> String {
        if let name = byValue[keysym.rawValue] { return name }
        if let scalar = keysym.character {
            return scalar.value < 0x80 ? String(scalar) : "U" + String(scalar.value, radix: 16, uppercase: true)
        }
        return "0x" + String(keysym.rawValue, radix: 16)
    }
}
