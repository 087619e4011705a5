/// Where the query shows while it is typed: in the application, or in the panel.
///
/// An application shows the query as its preedit, underlined at the caret. Some applications keep
/// that preedit as text when focus moves mid-query: a Qt line edit or a Chromium text field that
/// loses focus commits its own copy of it, whatever the engine does next (the daemon's
/// clear-on-focus-out and a reset come after). Such an application gets no preedit at all: the
/// query shows in the panel, where IBus's panels show the preedit of an application that draws
/// none (a line of its own above the candidates), and the application gets only the emoji picked.
public enum QueryPlacement: String, CaseIterable, Sendable {
    /// In the application, as its preedit.
    case application
    /// In the panel, above the candidates; the application gets no preedit.
    case panel

    /// The placement for the `query-placement` setting: `application`, `panel`, or `auto` (anything
    /// else), which puts the query in the panel for a client that keeps its preedit as text when
    /// focus moves (see ``InputClient/keepsPreeditOnFocusChange(morePrograms:)``, with
    /// `panelPrograms` added to its programs) and for a client not named yet, in the application
    /// otherwise.
    public static func resolve(setting: String, client: InputClient, panelPrograms: [String] = []) -> QueryPlacement {
        if let placement = QueryPlacement(rawValue: setting) { return placement }
        // Not named yet: the panel is right for every client; the next focus brings the name.
        return client.keepsPreeditOnFocusChange(morePrograms: panelPrograms) ?? true ? .panel : .application
    }
}
