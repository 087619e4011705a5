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
        let fonts = try PrivateFontConfiguration(fonts: [
            PrivateFontConfiguration.symbola, PrivateFontConfiguration.dejaVuSans,
        ])
        let session = try IBusTestSession(
            extraEnvironment: fonts.environment.merging(["GSETTINGS_BACKEND": "keyfile"]) { _, new in new })
        defer { session.stop() }
        let auto = try session.probe(["engine swift-emoji"] + smilingHearts)
        #expect(auto.errors.isEmpty)
        #expect(cells(auto).contains("😍"))
        #expect(!cells(auto).contains("🥰"))

        try session.run(
            "/usr/bin/gsettings", ["set", "org.freedesktop.ibus.engine.swift-emoji", "emoji-version-filter", "'all'"])
        usleep(500_000)
        let all = try session.probe(["engine swift-emoji"] + smilingHearts)
        #expect(cells(all).contains("🥰"))
        #expect(session.engineLog.contains("emoji font: Symbola"))
    }

    @Test func anEmojiFontInstalledWhileRunningIsNoticedWhenFocusMoves() throws {
        let fonts = try PrivateFontConfiguration(fonts: [PrivateFontConfiguration.dejaVuSans])
        let session = try IBusTestSession(extraEnvironment: fonts.environment)
        defer { session.stop() }
        let fire = ["key f", "key i", "key r", "key e"]
        let before = try session.probe(["engine swift-emoji"] + fire)
        #expect(!cells(before).contains("🔥"))
        // Already the first key's page ("f") leaves out what DejaVu Sans cannot draw.
        let pages = before.signals("update-lookup-table").compactMap { $0["rows"] as? [String] }
        let firstPage = (pages.first { !$0.isEmpty } ?? []).flatMap(ProbeLog.cells)
        #expect(!firstPage.isEmpty)
        #expect(firstPage.allSatisfy { !["🫢", "🫣", "🫩", "🥹", "🫤"].contains($0) }, "\(firstPage)")
        #expect(before.lastAuxiliary?.contains("your fonts cannot draw") == true)

        try fonts.add(PrivateFontConfiguration.notoColorEmoji)
        sleep(6)  // the engine looks for font changes at most every 5 seconds
        // A new context takes the focus; the check runs in the background meanwhile.
        let after = try session.probe(["engine swift-emoji", "wait 500"] + fire)
        #expect(cells(after).contains("🔥"))
        #expect(session.engineLog.contains("emoji font: Noto Color Emoji"))
    }
}
