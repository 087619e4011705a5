/// A base (untoned) fully-qualified emoji, numbered in Unicode order (the order of
/// emoji-test.txt, which is CLDR's emoji order).
public struct EmojiID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Position in Unicode order, from 0.
    public let index: Int

    public init(_ index: Int) { self.index = index }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }
    public var description: String { "#\(index)" }
}

/// A skin-toned fully-qualified emoji (👋🏽, 🫱🏻‍🫲🏼), numbered in Unicode order among the toned ones.
public struct TonedEmojiID: Hashable, Comparable, Sendable {
    /// Position in Unicode order among toned sequences, from 0.
    public let index: Int

    public init(_ index: Int) { self.index = index }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }
}

/// Any fully-qualified emoji sequence of the index: a base emoji or one of its toned forms.
public enum EmojiSequenceID: Hashable, Sendable {
    case base(EmojiID)
    case toned(TonedEmojiID)
}

/// An emoji group of emoji-test.txt (Smileys & Emotion … Flags, and Component), in file order.
public struct EmojiGroupID: Hashable, Comparable, Sendable {
    public let index: Int

    public init(_ index: Int) { self.index = index }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }
}
