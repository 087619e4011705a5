/// How the candidate grid shows its focused emoji, which depends on the panel drawing it.
///
/// The IBus GTK panel draws the text attributes of candidates: the focused emoji gets colours and
/// the panel's own row cursor stays hidden, so it does not paint over them. GNOME Shell (and GNOME
/// Flashback) draw candidates as plain text, without attributes: there brackets mark the focused
/// emoji, and the row cursor stays hidden too (GNOME paints it as a band over a whole row of seven).
public enum PanelStyle: String, Sendable {
    /// Colours on the focused emoji (the IBus GTK panel).
    case highlight
    /// Brackets around the focused emoji (plain-text panels).
    case marks

    /// The style for the `panel-style` setting: `highlight`, `marks`, or `auto` (anything else),
    /// which picks from the panel drawing the candidates when it is known, else from the desktop
    /// named by `XDG_CURRENT_DESKTOP`.
    public static func resolve(setting: String, panel: CandidatePanel = .unknown, desktop: String) -> PanelStyle {
        if let style = PanelStyle(rawValue: setting) { return style }
        let plainText = panel.drawsPlainText ?? panelDrawsPlainText(desktop: desktop)
        return plainText ? .marks : .highlight
    }

    /// Whether the desktop's IBus panel is GNOME's candidate popup.
    ///
    /// `desktop` is a colon-separated list such as `ubuntu:GNOME` or `GNOME-Flashback:GNOME`; Budgie lists GNOME as
    /// well but leaves the panel to IBus's own GTK panel.
    public static func panelDrawsPlainText(desktop: String) -> Bool {
        let names = desktop.split(separator: ":").map { $0.lowercased() }
        return names.contains("gnome") && !names.contains("budgie")
    }
}
