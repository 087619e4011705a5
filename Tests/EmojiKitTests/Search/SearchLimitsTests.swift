import EmojiKit
import Testing

/// The query limit comes from the index: every name, keyword and shortcode fits, and a query
/// longer than the limit finds nothing without being searched.
@Suite struct SearchLimitsTests {
    let catalog = TestData.catalog

    @Test func everyNameAndKeywordOfEveryLocaleIsAdmitted() throws {
        let limits = catalog.searchLimits
        let database = TestData.database
        var longest = 0
        for locale in database.availableLocales {
            let annotations = try database.annotations(locale: locale)
            for id in catalog.allEmoji {
                for text in [annotations.name(id) ?? ""] + annotations.keywords(id) {
                    longest = max(longest, catalog.folder.folded(text).utf8.count)
                }
            }
        }
        // The index records its longest phrase (names and keywords, toned names, readings, codes).
        #expect(longest > 100)
        #expect(longest + SearchLimits.margin <= limits.maximumQueryBytes)
    }

    @Test func everyShortcodeIsAdmittedWithItsColons() {
        for id in catalog.allEmoji {
            for code in catalog.shortcodes(of: .base(id)) {
                #expect(catalog.searchLimits.admits(":\(code):"))
            }
        }
    }

    @Test func aQueryPastTheLimitFindsNothingAtOnce() {
        let searcher = try! TestData.searcher("en")
        let limit = catalog.searchLimits.maximumQueryBytes
        #expect(!searcher.isTooLong(String(repeating: "a", count: limit)))
        #expect(searcher.isTooLong(String(repeating: "a", count: limit + 1)))
        // A hundred thousand letters once needed 80 GB for the typo table.
        #expect(searcher.search(String(repeating: "a", count: 100_000)).isEmpty)
        #expect(searcher.search(String(repeating: "a ", count: 50_000)).isEmpty)
        #expect(searcher.search(":" + String(repeating: "s", count: 100_000)).isEmpty)
        #expect(catalog.sequence(forShortcode: String(repeating: "s", count: 100_000)) == nil)
        #expect(!catalog.isEmoticonPrefix(String(repeating: ":", count: 100_000)))
        // Words of a real query still find their emoji with a long run of spaces between them,
        // up to the limit.
        let spaced = "heart" + String(repeating: " ", count: limit - 10) + "red"
        #expect(searcher.search(spaced).first.map { catalog.string($0.sequence) } == "❤️")
    }

    @Test func typosAreForgivenOnlyInWordsOfBoundedLength() {
        let searcher = try! TestData.searcher("en")
        #expect(!searcher.search("elephnt").isEmpty)
        // A word longer than any word of the index is never matched with a typo.
        let long = String(repeating: "elephant", count: 5)
        #expect(long.count > SearchLimits.typoMaximumLength)
        #expect(searcher.search(long).isEmpty)
    }
}
