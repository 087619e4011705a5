import Testing

@testable import EmojiKit

/// Typo-tolerant token lookup (see `TypoLookup.swift`), checked against an edit distance computed for every token.
@Suite struct TypoLookupTests {
    private let languages = try! TestData.database.languages(["en", "ja", "ru", "az"])

    private func scalars(of index: TokenIndex, _ token: Int) -> [Unicode.Scalar] {
        Array(String(decoding: index.tokens.bytes[index.tokens.range(token)], as: UTF8.self).unicodeScalars)
    }

    /// The distance between `a` and `b` counting insertions, deletions, substitutions and transpositions of adjacent
    /// scalars (optimal string alignment).
    private func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }

    /// The tokens that start with a string within one edit of `word`, by looking at every prefix of every token; for
    /// a word in Latin letters, only prefixes in Latin letters.
    private func walk(_ word: [Unicode.Scalar], in index: TokenIndex) -> Set<Int> {
        let latin = word.allSatisfy(LatinTypoScalars.contains)
        return Set(
            (0..<index.count).filter { token in
                let text = scalars(of: index, token)
                return (0...min(text.count, word.count + 1)).contains { length in
                    let prefix = Array(text.prefix(length))
                    return (!latin || prefix.allSatisfy(LatinTypoScalars.contains)) && distance(word, prefix) <= 1
                }
            })
    }

    private func lookup(_ word: [Unicode.Scalar], in index: TokenIndex) -> Set<Int> {
        var ranges: [Range<Int>] = []
        index.typoRanges(for: word, into: &ranges)
        return Set(ranges.flatMap { $0 })
    }

    @Test(arguments: [
        ("en", ["hert", "haert", "heartt", "smilw", "cta", "pizzza", "xylophnoe", "unicron"]),
        ("ja", ["ねこお", "さくらら", "ハート", "okk", "nkeo", "cool"]),
        ("ru", ["серце", "сердцо", "кот", "smlie", "ok"]),
        ("az", ["urek", "ürek", "urək", "pisik"]),
    ])
    func aTypoLookupFindsEveryTokenStartingWithinOneEdit(locale: String, words: [String]) {
        let index = languages.first { $0.locale == locale }!.words
        for word in words.map({ Array($0.unicodeScalars) }) {
            #expect(lookup(word, in: index) == walk(word, in: index), "\(String(String.UnicodeScalarView(word)))")
        }
    }

    @Test func aWordInLatinLettersIsNoTypoOfAWordInAnotherScript() {
        let russian = languages.first { $0.locale == "ru" }!.words
        let cyrillic = { (token: Int) in
            self.scalars(of: russian, token).first.map { (0x400..<0x500).contains($0.value) } ?? false
        }
        // One letter is one substitution from the first letter of every token; in Latin letters, of no Cyrillic one.
        #expect(lookup(["a"], in: russian).filter(cyrillic).count == 0)
        let russianLetter = lookup(["ж"], in: russian)
        #expect(russianLetter.filter(cyrillic).count > 1000)
        #expect(russianLetter.contains { scalars(of: russian, $0) == Array("кот".unicodeScalars) })
    }

    @Test func theLettersOfLatinAlphabetsBeyondEnglishAreLatin() {
        // Azerbaijani ə (IPA Extensions) typed as e: `urek` for ürək (heart), folded urək.
        let azerbaijani = languages.first { $0.locale == "az" }!.words
        #expect(
            lookup(Array("urek".unicodeScalars), in: azerbaijani).contains {
                scalars(of: azerbaijani, $0).contains("ə")
            })
        // Tongan ʻokina (a modifier letter), Vietnamese ế, Polish ł, a combining accent.
        #expect(["ə", "ɛ", "ɔ", "ʻ", "ế", "ł", "ß", "a", "\u{301}"].allSatisfy { LatinTypoScalars.contains($0) })
        #expect(!["к", "ω", "ね", "猫", "ἀ", "ا"].contains { LatinTypoScalars.contains($0) })
    }
}
