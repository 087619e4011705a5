import EmojiFrontend
import Testing

/// Which panel style a desktop gets.
@Suite struct PanelStyleTests {
    @Test(arguments: [
        ("GNOME", PanelStyle.marks), ("ubuntu:GNOME", .marks), ("GNOME-Flashback:GNOME", .marks),
        ("Budgie:GNOME", .highlight), ("KDE", .highlight), ("XFCE", .highlight), ("", .highlight),
    ])
    func autoFollowsTheDesktop(desktop: String, style: PanelStyle) {
        #expect(PanelStyle.resolve(setting: "auto", desktop: desktop) == style)
    }

    @Test func anExplicitSettingWins() {
        #expect(PanelStyle.resolve(setting: "marks", desktop: "KDE") == .marks)
        #expect(PanelStyle.resolve(setting: "highlight", desktop: "GNOME") == .highlight)
        #expect(PanelStyle.resolve(setting: "banana", desktop: "GNOME") == .marks, "unknown values mean auto")
    }
}

/// Which panel a daemon's command line names.
@Suite struct CandidatePanelTests {
    @Test func theDaemonsPanelOption() {
        #expect(CandidatePanel(daemonArguments: ["--xim"], gnomeShellRunning: false) == .ibusGTK)
        #expect(
            CandidatePanel(daemonArguments: ["-rxd", "--panel=/usr/libexec/ibus-ui-gtk3"], gnomeShellRunning: true)
                == .ibusGTK)
        #expect(
            CandidatePanel(daemonArguments: ["--panel", "disable", "--xim"], gnomeShellRunning: true) == .gnomeShell)
        #expect(CandidatePanel(daemonArguments: ["--panel=disable"], gnomeShellRunning: false) == .unknown)
        #expect(
            CandidatePanel(
                daemonArguments: ["--panel=/usr/lib/x86_64-linux-gnu/libexec/kimpanel-ibus-panel"],
                gnomeShellRunning: false) == .other("kimpanel-ibus-panel"))
    }

    @Test func thePanelDecidesBeforeTheDesktopName() {
        // A headless GNOME Shell started without XDG_CURRENT_DESKTOP still gets the marks.
        #expect(PanelStyle.resolve(setting: "auto", panel: .gnomeShell, desktop: "") == .marks)
        // IBus's GTK panel under a GNOME-named desktop (GNOME Flashback with ibus-ui-gtk3) keeps colours.
        #expect(PanelStyle.resolve(setting: "auto", panel: .ibusGTK, desktop: "GNOME") == .highlight)
        // Unknown panels fall back to the desktop's name.
        #expect(PanelStyle.resolve(setting: "auto", panel: .unknown, desktop: "GNOME") == .marks)
        #expect(PanelStyle.resolve(setting: "auto", panel: .other("kimpanel"), desktop: "KDE") == .highlight)
    }
}
