/// What a candidate panel asks of the engine with its buttons and the mouse, besides keys.
///
/// IBus's panels send page and cursor buttons and clicks on a candidate; fcitx5's send page
/// buttons and clicks. A row is a row of the page (a candidate, as panels see the grid).
public enum PanelAction: Equatable, Sendable {
    case pageUp
    case pageDown
    /// One row up.
    case cursorUp
    /// One row down.
    case cursorDown
    /// A click on row `row` of the page.
    case clickRow(Int)
}
