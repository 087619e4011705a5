/// The application behind an input context, as far as its IBus client name tells, and whether it
/// keeps a query as text when focus moves.
///
/// IBus (1.5.27 and later) names the client when focus moves to it (`focus-in-id`, for engines made
/// with `has-focus-id`): the name the client gave when it made its input context. Seen on Debian 12
/// (IBus 1.5.27): GTK's input module sends `gtk3-im:PROGRAM` or `gtk4-im:PROGRAM` (the program's
/// name, or `(PID)` without one), Qt 5 and Qt 6 `QIBusInputContext`, ibus-x11 (XIM) `xim`, GNOME
/// Shell, which types for every Wayland application, `gnome-shell`, and the daemon's own context
/// `fake`. Chromium is a GTK client (`gtk3-im:chromium`), and so is every Electron program. The
/// first focus after the engine starts comes without a name: the daemon asks the engine whether it
/// takes names only once it has made it.
public struct InputClient: Equatable, Sendable {
    /// The input framework client, from the name's first part.
    public enum Kind: Equatable, Sendable {
        /// GTK's IBus input module (`gtk-im`, `gtk3-im`, `gtk4-im`).
        case gtk
        /// Qt's IBus input context plugin.
        case qt
        /// ibus-x11, for X applications using XIM.
        case xim
        /// GNOME Shell, on behalf of Wayland applications.
        case gnomeShell
        /// The daemon's context for when no application has focus.
        case daemon
        /// An application typing through fcitx5 (its program in ``program``, if fcitx5 knows it).
        case fcitx5
        /// Another client (its name is in ``name``).
        case other
        /// No name given: the first focus after the engine started.
        case unnamed
    }

    public let kind: Kind
    /// The name as IBus gave it.
    public let name: String
    /// The program, for GTK clients (`chromium` in `gtk3-im:chromium`).
    public let program: String?

    /// The client named `name` by IBus (empty: not named).
    public init(ibusName name: String) {
        self.name = name
        let parts = name.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let head = parts.first.map(String.init) ?? ""
        program = parts.count > 1 && ["gtk-im", "gtk3-im", "gtk4-im"].contains(head) ? String(parts[1]) : nil
        switch head {
        case "": kind = .unnamed
        case "gtk-im", "gtk3-im", "gtk4-im": kind = .gtk
        case "QIBusInputContext": kind = .qt
        case "xim": kind = .xim
        case "gnome-shell": kind = .gnomeShell
        case "fake": kind = .daemon
        default: kind = .other
        }
    }

    /// A client of fcitx5, by the program fcitx5 names for its input context (empty if none).
    ///
    /// fcitx5's GTK and Qt modules name the program (`gedit`, `chromium`); the Swift Emoji addon
    /// marks its preedit not to be committed when focus moves, which fcitx5 and those modules
    /// honour, but Chromium keeps its own copy of a preedit as text all the same (measured).
    public init(fcitx5Program program: String) {
        name = "fcitx5:" + program
        kind = .fcitx5
        self.program = program.isEmpty ? nil : program
    }

    /// The client a frontend names: `fcitx5:PROGRAM` (the fcitx5 addon names the program fcitx5
    /// gives), otherwise a name as IBus gives it.
    public init(named name: String) {
        if name.hasPrefix("fcitx5:") {
            self.init(fcitx5Program: String(name.dropFirst("fcitx5:".count)))
        } else {
            self.init(ibusName: name)
        }
    }

    /// A client not named yet.
    public static let unnamed = InputClient(ibusName: "")

    /// Programs built on Chromium, whose text fields keep a query as text when they lose focus.
    ///
    /// Chromium and the browsers made from it, and Electron programs, by the names GTK gives them
    /// (the executable's). Chromium was measured; the others share its input method code.
    public static let chromiumPrograms: Set<String> = [
        "chromium", "chromium-browser", "chrome", "google-chrome", "brave", "brave-browser", "vivaldi",
        "vivaldi-bin", "opera", "msedge", "microsoft-edge", "electron", "code", "code-oss", "codium", "slack",
        "discord", "signal-desktop", "element-desktop", "obsidian",
    ]

    /// Whether the client keeps its own copy of the preedit as text when focus moves mid-query.
    ///
    /// Measured: Qt 5 and 6 line edits and Chromium keep it; GTK 3 and 4, Firefox, XIM and GNOME
    /// Shell drop it. `morePrograms` adds GTK program names to ``chromiumPrograms``. `nil` for a
    /// client not named yet.
    public func keepsPreeditOnFocusChange(morePrograms: [String] = []) -> Bool? {
        switch kind {
        case .unnamed: return nil
        case .qt: return true
        case .gtk, .fcitx5:
            guard let program = program?.lowercased() else { return false }
            return Self.chromiumPrograms.contains(program) || morePrograms.contains { $0.lowercased() == program }
        case .xim, .gnomeShell, .daemon, .other: return false
        }
    }
}
