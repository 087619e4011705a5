import Foundation
import Testing

/// `swift-emoji` end to end: the real binary, the real index, stdout, stderr and exit codes.
@Suite struct CLITests {
    let cli = CLIRunner()

    private func json(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    @Test func searchPrintsRankedResults() throws {
        let result = try cli.run("search", "--lang", "en", "heart", "red")
        #expect(result.status == 0)
        #expect(result.lines.first?.hasPrefix("❤️\tred heart\t:heart:") == true)
        #expect(result.lines.count >= 2)
        let limited = try cli.run("search", "--lang", "en", "--limit", "3", "cat")
        #expect(limited.lines.count == 3)
        #expect(try cli.run("search", "--lang", "en", "face").lines.count == 28)
    }

    @Test func searchJSON() throws {
        let result = try cli.run("search", "--lang", "de,en", "--json", "--limit", "2", "Herz", "rot")
        #expect(result.status == 0)
        let array = try #require(try json(result.stdout) as? [[String: Any]])
        #expect(array.count >= 1)
        let first = try #require(array.first)
        #expect(first["emoji"] as? String == "❤️")
        #expect(first["name"] as? String == "rotes Herz")
        #expect((first["shortcodes"] as? [String])?.first == "heart")
        #expect(first["category"] as? String == "Smiley")
    }

    @Test func searchBatchAnswersLineByLine() throws {
        let result = try cli.run(
            "search", "--lang", "en", "--batch", "--json", "--limit", "3", input: "cat\nzzzzqqq\n:sob:\n")
        #expect(result.status == 0)
        #expect(result.lines.count == 3)
        let arrays = try result.lines.map { try #require(try json($0) as? [[String: Any]]) }
        #expect(arrays[1].isEmpty)
        #expect(arrays[2].first?["emoji"] as? String == "😭")
        let plain = try cli.run("search", "--lang", "en", "--batch", "--limit", "2", input: "heart red\n")
        #expect(plain.lines.first?.hasPrefix("❤️ ") == true)
    }

    @Test func maxVersionFilters() throws {
        let result = try cli.run("search", "--lang", "en", "--json", "--limit", "0", "--max-version", "13.0", "face")
        let array = try #require(try json(result.stdout) as? [[String: Any]])
        #expect(!array.isEmpty)
        #expect(array.allSatisfy { Double($0["version"] as? String ?? "99") ?? 99 <= 13.0 })
        #expect(try cli.run("search", "--max-version", "banana", "face").status != 0)
    }

    @Test func info() throws {
        let result = try cli.run("info", "--lang", "de", "👋🏽")
        #expect(result.status == 0)
        #expect(result.stdout.contains("code points: 1F44B 1F3FD"))
        #expect(result.stdout.contains("winkende Hand: mittlere Hautfarbe"))
        #expect(result.stdout.contains("version:     Emoji 1.0"))
        let couple = try cli.run("info", "--json", "--lang", "en", "💏")
        let object = try #require(try json(couple.stdout) as? [String: Any])
        #expect(object["skinTones"] as? String == "multi-person")
        let byShortcode = try cli.run("info", "--lang", "en", ":sob:")
        #expect(byShortcode.stdout.contains("loudly crying face"))
    }

    @Test func emojizeAndDemojizeRoundTrip() throws {
        let text = "Ship it 🚀 👍🏽 ❤️ and 🧑🏻‍🤝‍🧑🏿 — thanks!\nsecond line 😭"
        let demojized = try cli.run("demojize", input: text + "\n")
        #expect(demojized.status == 0)
        #expect(demojized.stdout.contains(":rocket:"))
        let emojized = try cli.run("emojize", input: demojized.stdout)
        #expect(emojized.stdout == text + "\n")
        #expect(try cli.run("emojize", ":unknown_code: :sob:").stdout == ":unknown_code: 😭\n")
    }

    @Test func tone() throws {
        #expect(try cli.run("tone", "👋", "medium").stdout == "👋🏽\n")
        #expect(try cli.run("tone", "🤝", "light", "dark").stdout == "🫱🏻‍🫲🏿\n")
        let batch = try cli.run("tone", "--batch", input: "👍\tdark\n🧑‍🤝‍🧑\tlight medium\n💏\tmedium-dark\n")
        #expect(batch.lines == ["👍🏿", "🧑🏻‍🤝‍🧑🏽", "💏🏾"])
        let bad = try cli.run("tone", "--batch", input: "🐈\tlight\n👍\tdark\n")
        #expect(bad.status != 0)
        #expect(bad.lines == ["", "👍🏿"])
    }

    @Test func categories() throws {
        let result = try cli.run("categories", "--lang", "fr", "--json")
        let array = try #require(try json(result.stdout) as? [[String: Any]])
        #expect(array.count == 9)
        #expect(array.first?["unicodeName"] as? String == "Smileys & Emotion")
        // Components are not fully-qualified emoji: the nine browsable groups hold all 1,923.
        #expect(array.map { $0["count"] as? Int ?? 0 }.reduce(0, +) == 1923)
        #expect(array.first?["name"] as? String != "Smileys & Emotion")
    }

    @Test(arguments: [
        (["search", "--lang", "xx", "cat"], "xx"),
        (["info", "abc"], "abc"),
        (["tone", "🐈", "light"], "takes no skin tone"),
        (["tone", "👋", "purple"], "purple"),
        (["tone", "👋", "light", "dark"], "takes one tone"),
        (["search", "zzzzqqqq"], "no emoji matches"),
    ])
    func badInputExitsWithOneLine(arguments: [String], mentions: String) throws {
        let result = try cli.run(arguments)
        #expect(result.status != 0)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(result.stderr)")
        #expect(result.stderr.contains(mentions))
    }

    @Test func missingDataNamesThePath() throws {
        var broken = cli
        broken.environment["SWIFT_EMOJI_DATA_DIR"] = "/nonexistent/data"
        let result = try broken.run("search", "cat")
        #expect(result.status != 0)
        #expect(result.stderr.contains("/nonexistent/data/emoji.index"))
    }

    @Test(arguments: ["search", "info", "emojize", "demojize", "tone", "categories", "convert"])
    func helpEverywhere(command: String) throws {
        let result = try cli.run(command, "--help")
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE"))
    }
}
