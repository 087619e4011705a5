import Foundation
import TestSupport
import Testing

/// The `auto` emoji filter in the real engine: it offers only what the session's fonts can draw.
@Suite(.serialized, .needsIBus) struct FontFilterTests {
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
        let all = try session.probe(["engine swift-emoji"] + smilingHearts) { cells($0).contains("🥰") }
        #expect(cells(all).contains("🥰"))
        #expect(session.engineLog.contains("emoji font: Symbola"))
    }

    @Test func anEmojiFontInstalledWhileRunningIsNoticedWhenFocusMoves() throws {
        let fonts = try PrivateFontConfiguration(fonts: [PrivateFontConfiguration.dejaVuSans])
        let session = try IBusTestSession(extraEnvironment: fonts.environment)
        defer { session.stop() }
        let pizza = ["key p", "key i", "key z", "key z", "key a"]
        let before = try session.probe(["engine swift-emoji"] + pizza)
        #expect(!cells(before).contains("🍕"))
        // Already the first key's page ("p") leaves out what DejaVu Sans cannot draw.
        let pages = before.signals("update-lookup-table").compactMap { $0.rows }
        let firstPage = (pages.first { !$0.isEmpty } ?? []).flatMap(ProbeLog.cells)
        #expect(!firstPage.isEmpty)
        #expect(firstPage.allSatisfy { !["🫢", "🫣", "🫩", "🥹", "🫤"].contains($0) }, "\(firstPage)")
        #expect(before.lastAuxiliary?.contains("your fonts cannot draw") == true)

        try fonts.add(PrivateFontConfiguration.notoColorEmoji)
        // The engine looks for font changes when focus moves (each probe is a new context), at most
        // every 5 seconds, and decides in the background: ask again until the new font is in use.
        let after = try session.probe(
            ["engine swift-emoji", "wait 500"] + pizza, until: { cells($0).contains("🍕") }, timeout: 20)
        #expect(cells(after).contains("🍕"))
        #expect(session.engineLog.contains("emoji font: Noto Color Emoji"))
    }
}
