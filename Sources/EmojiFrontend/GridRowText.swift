import EmojiInput

/// The text of one grid row as a panel shows it, and where the focused emoji is in it.
///
/// In the ``PanelStyle/highlight`` style the emoji are two spaces apart and the focused one is
/// to be coloured (the frontend turns ``focusRange`` into its text attributes); in the
/// ``PanelStyle/marks`` style each emoji has a space on either side and brackets take those
/// spaces around the focused one, so no column moves.
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
            case .marks: append(isFocused ? "[" : " ")
            }
            let start = length
            append(candidate.text)
            if isFocused { focusRange = start..<length }
            if style == .marks { append(isFocused ? "]" : " ") }
        }
        self.string = string
        self.focusRange = focusRange
    }
}
