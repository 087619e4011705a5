/// Modifier state as X and IBus report it.
public struct ModifierMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let shift = ModifierMask(rawValue: 1 << 0)
    public static let lock = ModifierMask(rawValue: 1 << 1)
    public static let control = ModifierMask(rawValue: 1 << 2)
    /// Usually Alt.
    public static let mod1 = ModifierMask(rawValue: 1 << 3)
    /// Usually Num Lock.
    public static let mod2 = ModifierMask(rawValue: 1 << 4)
    /// Usually Super.
    public static let mod4 = ModifierMask(rawValue: 1 << 6)
    /// IBus's own Super, Hyper and Meta bits.
    public static let superKey = ModifierMask(rawValue: 1 << 26)
    public static let hyper = ModifierMask(rawValue: 1 << 27)
    public static let meta = ModifierMask(rawValue: 1 << 28)

    public static let alt: ModifierMask = .mod1
    /// Modifiers that turn a key into a command chord: Control, Alt, Super, Hyper, Meta.
    public static let commandModifiers: ModifierMask = [.control, .mod1, .mod4, .superKey, .hyper, .meta]
}
