import Testing

@testable import EmojiKit

/// Words typed without their spaces (see ``JoinedWords``).
@Suite struct JoinedWordsTests {
    private let english = try! TestData.searcher("en")

    private func splits(_ words: [String], _ languages: String...) throws -> [[String]] {
        JoinedWords(languages: try TestData.database.languages(languages.isEmpty ? ["en"] : languages))
            .splits(of: words)
    }

    @Test func aJoinedNameSplitsIntoItsWords() throws {
        #expect(try splits(["shootingstar"]).first == ["shooting", "star"])
        #expect(try splits(["fourleafclover"]).contains(["four", "leaf", "clover"]))
        #expect(try splits(["facewithtearsofjoy"]).first == ["face", "with", "tears", "of", "joy"])
        // A word that does not split stays beside one that does.
        #expect(try splits(["red", "catface"]).first == ["red", "cat", "face"])
        #expect(try splits(["chatnoir"], "fr").first == ["chat", "noir"])
    }

    @Test func onlyWholeWordsOfAlphabetsWithSpaces() throws {
        #expect(try splits(["qzxvwk"]).isEmpty)
        #expect(try splits(["cat"]).isEmpty)  // too short to be two words
        #expect(try splits(["ねこかお"], "ja").isEmpty)
        // Related words (WordNet's `chou`, `ira`) are no parts: romanized Japanese stays whole.
        #expect(try splits(["chouchou"]).isEmpty)
        #expect(try splits(Array(repeating: "heartheart", count: 3)).count <= JoinedWords.maximumSplits)
        // A key held down can be written as short words in thousands of ways; a few are tried.
        #expect(try splits([String(repeating: "ha", count: 16)]).count <= JoinedWords.maximumSplits)
    }

    @Test func aJoinedNameFindsItsEmoji() throws {
        #expect(TestData.top("shootingstar", 1, in: english) == ["🌠"])
        #expect(TestData.top("pileofpoo", 1, in: english) == ["💩"])
        #expect(TestData.top("fourleafclover", 1, in: english) == ["🍀"])
        #expect(TestData.top("chatnoir", 1, in: try TestData.searcher("fr", "en")) == ["🐈‍⬛"])
        #expect(english.search("shootingstar").allSatisfy { $0.quality != .typo })
    }

    /// A query that finds something as typed is not split, and one that splits into nothing still gets typos.
    @Test func splitsComeOnlyWhenNothingElseMatches() throws {
        #expect(TestData.top("goodnight", 1, in: english) == ["😴"])
        #expect(english.search("elephnt").allSatisfy { $0.quality == .typo } && !english.search("elephnt").isEmpty)
    }
}
