import CIBus
import EmojiFrontend
import EmojiInput

/// The candidate page as an IBus lookup table.
///
/// Panels draw lists, not grids, and show at most 16 candidates per page (the GTK panel asserts
/// it). The 7 × 4 grid therefore goes out as 4 row-candidates of 7 emoji, one page at a time: the
/// table's cursor is the focused row, and the focused emoji inside it is marked as the panel's
/// ``PanelStyle`` asks. Page buttons and clicks come back to the engine, which owns paging. The
/// list layout sends one emoji with its name per candidate, with the panel's cursor and number
/// labels.
enum LookupTableBuilder {
    /// The label of every grid row.
    static let blankLabel = " "

    static func table(for snapshot: EngineSnapshot, style: PanelStyle) -> UnsafeMutablePointer<IBusLookupTable> {
        let rows = snapshot.rows
        let pageSize = guint(max(1, min(rows.count, 16)))
        let focusRow = snapshot.focus?.row ?? 0
        let isGrid = snapshot.layout == .grid
        // A grid hides the panel's row cursor: it would paint over the highlight's colours, and
        // in GNOME Shell it is a band across seven emoji where the brackets already show one.
        let showsCursor = !isGrid
        let table = ObjectTracker.track(ibus_lookup_table_new(pageSize, guint(focusRow), showsCursor ? 1 : 0, 0)!)
        ibus_lookup_table_set_orientation(table, gint(IBUS_ORIENTATION_VERTICAL.rawValue))
        for (index, row) in rows.prefix(16).enumerated() {
            if isGrid {
                ibus_lookup_table_append_candidate(
                    table,
                    TextBuilder.gridRow(
                        GridRowText(row, focusedColumn: index == focusRow ? snapshot.focus?.column : nil, style: style),
                        style: style))
                // Digits pick columns, not rows: no row numbers. The label is a space, not empty:
                // GNOME Shell numbers rows whose label is empty.
                ibus_lookup_table_append_label(table, TextBuilder.text(blankLabel))
            } else if let candidate = row.first {
                ibus_lookup_table_append_candidate(table, TextBuilder.listLine(candidate))
            }
        }
        ibus_lookup_table_set_cursor_pos(table, guint(focusRow))
        return table
    }
}
