import CAdwaita

/// A group whose rows are drawn anew whenever what they show changes (the languages, the keys).
@MainActor
final class RowGroup {
    let widget: Widget
    private var rows: [Widget] = []

    init(_ title: String, description: String? = nil, in page: Widget) {
        widget = Rows.group(title, description: description, in: page)
    }

    /// Takes every row out.
    func removeAll() {
        for row in rows { adw_preferences_group_remove(cast(widget), row) }
        rows = []
    }

    /// Adds `row` at the end.
    func add(_ row: Widget) {
        rows.append(row)
        Rows.add(row, to: widget)
    }
}
