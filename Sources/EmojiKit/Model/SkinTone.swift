/// One of the five Fitzpatrick-based skin tone modifiers of Unicode (U+1F3FB…U+1F3FF).
public enum SkinTone: UInt8, CaseIterable, Sendable, Hashable, Codable {
    case light = 1
    case mediumLight = 2
    case medium = 3
    case mediumDark = 4
    case dark = 5

    /// The modifier scalar that follows a person's base scalar.
    public var modifier: Unicode.Scalar {
        Unicode.Scalar(0x1F3FA + UInt32(rawValue))!
    }

    /// The tone whose modifier is `scalar`, if it is one.
    public init?(modifier scalar: Unicode.Scalar) {
        guard (0x1F3FB...0x1F3FF).contains(scalar.value) else { return nil }
        self.init(rawValue: UInt8(scalar.value - 0x1F3FA))
    }

    /// The name used on command lines and in settings: `light`, `medium-light`, `medium`,
    /// `medium-dark`, `dark`.
    public var name: String {
        switch self {
        case .light: "light"
        case .mediumLight: "medium-light"
        case .medium: "medium"
        case .mediumDark: "medium-dark"
        case .dark: "dark"
        }
    }

    /// The tone called `name` (see ``name``), if any.
    public init?(name: String) {
        guard let tone = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = tone
    }

    /// The next tone in the cycle light → … → dark, or `nil` after dark.
    public var next: SkinTone? { SkinTone(rawValue: rawValue + 1) }
}
