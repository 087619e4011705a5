/// The line above the candidates, as parts a narrow panel can drop: the focused emoji's name, the
/// page, the skin-tone hint, its shortcode, its category; or one message.
public struct AuxiliaryLine: Equatable, Sendable {
    /// One part and how much it matters (0 most).
    public struct Part: Equatable, Sendable {
        public var text: String
        public var importance: Int

        public init(_ text: String, importance: Int) {
            self.text = text
            self.importance = importance
        }
    }

    /// The parts in display order.
    public var parts: [Part] = []

    public init(parts: [Part] = []) { self.parts = parts }

    /// What separates parts.
    public static let separator = " · "

    /// Every part.
    public var text: String { parts.map(\.text).joined(separator: Self.separator) }

    public var isEmpty: Bool { parts.isEmpty }
}
