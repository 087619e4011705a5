import EmojiKit
import Testing

/// Korean typed on the keys of its keyboard with no Korean input method on (see ``HangulKeyboard``).
@Suite struct HangulKeyboardTests {
    @Test(arguments: [
        ("dkssud", "안녕"), ("rhdiddl", "고양이"), ("rkddkwl", "강아지"), ("dkssudgktpdy", "안녕하세요"),
        // Shift gives the tense consonants and ㅒ ㅖ.
        ("Qkd", "빵"), ("qkd", "방"), ("dPtm", "예스"), ("Tkf", "쌀"),
        // Two vowels or two finals that make one; a final that a vowel makes the next syllable's initial.
        ("ghkwkd", "화장"), ("dml", "의"), ("ekfr", "닭"), ("ekfrdl", "닭이"), ("ekfrl", "달기"), ("rkqt", "값"),
        // A consonant after a syllable is its final, as the input method shows it; one that cannot be is the start
        // of a syllable being typed, left out.
        ("rkddkw", "강앚"), ("dkssudg", "안녕"),
    ])
    func spellsWhatAKoreanInputMethodWould(keys: String, hangul: String) {
        #expect(HangulKeyboard.hangul(keys) == hangul)
    }

    @Test func lettersThatSpellNoKoreanSpellNothing() {
        #expect(HangulKeyboard.hangul("cat") == nil, "no vowel")
        #expect(HangulKeyboard.hangul("hello") == nil, "starts with a vowel")
        #expect(HangulKeyboard.hangul("rkrrrk") == nil, "a consonant alone inside")
        #expect(HangulKeyboard.hangul("r") == nil)
        #expect(HangulKeyboard.hangul("dk1") == nil)
    }

    /// With Korean configured, letters that find nothing as typed are read as keys: `dkssud` 안녕 → 👋.
    @Test func keysFindTheKoreanWord() throws {
        let korean = try TestData.searcher("ko", "en")
        #expect(TestData.top("dkssud", 3, in: korean).contains("👋"))
        #expect(TestData.top("Qkd", 3, in: korean).contains("🍞"))
        #expect(TestData.top("rhdiddl", 3, in: korean).contains("🐈"))
        #expect(TestData.top("sarang", 3, in: korean).contains("❤️"), "romanized Korean still reads")
        #expect(TestData.top("cat", 1, in: korean) == TestData.top("cat", 1, in: try TestData.searcher("en")))
        #expect(!TestData.top("dkssud", 28, in: try TestData.searcher("en")).contains("👋"), "only with Korean")
    }
}
