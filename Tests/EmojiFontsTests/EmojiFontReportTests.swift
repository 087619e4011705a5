import EmojiFonts
import EmojiKit
import Foundation
import TestSupport
import Testing

/// What "auto" decides with real fonts: Debian's Noto Color Emoji, an older emoji font (Symbola),
/// and no emoji font at all, each in a private fontconfig configuration.
@Suite struct EmojiFontReportTests {
    let catalog = FontTestData.catalog

    @Test func notoColorEmojiSupportsItsReleasesEmojiVersion() throws {
        let report = try FontTestData.report(fonts: [
            PrivateFontConfiguration.notoColorEmoji, PrivateFontConfiguration.dejaVuSans,
        ])
        let font = try #require(report.emojiFont)
        #expect(font.family == "Noto Color Emoji")
        #expect(font.isColor)
        let revision = try #require(font.revision)
        let expected = try #require(
            FontTestData.notoEmojiVersions[revision], "Noto Color Emoji \(revision) is not in the table of releases")
        #expect(report.drawable.fontVersion == expected)
        let availability = report.drawable.availability
        #expect(availability.contains(FontTestData.emoji("😀")))
        #expect(availability.contains(FontTestData.emoji("🫱🏻‍🫲🏼")))
        #expect(availability.contains(FontTestData.emoji("🏴󠁧󠁢󠁳󠁣󠁴󠁿")))
        #expect(availability.contains(FontTestData.emoji("🐦‍🔥")) == (expected >= EmojiVersion(major: 15, minor: 1)))
        #expect(availability.contains(FontTestData.emoji("🫩")) == (expected >= EmojiVersion(major: 16, minor: 0)))
        // Everything kept is within the version or a covered single code point; everything of
        // the font's version or older is kept.
        for id in catalog.allEmoji where catalog.version(id) <= expected {
            #expect(availability.contains(id), "\(catalog.string(id)) \(catalog.version(id))")
        }
    }

    @Test func withoutAnEmojiFontOnlyTextSymbolsRemain() throws {
        let report = try FontTestData.report(fonts: [PrivateFontConfiguration.dejaVuSans])
        #expect(report.emojiFont?.family == "DejaVu Sans")
        #expect(report.drawable.fontVersion == nil)
        let availability = report.drawable.availability
        #expect(availability.contains(FontTestData.emoji("😀")))  // DejaVu has the emoticons block
        #expect(!availability.contains(FontTestData.emoji("🤩")))
        #expect(!availability.contains(FontTestData.emoji("❤️‍🔥")))
        #expect(availability.contains(FontTestData.emoji("☺️")))
        #expect(availability.contains(FontTestData.emoji("♥️")))
        let counts = availability.counts(in: catalog)
        #expect(counts.toned == 0)
        #expect(counts.base > 0 && counts.base < 500, "\(counts.base)")
    }

    @Test func anOlderEmojiFontKeepsItsOwnVersion() throws {
        let report = try FontTestData.report(fonts: [
            PrivateFontConfiguration.symbola, PrivateFontConfiguration.dejaVuSans,
        ])
        #expect(report.fonts.map(\.family).contains("Symbola"))
        #expect(report.drawable.fontVersion == EmojiVersion(major: 5, minor: 0))
        let availability = report.drawable.availability
        #expect(availability.contains(FontTestData.emoji("🤩")))  // 5.0
        #expect(availability.contains(FontTestData.emoji("👍🏽")))  // toned 1.0
        #expect(!availability.contains(FontTestData.emoji("🥰")))  // 11.0
        #expect(!availability.contains(FontTestData.emoji("🧑‍⚕️")))  // 12.1
        #expect(!availability.contains(FontTestData.emoji("🫨")))  // 15.0
    }

    @Test func theDesktopEmojiFontIsTheOneFontconfigNames() throws {
        let report = try FontconfigConfiguration().emojiFonts(catalog: catalog)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/fc-match")
        process.arguments = ["--format", "%{file}", FontconfigConfiguration.emojiPattern]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let file = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(report.emojiFont?.file == file)
    }
}
