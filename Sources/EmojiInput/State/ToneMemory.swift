import EmojiKit

/// The skin tone chosen for each emoji, remembered so it comes back the next time.
public struct ToneMemory: Equatable, Sendable {
    /// Tones per base emoji text; an empty list means "chosen without a tone", which overrides
    /// the default tone.
    public private(set) var tones: [String: [SkinTone]]

    /// At most this many emoji are remembered (every toneable emoji fits).
    public static let capacity = 2000

    public init(tones: [String: [SkinTone]] = [:]) {
        self.tones = tones.filter { $0.value.count <= 2 }
        if self.tones.count > Self.capacity {
            self.tones = Dictionary(
                uniqueKeysWithValues: self.tones.sorted { $0.key < $1.key }.prefix(Self.capacity).map {
                    ($0.key, $0.value)
                })
        }
    }

    public subscript(emoji: String) -> [SkinTone]? {
        tones[emoji]
    }

    public mutating func remember(_ choice: [SkinTone], for emoji: String) {
        guard tones[emoji] != nil || tones.count < Self.capacity else { return }
        tones[emoji] = choice
    }

    public var isEmpty: Bool { tones.isEmpty }
}
