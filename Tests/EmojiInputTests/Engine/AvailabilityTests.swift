import EmojiInput
import EmojiKit
import Testing

/// The emoji filter in the engine: results, browsing and the message when it hides every match.
@Suite struct AvailabilityTests {
    private let emoji15 = EmojiVersionFilter.upTo(EmojiVersion(major: 15, minor: 0))

    @Test func aVersionLimitHidesNewerEmojiAndSaysSo() {
        let harness = EngineHarness { $0.versionFilter = emoji15 }
        let result = harness.typeText("phoenix")
        #expect(result.final.rows.isEmpty)
        #expect(result.final.aux.contains("1 match newer than Emoji 15.0"))
        #expect(harness.type("Return").commits == ["phoenix"])
        // An older emoji is still found.
        harness.typeText("shaking face")
        #expect(harness.focused == "🫨")
    }

    @Test func autoUsesTheFontDecisionOnceTheFrontendHasOne() {
        let harness = EngineHarness()  // auto is the default
        harness.typeText("phoenix")
        #expect(harness.focused == "🐦‍🔥")  // no decision yet: everything
        harness.type("Escape")

        harness.service.update(drawable: DrawableEmoji(catalog: Fixtures.catalog) { _ in false })
        let result = harness.typeText("cat")
        #expect(result.final.rows.isEmpty)
        #expect(result.final.aux.contains("matches your fonts cannot draw"))
        harness.type("Escape")

        harness.service.update(drawable: nil)
        harness.typeText("cat")
        #expect(harness.focused != nil)
    }

    @Test func settingAllShowsEverythingWhateverTheFonts() {
        let harness = EngineHarness()
        harness.service.update(drawable: DrawableEmoji(catalog: Fixtures.catalog) { _ in false })
        var settings = harness.service.settings
        settings.versionFilter = .all
        harness.service.update(settings: settings)
        harness.typeText("phoenix")
        #expect(harness.focused == "🐦‍🔥")
    }

    @Test func browsingLeavesOutHiddenEmoji() {
        let harness = EngineHarness { $0.versionFilter = .upTo(EmojiVersion(major: 1, minor: 0)) }
        harness.type("Tab Tab")  // Smileys & Emotion
        var seen: [String] = []
        for _ in 0..<6 {
            seen += harness.snapshot.rows.flatMap { $0.map(\.text) }
            harness.type("Page_Down")
        }
        #expect(!seen.isEmpty)
        for text in seen {
            guard case .base(let id)? = Fixtures.database.sequence(for: text) else { continue }
            #expect(Fixtures.catalog.version(id) <= EmojiVersion(major: 1, minor: 0), "\(text)")
        }
        #expect(!seen.contains("🥰"))
    }
}
