import Foundation
import Testing

/// `swift-emoji convert` and `info` of carrier emoji: standard input to standard output byte for byte around the
/// emoji converted, what stays reported once on standard error, input that is not UTF-8 refused whole.
@Suite struct ConvertCommandTests {
    let cli = CLIRunner()

    @Test func carrierEmojiBecomeUnicodeEmoji() throws {
        let input = "件名: 今日は\u{E04A}\u{E049}です\u{E415}\r\n\u{E50A}\u{E50A} e\u{301} \u{E63E} \u{E488}\n"
        let result = try cli.run("convert", input: input)
        #expect(result.status == 0)
        let expected = "件名: 今日は☀️☁️です😄\r\n\u{E50A}\u{E50A} e\u{301} ☀️ ☀️\n"
        #expect(result.stdoutBytes == Array(expected.utf8))
        // U+E50A stays and is named once.
        #expect(result.stderr == "swift-emoji: U+E50A (SoftBank) has no Unicode emoji; left as it is\n")
    }

    @Test func fromAChosenCarrier() throws {
        #expect(try cli.run("convert", input: "\u{E501}").stdout == "🏩")
        #expect(try cli.run("convert", "--from", "au", input: "\u{E501}").stdout == "👪")
        #expect(try cli.run("convert", "--from", "docomo", input: "\u{E63E}\u{E04A}").stdout == "☀️\u{E04A}")
    }

    @Test func unicodeEmojiBecomeCarrierEmoji() throws {
        let result = try cli.run("convert", "--to", "softbank", input: "ok 👍 ☀️ ☀ 🇯🇵 👍🏽 🫝 👍🏽\n")
        #expect(result.status == 0)
        #expect(result.stdout == "ok \u{E00E} \u{E04A} ☀ \u{E50B} 👍🏽 🫝 👍🏽\n")
        #expect(
            result.stderr.split(separator: "\n") == [
                "swift-emoji: 👍🏽 (U+1F44D U+1F3FD) has no SoftBank emoji; left as it is",
                "swift-emoji: 🫝 (U+1FADD) has no SoftBank emoji; left as it is",
            ])
        #expect(try cli.run("convert", "--to", "docomo", input: "☀️").stdout == "\u{E63E}")
        #expect(try cli.run("convert", "--to", "au", input: "☀️").stdout == "\u{E488}")
    }

    @Test func invalidUTF8IsRefusedWhole() throws {
        let bytes = Array("\u{E415} fine so far ".utf8) + [0xE3, 0x81] + Array(" more".utf8)
        let result = try cli.run("convert", bytes: bytes)
        #expect(result.status == 1)
        #expect(result.stdoutBytes.isEmpty)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains("byte 16 (0xE3)"), "\(result.stderr)")
    }

    @Test func badOptions() throws {
        #expect(try cli.run("convert", "--to", "pager", input: "").status == 64)
        #expect(try cli.run("convert", "--from", "willcom", input: "").status == 64)
        #expect(try cli.run("convert", "--to", "softbank", "--from", "au", input: "").status == 64)
    }

    @Test func infoNamesWhatACarrierCodePointStandsFor() throws {
        let byNotation = try cli.run("info", "--lang", "en", "U+E415")
        #expect(byNotation.status == 0)
        #expect(byNotation.stdout.hasPrefix("carrier:     SoftBank U+E415 → 😄 grinning face with smiling eyes\n"))
        #expect(byNotation.stdout.contains("code points: 1F604"))
        let byCharacter = try cli.run("info", "--lang", "en", "\u{E415}")
        #expect(byCharacter.stdout == byNotation.stdout)
        let shared = try cli.run("info", "--lang", "en", "U+E501")
        #expect(shared.stdout.contains("carrier:     SoftBank U+E501 → 🏩 love hotel"))
        #expect(shared.stdout.contains("carrier:     au U+E501 → 👪 family"))
        let sun = try cli.run("info", "--lang", "en", "☀️")
        #expect(sun.stdout.contains("carriers:    SoftBank U+E04A, docomo U+E63E, au U+E488"))
        let missing = try cli.run("info", "U+E254")
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("U+E254 (SoftBank) has no Unicode emoji"))
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(cli.run("info", "--json", "U+1F44B U+1F3FD").stdout.utf8))
                as? [String: Any])
        #expect(json["emoji"] as? String == "👋🏽")
    }
}
