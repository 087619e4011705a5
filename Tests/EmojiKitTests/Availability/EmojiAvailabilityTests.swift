import EmojiKit
import Testing

@Suite struct EmojiAvailabilityTests {
    let catalog = TestData.catalog

    @Test func allOffersEverything() {
        #expect(EmojiAvailability.all.isUnrestricted)
        #expect(EmojiAvailability.all.counts(in: catalog) == (catalog.count, catalog.tonedCount))
    }

    @Test func maxVersionKeepsOlderBaseAndTonedEmoji() throws {
        let limit = try #require(EmojiVersion("13.0"))
        let availability = EmojiAvailability(maxVersion: limit, catalog: catalog)
        #expect(!availability.isUnrestricted)
        for id in catalog.allEmoji { #expect(availability.contains(id) == (catalog.version(id) <= limit)) }
        for index in 0..<catalog.tonedCount {
            let id = TonedEmojiID(index)
            #expect(availability.contains(.toned(id)) == (catalog.version(id) <= limit))
        }
        let counts = availability.counts(in: catalog)
        #expect(counts.base == catalog.allEmoji.filter { catalog.version($0) <= limit }.count)
    }

    @Test(arguments: [
        ("auto", EmojiVersionFilter.auto), ("AUTO", .auto), ("all", .all),
        ("15.1", .upTo(EmojiVersion(major: 15, minor: 1))), ("E13.0", .upTo(EmojiVersion(major: 13, minor: 0))),
    ])
    func filterParsesItsSettingText(text: String, filter: EmojiVersionFilter) {
        #expect(EmojiVersionFilter(text) == filter)
    }

    @Test(arguments: ["", "newest", "15.1.2", "-1"])
    func filterRejectsOtherText(text: String) {
        #expect(EmojiVersionFilter(text) == nil)
    }

    @Test func filterPrintsWhatItParses() {
        for filter in [EmojiVersionFilter.auto, .all, .upTo(EmojiVersion(major: 15, minor: 1))] {
            #expect(EmojiVersionFilter(filter.description) == filter)
        }
    }

    @Test func autoUsesTheFontDecisionOrEverything() {
        #expect(EmojiVersionFilter.auto.availability(catalog: catalog, drawable: nil) == .all)
        let nothing = DrawableEmoji(catalog: catalog) { _ in false }
        #expect(EmojiVersionFilter.auto.availability(catalog: catalog, drawable: nothing).counts(in: catalog) == (0, 0))
        #expect(EmojiVersionFilter.all.availability(catalog: catalog, drawable: nothing) == .all)
    }
}
