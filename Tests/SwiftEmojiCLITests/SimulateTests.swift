import Foundation
import TestSupport
import Testing

/// `swift-emoji simulate` end to end.
@Suite struct SimulateTests {
    let cli = CLIRunner()

    private func run(language: String = "en", _ arguments: [String], input: String? = nil) throws -> [String: Any] {
        let result = try cli.run(["simulate", "--lang", language] + arguments, input: input)
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    @Test func typingAndCommitting() throws {
        let object = try run(["c", "a", "t", "Return"])
        #expect(object["commits"] as? [String] == ["🐱"])
        #expect(object["handled"] as? [Bool] == [true, true, true, true])
        let final = try #require(object["final"] as? [String: Any])
        #expect(final["preedit"] as? String == "")
        #expect((final["rows"] as? [Any])?.isEmpty == true)
    }

    @Test func finalState() throws {
        let object = try run(["h", "e", "a", "r", "t", "Down", "Right"])
        let final = try #require(object["final"] as? [String: Any])
        #expect(final["preedit"] as? String == "heart")
        #expect(final["focus"] as? [Int] == [1, 1])
        #expect(final["page"] as? Int == 1)
        #expect(final["pages"] as? Int == 2)
        #expect((final["rows"] as? [[String]])?.count == 4)
        #expect((final["aux"] as? String)?.contains(" 1/2") == true)
        #expect(final["category"] as? String == "All")
    }

    @Test func keysFromStandardInputAndTaps() throws {
        let object = try run(["--stdin"], input: "t h u m b s\nspace u p\nShift_L Shift_L Return\n")
        #expect(object["commits"] as? [String] == ["👍🏼"])
        #expect((object["handled"] as? [Bool])?.suffix(3) == [false, false, true])
    }

    @Test func stateDirectoryRemembersTones() throws {
        let scratch = TemporaryDirectory()
        let directory = scratch.path + "/state"
        _ = try run(["--state-dir", directory, "w", "a", "v", "e", "Shift_L", "Return"])
        let again = try run(["--state-dir", directory, "w", "a", "v", "e", "Return"])
        #expect(again["commits"] as? [String] == ["👋🏻"])
        let attributes = try FileManager.default.attributesOfItem(atPath: directory + "/tones.json")
        #expect(attributes[.posixPermissions] as? Int == 0o600)
        // Without --state-dir nothing is remembered.
        #expect(try run(["w", "a", "v", "e", "Return"])["commits"] as? [String] == ["👋"])
    }

    /// Any X keysym name works, and a legacy keysym types its character, as IBus gives it with a
    /// Russian layout.
    @Test func cyrillicKeysymsTypeARussianKeyword() throws {
        let typing = try run(language: "ru", ["Cyrillic_ka", "Cyrillic_o", "Cyrillic_te"])
        let final = try #require(typing["final"] as? [String: Any])
        #expect(final["preedit"] as? String == "кот")
        #expect((final["rows"] as? [[String]])?.joined().contains("🐱") == true)
        let cats: Set = ["🐱", "🐈", "🐈‍⬛", "😺", "😸", "😹", "😻", "😼", "😽", "🙀", "😿", "😾"]
        let committed = try run(language: "ru", ["Cyrillic_ka", "Cyrillic_o", "Cyrillic_te", "Return"])
        #expect(
            (committed["commits"] as? [String]).map { $0.count == 1 && cats.contains($0[0]) } == true, "\(committed)")
        #expect(committed["handled"] as? [Bool] == [true, true, true, true])
    }

    /// Latin-1 letters by their keysym names, as a German layout sends them (`udiaeresis` types ü).
    @Test func latin1KeysymNamesTypeAGermanKeyword() throws {
        #expect(try run(language: "de", ["T", "udiaeresis", "r", "Return"])["commits"] as? [String] == ["🚪"])
    }

    @Test func badKeysAreReported() throws {
        let result = try cli.run("simulate", "c", "Bogus_Key")
        #expect(result.status != 0)
        #expect(result.stderr.contains("Bogus_Key"))
    }
}
