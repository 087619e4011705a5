import EmojiIndexBuilder
import Foundation
import TestSupport
import Testing

@Suite struct EmojiTestFileTests {
    @Test func parsesTheRealFile() throws {
        let path = Repository.sourceFiles.emojiTest
        let file = try EmojiTestFile(text: String(contentsOfFile: path, encoding: .utf8), path: path)
        #expect(file.version == "18.0")
        #expect(file.fullyQualified.count == 3963)
        #expect(file.entries.filter { $0.status == .component }.count == 9)
        #expect(file.groups.first == "Smileys & Emotion")
        #expect(file.groups.contains("Component"))
        let first = file.entries[0]
        #expect(first.text == "😀" && first.name == "grinning face" && first.version == "1.0")
        #expect(file.subgroups[first.subgroup].name == "face-smiling")
    }

    @Test func reportsTheBadLine() {
        let text =
            "# Version: 17.0\n# group: G\n# subgroup: s\n1F600 ; fully-qualified # 😀 E1.0 grinning face\nZZZZ ; fully-qualified # ? E1.0 bad\n"
        do {
            _ = try EmojiTestFile(text: text, path: "test.txt")
            Issue.record("expected an error")
        } catch {
            #expect("\(error)".hasPrefix("test.txt:5:"))
        }
    }

    @Test func needsAVersionHeader() {
        #expect(throws: SourceError.self) { try EmojiTestFile(text: "# group: G\n", path: "x") }
    }
}
