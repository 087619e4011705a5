import EmojiInput

/// The text of one grid row as a panel shows it, and where the focused emoji is in it.
///
/// In the ``PanelStyle/highlight`` style the emoji are two spaces apart and the focused one is
/// to be coloured (the frontend turns ``focusRange`` into its text attributes); in the
/// ``PanelStyle/marks`` style each emoji has a three-per-em space (U+2004) on either side and
/// brackets take those spaces around the focused one. In Cantarell, GNOME Shell's font, a
/// bracket is exactly as wide as that space (5 pixels at 11 points, 7 at 15), so no column moves;
/// in DejaVu Sans they differ by a pixel.
public struct GridRowText: Equatable, Sendable {
    /// The row's text.
    public let string: String
    /// The focused emoji's position in ``string``, in Unicode scalars (what IBus attributes count).
    public let focusRange: Range<Int>?

    public init(_ candidates: [EngineSnapshot.Candidate], focusedColumn: Int?, style: PanelStyle) {
        var string = ""
        var length = 0
        var focusRange: Range<Int>?
        func append(_ part: String) {
            string += part
            length += part.unicodeScalars.count
        }
        for (column, candidate) in candidates.enumerated() {
            let isFocused = column == focusedColumn
            switch style {
            case .highlight: if column > 0 { append("  ") }
            case .marks: append(isFocused ? "[" : Self.bracketWideSpace)
            }
            let start = length
            append(candidate.text)
            if isFocused { focusRange = start..<length }
            if style == .marks { append(isFocused ? "]" : Self.bracketWideSpace) }
        }
        self.string = string
        self.focusRange = focusRange
    }

    /// THREE-PER-EM SPACE: as wide as a bracket in GNOME's interface font.
    public static let bracketWideSpace = "\u{2004}"
}
