import Testing

@testable import EmojiKit

/// A Han character typed again and again (see ``RepeatedCharacters``).
@Suite struct RepeatedCharactersTests {
    @Test func shorterFormsTwiceThenOnce() {
        #expect(RepeatedCharacters.shorterForms(of: ["哈哈哈"]) == [["哈哈"], ["哈"]])
        #expect(RepeatedCharacters.shorterForms(of: ["狗狗"]) == [["狗"]])
        #expect(RepeatedCharacters.shorterForms(of: ["狗狗", "red"]) == [["狗", "red"]])
    }

    @Test func onlyOneHanCharacterRepeated() {
        #expect(RepeatedCharacters.shorterForms(of: ["狗"]).isEmpty)
        #expect(RepeatedCharacters.shorterForms(of: ["小狗"]).isEmpty)
        #expect(RepeatedCharacters.shorterForms(of: ["aaaa"]).isEmpty)
        #expect(RepeatedCharacters.shorterForms(of: ["ねねね"]).isEmpty)
    }

    @Test func aRepeatedCharacterFindsItsWord() throws {
        let chinese = try TestData.searcher("zh", "en")
        #expect(TestData.top("狗狗", 2, in: chinese).contains("🐕"))
        #expect(TestData.top("猫猫", 2, in: chinese).contains("🐈"))
        #expect(chinese.search("哈哈哈").allSatisfy { $0.quality != .typo } && !chinese.search("哈哈哈").isEmpty)
    }
}
