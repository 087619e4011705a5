import Testing

@testable import EmojiKit

/// The spelling rules the romanized readings apply (see ``ByteReplacement``).
@Suite struct ByteReplacementTests {
    private func apply(_ pattern: String, _ replacement: String, to word: String) -> String {
        String(decoding: ByteReplacement(pattern, replacement).apply(to: Array(word.utf8)), as: UTF8.self)
    }

    @Test func everyOccurrenceIsReplacedLeftToRight() {
        #expect(apply("sh", "s", to: "shashin") == "sasin")
        #expect(apply("ou", "o", to: "toukyou") == "tokyo")
        // Occurrences do not overlap: the first one found is taken whole.
        #expect(apply("aa", "b", to: "aaa") == "ba")
        #expect(apply("j", "zy", to: "jojo") == "zyozyo")
    }

    @Test func aPatternAtEitherEndIsFound() {
        #expect(apply("tch", "ch", to: "tchotch") == "choch")
        #expect(apply("mb", "nb", to: "mb") == "nb")
    }

    @Test func aWordWithoutThePatternComesBackAsItIs() {
        #expect(apply("tsu", "tu", to: "neko") == "neko")
        #expect(apply("tsu", "tu", to: "ts") == "ts", "shorter than the pattern")
        #expect(apply("tsu", "tu", to: "") == "")
    }

    @Test func rulesApplyInTurnEachToWhatTheOneBeforeMade() {
        let rules = [ByteReplacement("sha", "sya"), ByteReplacement("sh", "s")]
        #expect(String(decoding: rules.apply(to: Array("shisha".utf8)), as: UTF8.self) == "sisya")
        let reversed = Array(rules.reversed())
        #expect(String(decoding: reversed.apply(to: Array("shisha".utf8)), as: UTF8.self) == "sisa")
    }
}
