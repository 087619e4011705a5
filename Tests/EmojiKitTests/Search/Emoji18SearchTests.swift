import EmojiKit
import Testing

/// The emoji of Emoji 18.0 are found by their provisional CLDR 49 names in the 14 languages that have them, as
/// written, as their words and romanized; the version filter leaves them out below 18.0.
@Suite struct Emoji18SearchTests {
    private func top(_ query: String, _ count: Int = 3, _ languages: String...) throws -> [String] {
        TestData.top(query, count, in: try TestData.searcher(languages))
    }

    @Test func thePickleByItsNames() throws {
        #expect(try top("pickle", 1, "en") == ["🫝"])  // 🥒 has `pickle` as a keyword only
        #expect(try top("saure Gurke", 1, "de") == ["🫝"])
        #expect(try top("gurke", 2, "de").contains("🫝"))
        #expect(try top("cornichon", 1, "fr") == ["🫝"])
        #expect(try top("ピクルス", 1, "ja") == ["🫝"])
        #expect(try top("suan huanggua", 1, "zh") == ["🫝"])
    }

    @Test func theRomajiOfTheJapaneseName() throws {
        #expect(try top("pikurusu", 3, "ja").contains("🫝"))
        #expect(try top("pikurusu", 3, "en").isEmpty)
    }

    @Test func theLighthouseByItsNames() throws {
        #expect(try top("Leuchtturm", 1, "de") == ["🛙"])
        #expect(try top("phare", 1, "fr") == ["🛙"])
        #expect(try top("faro", 1, "es") == ["🛙"])
        #expect(try top("lighthouse", 1, "en") == ["🛙"])
    }

    /// A language without a CLDR 49 name finds them by their Unicode name, as any emoji.
    @Test func otherLanguagesByTheUnicodeName() throws {
        #expect(try top("pickle", 1, "nl") == ["🫝"])
        #expect(try top("monarch butterfly", 1, "nl") == ["🫌"])
    }

    @Test func theVersionFilterLeavesThemOutBelow18() throws {
        let searcher = try TestData.searcher("en")
        let catalog = TestData.catalog
        let below = SearchOptions(
            availability: EmojiAvailability(maxVersion: EmojiVersion(major: 17, minor: 0), catalog: catalog))
        let at18 = SearchOptions(
            availability: EmojiAvailability(maxVersion: EmojiVersion(major: 18, minor: 0), catalog: catalog))
        #expect(!TestData.top("pickle", 5, in: searcher, options: below).contains("🫝"))
        #expect(TestData.top("pickle", 1, in: searcher, options: at18) == ["🫝"])
    }

    /// Renamed English flags keep their former name as a keyword.
    @Test func renamedFlagsAreFoundByBothNames() throws {
        #expect(try top("french southern territories", 1, "en") == ["🇹🇫"])
        #expect(try top("antarctic lands", 1, "en") == ["🇹🇫"])
        #expect(try top("ascension tristan", 1, "en") == ["🇸🇭"])
    }
}
