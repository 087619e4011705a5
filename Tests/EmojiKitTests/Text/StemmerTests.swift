import EmojiKit
import Testing

/// libstemmer through ``Stemmer``: the forms of a word share a stem.
@Suite struct StemmerTests {
    @Test(arguments: [
        ("english", "hearts", "heart"), ("english", "heart", "heart"), ("english", "singing", "sing"),
        ("english", "snoring", "snore"), ("german", "katzen", "katz"), ("german", "katze", "katz"),
        ("french", "chiens", "chien"), ("spanish", "corazones", "corazon"), ("italian", "gatti", "gatt"),
        ("italian", "gatto", "gatt"),
    ])
    func formsShareAStem(algorithm: String, word: String, stem: String) throws {
        let stemmer = try #require(Stemmer(algorithm: algorithm))
        #expect(stemmer.stem(word) == stem)
    }

    @Test func anUnknownAlgorithmIsNone() {
        #expect(Stemmer(algorithm: "klingon") == nil)
    }

    @Test func emptyAndNonLetterWordsStayAsTheyAre() throws {
        let stemmer = try #require(Stemmer(algorithm: "english"))
        #expect(stemmer.stem("") == "")
        #expect(stemmer.stem("123") == "123")
        #expect(stemmer.stem("猫") == "猫")
    }
}
