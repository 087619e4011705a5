import EmojiInput

/// The text above the candidates as a panel gets it.
///
/// The auxiliary line, kept within the grid's width in the ``PanelStyle/marks`` style (see
/// ``CompactAuxiliary``); and when the query shows in the panel (``QueryPlacement/panel``), the
/// query on a line of its own above it, where IBus's panels draw the preedit of an application that
/// draws none.
public struct AuxiliaryText: Equatable, Sendable {
    /// The text.
    public let string: String
    /// The query's position in ``string``, in Unicode scalars (what IBus attributes count), when
    /// the query is shown: a frontend underlines it, as a preedit is.
    public let queryRange: Range<Int>?

    /// The text for `snapshot`, with the query placed as `placement` says, for a panel drawing the
    /// grid in `style`.
    public init(_ snapshot: EngineSnapshot, placement: QueryPlacement, style: PanelStyle) {
        let compact = style == .marks && snapshot.layout == .grid
        let line =
            compact
            ? CompactAuxiliary.text(snapshot.auxiliaryLine, limit: CompactAuxiliary.gridColumns) : snapshot.auxiliary
        guard placement == .panel, !snapshot.preedit.isEmpty else {
            string = line
            queryRange = nil
            return
        }
        // A long query keeps its end, where the typing is.
        let query =
            compact ? CompactAuxiliary.tail(snapshot.preedit, limit: CompactAuxiliary.gridColumns) : snapshot.preedit
        string = line.isEmpty ? query : query + "\n" + line
        queryRange = 0..<query.unicodeScalars.count
    }

    /// Whether there is nothing to show.
    public var isEmpty: Bool { string.isEmpty }
}
