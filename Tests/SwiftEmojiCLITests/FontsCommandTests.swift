import Foundation
import TestSupport
import Testing

/// `swift-emoji fonts` and `--max-version auto`, with the fonts of a private fontconfig
/// configuration (`FONTCONFIG_FILE`), as a user with those fonts installed would see them.
@Suite struct FontsCommandTests {
    /// The CLI seeing only `fonts`; the configuration lives as long as the runner is used.
    func cli(fonts: [String]) throws -> (CLIRunner, PrivateFontConfiguration) {
        let configuration = try PrivateFontConfiguration(fonts: fonts)
        var cli = CLIRunner()
        cli.environment.merge(configuration.environment) { _, new in new }
        return (cli, configuration)
    }

    func emoji(_ result: CLIRunner.Result) throws -> [String] {
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        return array.compactMap { $0["emoji"] as? String }
    }

    @Test func fontsReportsTheEmojiFontAndItsVersion() throws {
        let (cli, configuration) = try cli(fonts: [
            PrivateFontConfiguration.symbola, PrivateFontConfiguration.dejaVuSans,
        ])
        let result = try cli.run("fonts", "--json", "--hidden")
        #expect(result.status == 0, "\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let fonts = try #require(report["fonts"] as? [[String: Any]])
        #expect(fonts.first?["family"] as? String == "Symbola")
        #expect(report["fontVersion"] as? String == "5.0")
        let hidden = try #require(report["hidden"] as? [String])
        #expect(hidden.contains("🥰"))
        #expect(!hidden.contains("🤩"))
        let text = try cli.run("fonts")
        #expect(text.stdout.contains("Emoji font: Symbola"))
        #expect(text.stdout.contains("Emoji version: 5.0"))
        withExtendedLifetime(configuration) {}
    }

    @Test func autoSearchLeavesOutWhatTheFontsCannotDraw() throws {
        let (cli, configuration) = try cli(fonts: [
            PrivateFontConfiguration.symbola, PrivateFontConfiguration.dejaVuSans,
        ])
        let auto = try emoji(cli.run("search", "--lang", "en", "--json", "--limit", "0", "smiling", "hearts"))
        let all = try emoji(
            cli.run("search", "--lang", "en", "--json", "--limit", "0", "--max-version", "all", "smiling", "hearts"))
        #expect(all.contains("🥰"))
        #expect(!auto.contains("🥰"))
        #expect(auto.contains("😍"))
        // auto is the default.
        #expect(
            try emoji(
                cli.run(
                    "search", "--lang", "en", "--json", "--limit", "0", "--max-version", "auto", "smiling", "hearts"))
                == auto)
        withExtendedLifetime(configuration) {}
    }

    @Test func withoutAnEmojiFontSearchStillAnswers() throws {
        let (cli, configuration) = try cli(fonts: [PrivateFontConfiguration.dejaVuSans])
        let result = try cli.run("search", "--lang", "en", "--json", "--limit", "0", "heart")
        #expect(result.status == 0)
        let found = try emoji(result)
        #expect(found.contains("♥️"))
        #expect(!found.contains("❤️‍🔥"))
        let none = try cli.run("search", "--lang", "en", "pizza")
        #expect(none.status == 1)
        #expect(none.stderr.contains("left out by --max-version auto"))
        withExtendedLifetime(configuration) {}
    }

    @Test func simulateUsesTheFontsToo() throws {
        let (cli, configuration) = try cli(fonts: [
            PrivateFontConfiguration.symbola, PrivateFontConfiguration.dejaVuSans,
        ])
        let auto = try cli.run(
            "simulate", "--lang", "en", "s", "m", "i", "l", "i", "n", "g", "space", "h", "e", "a", "r", "t", "s")
        let all = try cli.run(
            "simulate", "--lang", "en", "--max-version", "all", "s", "m", "i", "l", "i", "n", "g", "space", "h", "e",
            "a", "r", "t", "s")
        #expect(all.stdout.contains("🥰"))
        #expect(!auto.stdout.contains("🥰"))
        #expect(auto.stdout.contains("😍"))
        withExtendedLifetime(configuration) {}
    }
}
