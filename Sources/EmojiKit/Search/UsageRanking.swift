/// The user's usage scores as a place per emoji, for ordering search results.
///
/// Built once when the usage history changes (from at most a few hundred scores), it is read with one array index per
/// emoji while a search puts the used emoji first, so that a query matching thousands of emoji costs no lookup of
/// a score per emoji.
public struct UsageRanking: Sendable {
    /// Per emoji index: 0 when unused, else its place among the used emoji, highest score first (1: the most used;
    /// equal scores in emoji order).
    private let places: [UInt16]

    /// No usage: results keep the order of their quality and popularity.
    public static let none = UsageRanking(places: [])

    private init(places: [UInt16]) { self.places = places }

    /// The ranking of `scores` (emoji with a score of 0 or less count as unused).
    public init(scores: [EmojiID: Double]) {
        let used = scores.filter { $0.value > 0 }.sorted { a, b in
            a.value != b.value ? a.value > b.value : a.key.index < b.key.index
        }
        var places = [UInt16](repeating: 0, count: (used.lazy.map(\.key.index).max() ?? -1) + 1)
        for (place, entry) in used.enumerated() { places[entry.key.index] = UInt16(min(place + 1, Int(UInt16.max))) }
        self.init(places: places)
    }

    /// Whether no emoji is used.
    public var isEmpty: Bool { places.isEmpty }

    /// The place of the emoji at `index` among the used ones (1: the most used), 0 when unused.
    @inline(__always)
    func place(_ index: Int) -> UInt16 { index < places.count ? places[index] : 0 }
}
