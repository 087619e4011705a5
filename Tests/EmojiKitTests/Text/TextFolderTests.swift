import EmojiKit
import Testing

/// Folding removes case, width and diacritics the same way for queries and the index.
@Suite struct TextFolderTests {
    let folder = TestData.catalog.folder

    @Test(arguments: [
        ("Café", "cafe"), ("ｃａｔ", "cat"), ("ÅNGSTRÖM", "angstrom"), ("Straße", "strasse"),
        ("łódź", "lodz"), ("Ærø", "aero"), ("ΣΟΦΟΣ", "σοφοσ"), ("ёлка", "елка"), ("ﬁsh", "fish"),
        ("ｶﾀｶﾅ", "かたかな"), ("ネコ", "ねこ"), ("ラーメン", "らーめん"), ("が", "が"), ("한국", "한국"), ("मुस्कान", "मुस्कान"),
        ("zero\u{200D}width", "zerowidth"),
    ])
    func folds(_ input: String, _ expected: String) {
        #expect(folder.folded(input) == expected)
    }

    @Test func tableIsSizeable() {
        #expect(folder.entryCount > 1000)
    }
}
