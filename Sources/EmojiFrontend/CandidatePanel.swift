/// Which program draws the candidates, as far as the engine can tell: what `panel-style auto`
/// decides from.
///
/// ibus-daemon starts the panel named by its `--panel` option (IBus's GTK panel by default).
/// GNOME Shell starts ibus-daemon with `--panel disable` and is the panel itself; so is KDE's
/// kimpanel with its own option. The desktop's name (`XDG_CURRENT_DESKTOP`) is the fallback when
/// the daemon cannot be seen (an engine started by hand, another user's daemon).
public enum CandidatePanel: Equatable, Sendable {
    /// IBus's own GTK panel (`ibus-ui-gtk3`, `ibus-ui-gtk4`): it draws text attributes.
    case ibusGTK
    /// GNOME Shell's candidate popup: plain text, its own cursor band.
    case gnomeShell
    /// fcitx5's user interfaces (its classic UI, KDE's kimpanel, the toolkits' own windows): the
    /// classic UI colours a highlighted segment's text only (no effect on colour emoji), the
    /// others draw plain text.
    case fcitx5
    /// Another panel program (its name), or nothing known.
    case other(String)
    case unknown

    /// The panel of a daemon started with `arguments` (its command line after the program), with
    /// `gnomeShellRunning` telling whether GNOME Shell runs for this user.
    public init(daemonArguments arguments: [String], gnomeShellRunning: Bool) {
        var panel: String?
        for (index, argument) in arguments.enumerated() {
            if argument.hasPrefix("--panel=") {
                panel = String(argument.dropFirst("--panel=".count))
            } else if argument == "--panel" || argument == "-p", index + 1 < arguments.count {
                panel = arguments[index + 1]
            }
        }
        guard let panel else {
            self = .ibusGTK  // the daemon's default panel
            return
        }
        if panel == "disable" {
            self = gnomeShellRunning ? .gnomeShell : .unknown
        } else if panel.split(separator: "/").last.map({ $0.hasPrefix("ibus-ui-gtk") }) == true {
            self = .ibusGTK
        } else {
            self = .other(String(panel.split(separator: "/").last ?? Substring(panel)))
        }
    }

    /// Whether this panel draws candidates as plain text, if known.
    var drawsPlainText: Bool? {
        switch self {
        case .ibusGTK: false
        case .gnomeShell, .fcitx5: true
        case .other, .unknown: nil
        }
    }
}
