import Testing

@testable import EmojiKit

/// Which typed words are one Mandarin syllable (the search ranks a syllable's whole readings before the names it starts).
@Suite struct PinyinSpellingTests {
    private func isSyllable(_ word: String) -> Bool {
        PinyinSpelling.isSyllable(PinyinSpelling.canonical(Array(word.utf8)))
    }

    @Test(arguments: ["hua", "xin", "zhuang", "shou", "er", "ai", "nu", "nv", "lve", "jiong", "ng"])
    func oneSyllable(_ word: String) {
        #expect(isSyllable(word))
    }

    @Test(arguments: ["huachi", "shengri", "xiongmao", "h", "zh", "cat", "heart", "bo1", "xyz", ""])
    func notOneSyllable(_ word: String) {
        #expect(!isSyllable(word))
    }
}
