import Testing

@testable import EmojiKit

/// Finding tokens in a sorted token table (see `TokenLookup.swift`), checked against a walk over every token.
@Suite struct TokenLookupTests {
    private let english = try! TestData.database.languages(["en"])[0].words

    private func token(_ index: Int) -> [UInt8] {
        Array(english.tokens.bytes[english.tokens.range(index)])
    }

    /// The tokens that start with `prefix`, by looking at each.
    private func walk(prefix: [UInt8]) -> Range<Int> {
        let matching = (0..<english.count).filter { token($0).starts(with: prefix) }
        guard let first = matching.first else {
            let position = (0..<english.count).first { !token($0).lexicographicallyPrecedes(prefix) } ?? english.count
            return position..<position
        }
        return first..<matching.last! + 1
    }

    /// Every prefix of every 97th token, and words sorting before, between and after the tokens.
    private var queries: [[UInt8]] {
        var queries: [[UInt8]] = [[0x00], [0xFF], Array("zzzzzz".utf8), Array("heartx".utf8), Array("a".utf8)]
        for index in stride(from: 0, to: english.count, by: 97) {
            let bytes = token(index)
            queries += (1...bytes.count).map { Array(bytes.prefix($0)) }
            queries.append(bytes + [0x21])
        }
        return queries
    }

    @Test func aPrefixFindsEveryTokenItStarts() {
        for query in queries {
            #expect(english.tokenRange(withPrefix: query) == walk(prefix: query), "\(query)")
        }
    }

    @Test func aWordFindsTheTokenEqualToItOrNone() {
        for query in queries {
            let range = english.tokenRange(equalTo: query)
            let equal = (0..<english.count).first { token($0) == query }
            #expect(range.count == (equal == nil ? 0 : 1), "\(query)")
            if let equal { #expect(range == equal..<equal + 1) }
        }
    }
}
