import EmojiKit
import Testing

@Suite struct WordSplitterTests {
    private func words(_ text: String) -> [String] {
        WordSplitter.words(Array(text.unicodeScalars))
    }

    @Test func splitsOnSpacesAndPunctuation() {
        #expect(words("red heart") == ["red", "heart"])
        #expect(words("  face: with, tears ") == ["face", "with", "tears"])
        #expect(words("t-shirt") == ["t", "shirt"])
        #expect(words("o’clock") == ["o", "clock"])
        #expect(words("keycap: 1") == ["keycap", "1"])
        #expect(words("") == [])
    }

    @Test func joinsWhatHyphensAndApostrophesJoin() {
        func joined(_ text: String) -> [String]? { WordSplitter.joinedWords(Array(text.unicodeScalars)) }
        #expect(joined("t-shirt") == ["tshirt"])
        #expect(joined("ko-hi-") == ["kohi"], "a hyphen at the end joins nothing")
        #expect(joined("kon'nichiha") == ["konnichiha"])
        #expect(joined("jack-o-lantern face") == ["jackolantern", "face"])
        #expect(joined("red heart") == nil)
        #expect(joined("a - b") == nil, "a hyphen between spaces joins nothing")
    }

    @Test func indexesCompoundsAndCJKSuffixes() {
        let tokens = WordSplitter.indexTokens(Array("t-shirt".unicodeScalars))
        #expect(tokens.map(\.text) == ["t", "shirt", "tshirt"])
        #expect(tokens.last?.coversPhrase == true)
        #expect(tokens.first?.startsPhrase == true)
        let japanese = WordSplitter.indexTokens(Array("笑顔".unicodeScalars))
        #expect(japanese.map(\.text) == ["笑顔", "顔"])
        #expect(japanese.map(\.isWord) == [true, false])
    }
}
