import Testing

@testable import EmojiKit

/// A query's reading forms, made once per scheme for the passes of one search.
@Suite struct ReadingFormsTests {
    private func text(_ forms: [[[UInt8]]]) -> [[String]] {
        forms.map { $0.map { String(decoding: $0, as: UTF8.self) } }
    }

    @Test func eachSchemeGivesItsOwnFormsOfEveryWord() {
        var forms = ReadingForms(["issh", "kkot", "é"])
        #expect(text(forms.forms(in: .japanese)) == [["isi", "isy"], ["kot"], []])
        #expect(text(forms.forms(in: .korean)) == [["isi", "isw", "isy"], ["god"], []])
        // Asked again, each scheme gives what it gave.
        #expect(text(forms.forms(in: .japanese)) == [["isi", "isy"], ["kot"], []])
        for scheme in ReadingScheme.allCases {
            #expect(forms.forms(in: scheme) == forms.words.map { scheme.queryForms($0) }, "\(scheme)")
        }
    }
}
