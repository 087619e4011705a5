import EmojiKit
import Testing

/// The set of known stems, as the index stores it: sorted 32-bit FNV-1a hashes.
@Suite struct KnownWordsTests {
    @Test func theHashIsFNV1a() {
        #expect(KnownWords.hash("".utf8) == 0x811c_9dc5)
        #expect(KnownWords.hash("a".utf8) == 0xe40c_292c)
        #expect(KnownWords.hash("foobar".utf8) == 0xbf9c_f968)
    }

    @Test func membership() {
        let stems = ["want", "glue", "waist", "storm", "want"]
        let hashes = KnownWords.sortedHashes(of: stems)
        #expect(hashes == hashes.sorted())
        #expect(hashes.count == 4)
        let known = KnownWords(sortedHashes: hashes)
        for stem in stems { #expect(known.contains(Array(stem.utf8)), "\(stem)") }
        for other in ["wand", "blue", "wait", "stork", ""] { #expect(!known.contains(Array(other.utf8)), "\(other)") }
        #expect(!KnownWords(sortedHashes: []).contains(Array("want".utf8)))
    }
}
