/// How often each emoji was chosen, with exponential decay: every commit multiplies every score by 0.9 and adds 1 to
/// the emoji committed.
///
/// Recent favourites therefore outrank old ones.
public struct UsageHistory: Equatable, Sendable {
    /// Score per emoji, keyed by the base emoji's text (stable across index versions).
    public private(set) var scores: [String: Double]

    /// The decay applied to every score at each commit.
    public static let decay = 0.9
    /// At most this many emoji are kept (the lowest scores go first).
    public static let capacity = 500
    /// Scores that decayed below this are forgotten.
    public static let floor = 0.001

    public init(scores: [String: Double] = [:]) {
        self.scores = scores.filter { $0.value.isFinite && $0.value > 0 }
        trim()
    }

    /// Records one use of `emoji`.
    public mutating func record(_ emoji: String) {
        for key in Array(scores.keys) {
            let decayed = scores[key]! * Self.decay
            scores[key] = decayed < Self.floor ? nil : decayed
        }
        scores[emoji, default: 0] += 1
        trim()
    }

    /// The `count` highest-scoring emoji, best first (ties in text order, for stable output).
    public func top(_ count: Int) -> [String] {
        scores.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(count).map(\.key)
    }

    public var isEmpty: Bool { scores.isEmpty }

    private mutating func trim() {
        guard scores.count > Self.capacity else { return }
        for key in scores.sorted(by: { ($0.value, $1.key) < ($1.value, $0.key) }).prefix(scores.count - Self.capacity)
            .map(\.key)
        {
            scores[key] = nil
        }
    }
}
