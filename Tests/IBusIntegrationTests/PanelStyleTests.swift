import Foundation
import TestSupport
import Testing

/// How the grid marks its focused emoji for the desktop's panel: colours for the IBus GTK panel,
/// brackets for GNOME's plain-text candidate popup, whose row band is hidden (it would cover a
/// whole row of seven emoji).
@Suite(.serialized, .needsIBus) struct PanelStyleTests {
    /// "face", then the second row's third emoji.
    private let keys = ["engine swift-emoji", "key f", "key a", "key c", "key e", "key Down", "key Right", "key Right"]

    @Test func gnomeGetsBracketsAndNoRowBand() throws {
        let session = try IBusTestSession(extraEnvironment: ["XDG_CURRENT_DESKTOP": "ubuntu:GNOME"])
        defer { session.stop() }
        let log = try session.probe(keys + ["key Return"])
        #expect(log.errors.isEmpty)
        let moved = log.caused(byKey: "Right", occurrence: 2)
        #expect(moved.lastTable?.cursorVisible == false)
        #expect(moved.lastCursor == 1)
        #expect(moved.lastHighlighted == nil)
        let rows = moved.lastRows.map(ProbeLog.cells)
        let bracketed = rows.flatMap { $0 }.filter { $0.hasPrefix("[") && $0.hasSuffix("]") }
        #expect(bracketed.count == 1)
        #expect(rows[1].firstIndex { $0.hasPrefix("[") } == 2)
        #expect(log.commits == [String(rows[1][2].dropFirst().dropLast())])
    }

    @Test func aDaemonWithoutItsOwnPanelUnderGNOMEShellGetsTheMarksWhateverTheDesktopIsCalled() throws {
        // GNOME Shell starts ibus-daemon with `--panel disable` (as the test session does) and is
        // the panel itself; a session started without XDG_CURRENT_DESKTOP must still get marks.
        // A program named gnome-shell stands for the shell.
        let scratch = TemporaryDirectory()
        let shell = scratch.path + "/gnome-shell"
        try FileManager.default.copyItem(atPath: "/bin/sleep", toPath: shell)
        // The session's bus is made before the engine starts: the shell must be on it by then.
        let session = try IBusTestSession(
            engine: .component, extraEnvironment: ["XDG_CURRENT_DESKTOP": "", "SWIFT_EMOJI_LOG_LEVEL": "info"])
        defer { session.stop() }
        let fakeShell = try ChildProcess(shell, ["60"], environment: session.environment, outputPath: "/dev/null")
        defer { fakeShell.stop() }
        let moved = try session.probe(keys).caused(byKey: "Right", occurrence: 2)
        #expect(moved.lastTable?.cursorVisible == false)
        #expect(ProbeLog.cells(moved.lastRows[1])[2].hasPrefix("["))
        #expect(session.daemonLog.contains("candidate panel: gnomeShell"))
    }

    @Test func otherDesktopsKeepTheHighlight() throws {
        // Budgie names GNOME too, but shows the IBus GTK panel.
        let session = try IBusTestSession(extraEnvironment: ["XDG_CURRENT_DESKTOP": "Budgie:GNOME"])
        defer { session.stop() }
        let moved = try session.probe(keys).caused(byKey: "Right", occurrence: 2)
        #expect(moved.lastTable?.cursorVisible == false)
        #expect(moved.lastHighlighted == ProbeLog.cells(moved.lastRows[1])[2])
        #expect(!moved.lastRows.joined().contains("["))
    }

    @Test func theSettingOverridesTheDesktopWithoutRestart() throws {
        let session = try IBusTestSession(extraEnvironment: [
            "GSETTINGS_BACKEND": "keyfile", "XDG_CURRENT_DESKTOP": "GNOME",
        ])
        defer { session.stop() }
        let schema = "org.freedesktop.ibus.engine.swift-emoji"
        try session.run("/usr/bin/gsettings", ["set", schema, "panel-style", "highlight"])
        let highlighted = try session.probe(keys) { $0.caused(byKey: "Right", occurrence: 2).lastHighlighted != nil }
            .caused(byKey: "Right", occurrence: 2)
        #expect(highlighted.lastHighlighted != nil)
        #expect(!highlighted.lastRows.joined().contains("["))

        try session.run("/usr/bin/gsettings", ["set", schema, "panel-style", "marks"])
        let marked = try session.probe(keys) { $0.caused(byKey: "Right", occurrence: 2).lastHighlighted == nil }
            .caused(byKey: "Right", occurrence: 2)
        #expect(marked.lastHighlighted == nil)
        #expect(ProbeLog.cells(marked.lastRows[1])[2].hasPrefix("["))
    }
}
