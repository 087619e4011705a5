import Foundation
import Testing

/// `swift-emoji simulate` end to end.
@Suite struct SimulateTests {
    let cli = CLIRunner()

    private func run(_ arguments: [String], input: String? = nil) throws -> [String: Any] {
        let result = try cli.run(["simulate", "--lang", "en"] + arguments, input: input)
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
        #expect((final["aux"] as? String)?.contains("page 1/2") == true)
        #expect(final["category"] as? String == "All")
    }

    @Test func keysFromStandardInputAndTaps() throws {
        let object = try run(["--stdin"], input: "t h u m b s\nspace u p\nShift_L Shift_L Return\n")
        #expect(object["commits"] as? [String] == ["👍🏼"])
        #expect((object["handled"] as? [Bool])?.suffix(3) == [false, false, true])
    }

    @Test func stateDirectoryRemembersTones() throws {
        let directory = NSTemporaryDirectory() + "swift-emoji-cli-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = try run(["--state-dir", directory, "w", "a", "v", "e", "Shift_L", "Return"])
        let again = try run(["--state-dir", directory, "w", "a", "v", "e", "Return"])
        #expect(again["commits"] as? [String] == ["👋🏻"])
        let attributes = try FileManager.default.attributesOfItem(atPath: directory + "/tones.json")
        #expect(attributes[.posixPermissions] as? Int == 0o600)
        // Without --state-dir nothing is remembered.
        #expect(try run(["w", "a", "v", "e", "Return"])["commits"] as? [String] == ["👋"])
    }

    @Test func badKeysAreReported() throws {
        let result = try cli.run("simulate", "c", "Bogus_Key")
        #expect(result.status != 0)
        #expect(result.stderr.contains("Bogus_Key"))
    }
}
