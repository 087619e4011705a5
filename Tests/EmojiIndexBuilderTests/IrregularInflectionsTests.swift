import EmojiKit
import Testing

@testable import EmojiIndexBuilder

/// English irregular inflections from WordNet's exception lists, for the stems layer.
@Suite struct IrregularInflectionsTests {
    static let forms: [String: [String]] = {
        let stemmer = Stemmer(algorithm: "english")!
        return IrregularInflections(wordNet: RelatedWordsTests.relatedWords.wordNet, stemmer: stemmer).forms
    }()

    @Test func pluralsPastsAndComparativesThatTheStemmerMisses() {
        #expect(Self.forms["wolf"] == ["wolves"])
        #expect(Self.forms["knife"] == ["knives"])
        #expect(Self.forms["swim"]?.contains("swam") == true)
        #expect(Self.forms["sleep"] == ["slept"])
        #expect(Self.forms["angry"] == ["angrier", "angriest"])
        #expect(Self.forms["cactus"]?.contains("cacti") == true)
    }

    /// A form that is a word of its own, or has the stem of one, is no form of another word.
    @Test func formsThatCouldBeAnotherWordAreLeftOut() {
        #expect(Self.forms["see"]?.contains("saw") != true)  // a lemma: the tool
        #expect(Self.forms["leave"]?.contains("left") != true)
        #expect(Self.forms["bear"]?.contains("bore") != true)
        #expect(Self.forms["leaf"]?.contains("leaves") != true)  // stem leav, that of leave
        #expect(Self.forms["life"]?.contains("lives") != true)  // stem live
        #expect(Self.forms["ring"]?.contains("rang") != true)  // stem rang, that of range
        #expect(Self.forms["index"]?.contains("indices") != true)  // stem indic, that of indicate
    }

    @Test func formsAreLowerCaseWordsOfThreeLettersOrMore() {
        let all = Self.forms.values.joined()
        #expect(all.allSatisfy { $0.count >= 3 && $0.allSatisfy { $0 >= "a" && $0 <= "z" } })
        #expect(Self.forms.values.allSatisfy { $0 == $0.sorted() })
    }
}
