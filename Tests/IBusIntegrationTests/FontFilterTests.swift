import FontTestSupport
import Foundation
import Testing

/// The `auto` emoji filter in the real engine: it offers only what the session's fonts can draw.
@Suite(.serialized) struct FontFilterTests {
    private let smilingHearts = "smiling hearts".map { $0 == " " ? "key space" : "key \($0)" }

    private func cells(_ log: ProbeLog) -> [String] {
        log.lastRows.flatMap(ProbeLog.cells)
    }

    @Test func autoFollowsTheFontsAndAllShowsEverything() throws {
        // An older emoji font (Symbola, Emoji 5.0): 🥰 (11.0) cannot be drawn.
        let fonts = try PrivateFontConfiguration(fonts: [PrivateFontConfiguration.symbola, PrivateFontConfiguration.dejaVuSans])
        let session = try IBusTestSession(extraEnvironment: fonts.environment.merging(["GSETTINGS_BACKEND": "keyfile"]) { _, new in new })
        defer { session.stop() }
        let auto = try session.probe(["engine swift-emoji"] + smilingHearts)
        #expect(auto.errors.isEmpty)
        #expect(cells(auto).contains("😍"))
        #expect(!cells(auto).contains("🥰"))

        try session.run("/usr/bin/gsettings", ["set", "org.freedesktop.ibus.engine.swift-emoji", "emoji-version-filter", "'all'"])
        usleep(500_000)
        let all = try session.probe(["engine swift-emoji"] + smilingHearts)
        #expect(cells(all).contains("🥰"))
        #expect(session.engineLog.contains("emoji font: Symbola"))
    }
}
