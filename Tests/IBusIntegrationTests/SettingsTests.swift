import Foundation
import TestSupport
import Testing

/// GSettings changes reach a running engine without a restart.
@Suite(.serialized, .needsIBus) struct SettingsTests {
    private let heart = ["key h", "key e", "key a", "key r", "key t"]

    @Test func changesApplyWithoutRestart() throws {
        // The keyfile backend is shared by the engine and `gsettings`, like dconf on a desktop.
        let session = try IBusTestSession(extraEnvironment: ["GSETTINGS_BACKEND": "keyfile"])
        defer { session.stop() }
        let grid = try session.probe(["engine swift-emoji"] + heart)
        #expect(ProbeLog.cells(grid.lastRows.first ?? "").count == 7)

        let schema = "org.freedesktop.ibus.engine.swift-emoji"
        try session.run("/usr/bin/gsettings", ["set", schema, "layout", "list"])
        try session.run("/usr/bin/gsettings", ["set", schema, "default-skin-tone", "medium"])
        try session.run("/usr/bin/gsettings", ["set", schema, "languages", "['de', 'en']"])
        try session.run("/usr/bin/gsettings", ["set", schema, "key-bindings", "{'commit': ['Return', 'Control+j']}"])

        // Each setting applies in the engine's own time, the languages after their locale data is read (slower on a
        // loaded machine than the key bindings): the probe runs again until the signs of all have arrived.
        let list = try session.probe(
            ["engine swift-emoji"] + heart + ["key Escape", "key w", "key a", "key v", "key e", "key Control+j"]
        ) { !$0.commits.isEmpty && $0.caused(byKey: "t").lastRows.first?.contains("rotes Herz") == true }
        #expect(list.errors.isEmpty)
        let rows = list.caused(byKey: "t").lastRows
        #expect(rows.first?.contains("rotes Herz") == true)
        #expect(list.lastTable?.cursorVisible == true)
        #expect(list.commits == ["👋🏽"])
    }

    @Test func badSettingsFallBackToDefaults() throws {
        let session = try IBusTestSession(extraEnvironment: ["GSETTINGS_BACKEND": "keyfile"])
        defer { session.stop() }
        let schema = "org.freedesktop.ibus.engine.swift-emoji"
        try session.run("/usr/bin/gsettings", ["set", schema, "key-bindings", "{'fly-away': ['Return']}"])
        try session.run("/usr/bin/gsettings", ["set", schema, "emoji-version-filter", "'banana'"])
        try session.run("/usr/bin/gsettings", ["set", schema, "languages", "['xx', 'en']"])
        let log = try session.probe(["engine swift-emoji"] + heart + ["key Return"]) { _ in
            session.engineLog.contains("key-bindings")
        }
        #expect(log.commits.count == 1)
        #expect(session.engineLog.contains("key-bindings"))
    }
}
