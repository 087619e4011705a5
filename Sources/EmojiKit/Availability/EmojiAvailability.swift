/// Which emoji are offered: every emoji, or a chosen subset of base and toned sequences (those
/// within an Emoji version, or those the user's fonts can draw, see ``DrawableEmoji``).
///
/// Checking one emoji is a bit test; the sets are built once, off the key path.
public struct EmojiAvailability: Equatable, Sendable {
    /// Offered base emoji; `nil` for all.
    private let base: MatchSet?
    /// Offered toned sequences; `nil` for all.
    private let toned: MatchSet?

    /// Every emoji of the index.
    public static let all = EmojiAvailability(base: nil, toned: nil)

    private init(base: MatchSet?, toned: MatchSet?) {
        self.base = base
        self.toned = toned
    }

    /// The emoji for which the predicates hold.
    init(catalog: EmojiCatalog, base isBaseOffered: (EmojiID) -> Bool, toned isTonedOffered: (TonedEmojiID) -> Bool) {
        var base = MatchSet(count: catalog.count)
        for index in 0..<catalog.count where isBaseOffered(EmojiID(index)) { base.insert(index) }
        var toned = MatchSet(count: catalog.tonedCount)
        for index in 0..<catalog.tonedCount where isTonedOffered(TonedEmojiID(index)) { toned.insert(index) }
        self.init(base: base, toned: toned)
    }

    /// The emoji of `maxVersion` and older.
    public init(maxVersion: EmojiVersion, catalog: EmojiCatalog) {
        self.init(
            catalog: catalog, base: { catalog.version($0) <= maxVersion }, toned: { catalog.version($0) <= maxVersion })
    }

    /// Whether nothing is left out.
    public var isUnrestricted: Bool { base == nil && toned == nil }

    /// Whether a base emoji is offered.
    public func contains(_ id: EmojiID) -> Bool { base?.contains(id.index) ?? true }

    /// Whether a toned sequence is offered.
    public func contains(_ id: TonedEmojiID) -> Bool { toned?.contains(id.index) ?? true }

    /// Whether a sequence is offered.
    public func contains(_ sequence: EmojiSequenceID) -> Bool {
        switch sequence {
        case .base(let id): contains(id)
        case .toned(let id): contains(id)
        }
    }

    /// How many base emoji and toned sequences of `catalog` are offered.
    public func counts(in catalog: EmojiCatalog) -> (base: Int, toned: Int) {
        (base?.count ?? catalog.count, toned?.count ?? catalog.tonedCount)
    }
}
