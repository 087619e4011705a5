import Testing

@testable import EmojiKit

/// Queries whose words no emoji has all of (see ``DroppedWords``, ``MatchQuality/partial``).
@Suite struct DroppedWordsTests {
    private let english = try! TestData.searcher("en")

    @Test func fewestWordsDroppedMostLettersKept() {
        #expect(DroppedWords.subsets(of: ["cat"]).isEmpty)
        #expect(DroppedWords.subsets(of: ["so", "tired"]) == [["tired"], ["so"]])
        // Keeping as many letters, the later word (`big hug` → hug).
        #expect(DroppedWords.subsets(of: ["big", "hug"]).first == ["hug"])
        let year = DroppedWords.subsets(of: ["happy", "new", "year"])
        #expect(year.prefix(3).allSatisfy { $0.count == 2 } && year.first == ["happy", "year"])
        #expect(
            DroppedWords.subsets(of: Array(repeating: "word", count: 12)).count
                == DroppedWords.maximumTries + DroppedWords.maximumWords)
    }

    /// Each word alone is tried after the ways of several words, whose budget a phrase of four words or more fills:
    /// `going to the beach` → beach 🏖️.
    @Test func eachWordAloneIsTriedLast() {
        let ways = DroppedWords.subsets(of: ["going", "to", "the", "beach"])
        #expect(ways.count == DroppedWords.maximumTries + 4)
        #expect(ways.prefix(DroppedWords.maximumTries).allSatisfy { $0.count >= 2 })
        #expect(ways.suffix(4) == [["beach"], ["going"], ["the"], ["to"]])
        #expect(DroppedWords.subsets(of: ["happy", "new", "year"]).count == 6)
        #expect(english.search("going to the beach").first?.quality == .partial)
    }

    /// A word of one letter is not kept alone: it starts a thousand words in every language, the start of the word
    /// being typed (`3rd p` → 🥉 alone, not 🥉 and the most used emoji with a word starting with p).
    @Test func aLetterIsNeverKeptAlone() throws {
        #expect(DroppedWords.subsets(of: ["umbrella", "o"]) == [["umbrella"]])
        #expect(!DroppedWords.subsets(of: ["happy", "new", "y"]).contains(["y"]))
        #expect(DroppedWords.subsets(of: ["happy", "new", "y"]).contains(["new", "y"]))
        #expect(TestData.top("3rd p", 28, in: english) == ["🥉"])
        let japanese = try TestData.searcher("ja", "zh", "ko")
        #expect(TestData.top("umbrella o", 28, in: japanese).allSatisfy { $0 != "🅾️" })
    }

    /// A word kept that is the first word of an emoji's name ranks with the whole names, before the emoji whose
    /// keyword it is: `going to the beach` → 🏖️ beach with umbrella before 😎 (keyword beach).
    @Test func aKeptWordThatStartsANameRanksFirst() {
        #expect(TestData.top("going to the beach", 1, in: english) == ["🏖️"])
        let beach = TestData.top("going to the beach", 28, in: english)
        #expect(beach.contains("😎"))
    }

    /// A word that is an emoji's whole name is kept before longer words (`cute cat` → cat 🐈, not cute 🩷).
    @Test func wordsThatNameAnEmojiWholeAreKeptFirst() {
        #expect(DroppedWords.subsets(of: ["cute", "cat"], namesWhole: { $0 == "cat" }) == [["cat"], ["cute"]])
        let kept = DroppedWords.subsets(of: ["my", "cute", "cat"], namesWhole: { $0 == "cat" })
        #expect(kept.first == ["cute", "cat"] && kept.dropFirst().first == ["my", "cat"])
        #expect(english.languages.contains { $0.namesWhole("cat") })
        #expect(!english.languages.contains { $0.namesWhole("cute") })
        let cuteCat = english.search("cute cat")
        let partial = cuteCat.drop { $0.quality != .partial }.prefix(2)
        #expect(partial.map { TestData.catalog.string($0.sequence) }.contains("🐈"))
        #expect(TestData.top("cute cat", 3, in: english).contains("🐈"))
    }

    @Test func aPhraseFindsTheEmojiOfMostOfItsWords() {
        #expect(TestData.top("so tired", 3, in: english).contains("😩"))
        #expect(TestData.top("happy new year", 1, in: english) == ["🎍"])
        #expect(english.search("so tired").allSatisfy { $0.quality == .partial })
    }

    /// A word of one or two letters that another word follows was typed whole: `so` of `so happy` is not the start of
    /// somersault (🤸), so the phrase finds the emoji of happy; a longer word still matches as a prefix (`thu up`).
    @Test func aShortWordTypedWholeMatchesWhole() {
        #expect(!TestData.top("so happy", 3, in: english).contains("🤸"))
        #expect(english.search("so happy").first?.quality == .partial)
        #expect(TestData.top("ok hand", 1, in: english) == ["👌"])
        #expect(TestData.top("thu up", 1, in: english) == ["👍"])
    }

    /// The emoji that match every word keep their places before the partial matches.
    @Test func fullMatchesComeFirst() throws {
        let sadCat = english.search("sad cat")
        let partial = try #require(sadCat.firstIndex { $0.quality == .partial })
        #expect(partial > 0 && TestData.catalog.string(sadCat[0].sequence) == "😿")
        #expect(sadCat[partial...].allSatisfy { $0.quality == .partial })
        // A query with a row of full matches gets no partial ones.
        #expect(!english.search("smiling face").contains { $0.quality == .partial })
    }
}
