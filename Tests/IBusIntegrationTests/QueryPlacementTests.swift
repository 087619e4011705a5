import Foundation
import TestSupport
import Testing

/// Where the query shows, per client, through a real daemon: the daemon names the client to the
/// engine when it is focused.
@Suite(.serialized, .needsIBus) struct QueryPlacementThroughDaemonTests {
    private let cat = ["key c", "key a", "key t"]

    /// The preedits the application got with text in them.
    private func preedits(_ log: ProbeLog) -> [String] {
        log.signals("update-preedit-text").compactMap(\.text).filter { !$0.isEmpty }
    }

    @Test func aQtApplicationGetsNoPreeditTheQueryIsInThePanel() throws {
        let session = try IBusTestSession()
        defer { session.stop() }
        let log = try session.probe(
            ["engine swift-emoji"] + cat + ["key Return"], options: ["--client", "QIBusInputContext"])
        #expect(log.errors.isEmpty)
        #expect(preedits(log).isEmpty)
        let typed = log.caused(byKey: "t")
        #expect(typed.lastAuxiliary?.hasPrefix("cat\ncat face") == true)
        #expect(log.commits == [ProbeLog.cells(typed.lastRows[0])[0]])
        #expect(log.caused(byKey: "Return").signals("hide-auxiliary-text").count == 1)
    }

    @Test func aGTKApplicationGetsThePreedit() throws {
        let session = try IBusTestSession()
        defer { session.stop() }
        let log = try session.probe(["engine swift-emoji"] + cat, options: ["--client", "gtk3-im:gedit"])
        #expect(preedits(log) == ["c", "ca", "cat"])
        #expect(log.lastAuxiliary?.hasPrefix("cat face") == true)
    }

    @Test func theFirstFocusNamesNoClientSoThePanelShowsTheQuery() throws {
        let session = try IBusTestSession()
        defer { session.stop() }
        let log = try session.probe(
            ["engine swift-emoji"] + cat + ["context second", "key d", "key o", "key g"],
            options: ["--first-focus-unnamed"])
        #expect(log.errors.isEmpty)
        #expect(preedits(log).allSatisfy { !$0.contains("cat") })
        #expect(log.caused(byKey: "t").lastAuxiliary?.hasPrefix("cat\n") == true)
        // The next application focused is named (a probe, which drops its preedit as GTK does).
        #expect(preedits(log).last == "dog")
    }

    @Test func theSettingOverridesTheClient() throws {
        let session = try IBusTestSession(extraEnvironment: ["GSETTINGS_BACKEND": "keyfile"])
        defer { session.stop() }
        let schema = "org.freedesktop.ibus.engine.swift-emoji"
        try session.run("/usr/bin/gsettings", ["set", schema, "query-placement", "application"])
        let qt = try session.probe(["engine swift-emoji"] + cat, options: ["--client", "QIBusInputContext"]) {
            !preedits($0).isEmpty
        }
        #expect(preedits(qt).last == "cat")
        try session.run("/usr/bin/gsettings", ["set", schema, "query-placement", "auto"])
        try session.run("/usr/bin/gsettings", ["set", schema, "query-in-panel-programs", "['gedit']"])
        let listed = try session.probe(["engine swift-emoji"] + cat, options: ["--client", "gtk3-im:gedit"]) {
            preedits($0).isEmpty
        }
        #expect(preedits(listed).isEmpty)
        #expect(listed.lastAuxiliary?.hasPrefix("cat\n") == true)
    }
}
