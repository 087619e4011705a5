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

    @Test func theSearchersMemoGivesWhatTheSchemeGivesAndKeepsEachWordOnce() {
        let memo = ReadingFormsMemo()
        for words in [["sh"], ["sh", "kkot"], ["sh", "kkot", "i"]] {
            var forms = ReadingForms(words, memo: memo)
            for scheme in ReadingScheme.allCases {
                #expect(forms.forms(in: scheme) == words.map { scheme.queryForms($0) }, "\(words) \(scheme)")
            }
        }
        // The words typed at three keys: three words per scheme.
        for scheme in ReadingScheme.allCases { #expect(memo.count(in: scheme) == 3) }
    }
}
