import EmojiFonts
import FontTestSupport
import Foundation
import Testing

@Suite struct FontconfigConfigurationTests {
    @Test func aMissingConfigurationIsAnError() {
        #expect(throws: EmojiFontError.cannotLoad(file: "/nonexistent/fonts.conf")) {
            try FontconfigConfiguration(file: "/nonexistent/fonts.conf")
        }
    }

    @Test func installingAFontMakesTheConfigurationOutOfDate() throws {
        let fonts = try PrivateFontConfiguration(fonts: [PrivateFontConfiguration.dejaVuSans])
        let configuration = try FontconfigConfiguration(file: fonts.file)
        #expect(configuration.isUpToDate)
        // fontconfig compares timestamps in whole seconds.
        Thread.sleep(forTimeInterval: 1.1)
        try fonts.add(PrivateFontConfiguration.symbola)
        #expect(!configuration.isUpToDate)
    }
}
