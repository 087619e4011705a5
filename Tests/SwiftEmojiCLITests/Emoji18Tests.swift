import Foundation
import TestSupport
import Testing

/// Emoji 18.0 from the command line: offered where the fonts draw them (on Debian 12, nowhere), with `--max-version
/// all` or `18.0`, tones included, and their provisional names said to be so.
@Suite struct Emoji18Tests {
    /// The CLI seeing only Debian 12's emoji font (Noto Color Emoji 2.042, Emoji 15.1).
    func cli() throws -> (CLIRunner, PrivateFontConfiguration) {
        let configuration = try PrivateFontConfiguration(fonts: [
            PrivateFontConfiguration.notoColorEmoji, PrivateFontConfiguration.dejaVuSans,
        ])
        var cli = CLIRunner()
        cli.environment.merge(configuration.environment) { _, new in new }
        return (cli, configuration)
    }

    func found(_ result: CLIRunner.Result) throws -> [String] {
        guard result.status == 0 else { return [] }
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        return array.compactMap { $0["emoji"] as? String }
    }

    @Test func offeredOnlyWhereTheFontsDrawThem() throws {
        let (cli, configuration) = try cli()
        let search = ["search", "--lang", "en", "--json", "--limit", "0"]
        #expect(try !found(cli.run(search + ["pickle"])).contains("🫝"))
        #expect(try !found(cli.run(search + ["--max-version", "17.0", "pickle"])).contains("🫝"))
        #expect(try found(cli.run(search + ["--max-version", "18.0", "pickle"])).first == "🫝")
        #expect(try found(cli.run(search + ["--max-version", "all", "lighthouse"])).first == "🛙")

        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(cli.run("fonts", "--json", "--hidden").stdout.utf8))
                as? [String: Any])
        let releases = try #require(report["releases"] as? [[String: Any]])
        let release18 = try #require(releases.first { $0["version"] as? String == "18.0" })
        #expect(release18["introduced"] as? Int == 9)
        #expect(release18["covered"] as? Int == 0)
        #expect(release18["supported"] as? Bool == false)
        let hidden = try #require(report["hidden"] as? [String])
        #expect(["🫫", "🫹", "🫺", "🫌", "🫝", "🛙", "🪋", "🪌", "🪍"].allSatisfy(hidden.contains))
        withExtendedLifetime(configuration) {}
    }

    @Test func tonesAndProvisionalNames() throws {
        let cli = CLIRunner()
        #expect(try cli.run("tone", "🫹", "dark").stdout == "🫹🏿\n")
        #expect(try cli.run("tone", "🫺", "medium-light").stdout == "🫺🏼\n")
        let info = try cli.run("info", "--lang", "de", "🫝")
        #expect(info.stdout.contains("name:        saure Gurke (provisional: CLDR 49 alpha-2)"))
        #expect(info.stdout.contains("version:     Emoji 18.0"))
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(cli.run("info", "--json", "--lang", "en", "🫺🏽").stdout.utf8))
                as? [String: Any])
        #expect(json["name"] as? String == "rightwards thumb sign: medium skin tone")
        #expect(json["provisionalName"] as? String == "CLDR 49 alpha-2")
        let released = try cli.run("info", "--lang", "de", "🥒")
        #expect(!released.stdout.contains("provisional"))
    }
}
