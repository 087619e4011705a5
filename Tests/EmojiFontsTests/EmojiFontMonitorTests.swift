import EmojiFonts
import EmojiKit
import Foundation
import TestSupport
import Testing

@Suite struct EmojiFontMonitorTests {
    let catalog = FontTestData.catalog

    @Test func aNewEmojiFontLeadsToANewDecision() throws {
        let fonts = try PrivateFontConfiguration(fonts: [PrivateFontConfiguration.dejaVuSans])
        let file = fonts.file
        let monitor = EmojiFontMonitor(catalog: catalog, minimumCheckInterval: .zero) { () throws(EmojiFontError) in
            try FontconfigConfiguration(file: file)
        }
        #expect(monitor.latest.generation == 0)
        monitor.checkForChanges()
        monitor.waitUntilIdle()
        let first = monitor.latest
        #expect(first.generation == 1)
        #expect(first.report?.drawable.fontVersion == nil)

        // Nothing changed: no new decision.
        monitor.checkForChanges()
        monitor.waitUntilIdle()
        #expect(monitor.latest.generation == 1)

        try fonts.add(PrivateFontConfiguration.notoColorEmoji)
        monitor.checkForChanges()
        monitor.waitUntilIdle()
        let second = monitor.latest
        #expect(second.generation == 2)
        #expect(second.report?.emojiFont?.family == "Noto Color Emoji")
        #expect((second.report?.drawable.fontVersion ?? EmojiVersion(packed: 0)) >= EmojiVersion(major: 15, minor: 0))
    }

    @Test func checksWithinTheIntervalAreSkipped() throws {
        let fonts = try PrivateFontConfiguration(fonts: [PrivateFontConfiguration.dejaVuSans])
        let file = fonts.file
        let monitor = EmojiFontMonitor(catalog: catalog, minimumCheckInterval: .seconds(3600)) {
            () throws(EmojiFontError) in
            try FontconfigConfiguration(file: file)
        }
        monitor.checkForChanges()
        monitor.waitUntilIdle()
        try fonts.add(PrivateFontConfiguration.notoColorEmoji)
        monitor.checkForChanges()
        monitor.waitUntilIdle()
        #expect(monitor.latest.generation == 1)
    }

    @Test func aBrokenConfigurationIsReportedNotFatal() {
        let monitor = EmojiFontMonitor(catalog: catalog) { () throws(EmojiFontError) in
            try FontconfigConfiguration(file: "/nonexistent/fonts.conf")
        }
        monitor.checkForChanges()
        monitor.waitUntilIdle()
        #expect(monitor.latest.generation == 1)
        #expect(monitor.latest.report == nil)
        #expect(monitor.latest.failure == .cannotLoad(file: "/nonexistent/fonts.conf"))
    }
}
