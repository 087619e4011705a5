import EmojiFonts
import Foundation
import TestSupport
import Testing

@Suite struct FontconfigConfigurationTests {
    @Test func aMissingConfigurationIsAnError() {
        #expect(throws: EmojiFontError.cannotLoad(file: "/nonexistent/fonts.conf")) {
            try FontconfigConfiguration(file: "/nonexistent/fonts.conf")
        }
    }

    @Test func installingAFontChangesTheSources() throws {
        let fonts = try PrivateFontConfiguration(fonts: [PrivateFontConfiguration.dejaVuSans])
        let sources = try FontconfigConfiguration(file: fonts.file).sources
        #expect(sources.areUnchanged)
        try fonts.add(PrivateFontConfiguration.symbola)
        #expect(!sources.areUnchanged)
    }
}
