import EmojiKit
import Testing

/// Search: matching, ranking, languages, shortcodes, typos and filters on the real index.
@Suite struct EmojiSearcherTests {
    let english = try! TestData.searcher("en")

    private func top(_ query: String, _ count: Int = 5, options: SearchOptions = SearchOptions()) -> [String] {
        TestData.top(query, count, in: english, options: options)
    }

    @Test func multiWordQueriesMatchInAnyOrder() {
        #expect(top("heart red").first == "❤️")
        #expect(top("red heart").first == "❤️")
        #expect(top("face grinning").first == "😀")
        #expect(english.search("heart red").first?.quality == .exactName)
    }

    @Test func everyWordMustMatchAsAPrefix() {
        // Matches of CLDR names and keywords (Unicode names and category words come later).
        for hit in english.search("hea re").prefix(50) where hit.quality < .reading {
            let name = TestData.catalog.unicodeName(hit.emoji).lowercased()
            let keywords = try! TestData.database.annotations(locale: "en").keywords(hit.emoji).joined(separator: " ")
                .lowercased()
            let words = (name + " " + keywords).split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            #expect(words.contains { $0.hasPrefix("hea") } && words.contains { $0.hasPrefix("re") }, "\(name)")
        }
    }

    @Test func exactNameBeatsPrefixes() {
        let results = Array(english.search("cat").prefix(3)).map { TestData.catalog.string($0.sequence) }
        // 🐱 is GitHub's :cat:, 🐈 is named "cat": both come before cats that only contain the word.
        #expect(Set(results.prefix(2)) == ["🐱", "🐈"])
        #expect(english.search("cat").first { TestData.catalog.string($0.sequence) == "🐈" }?.quality == .exactName)
    }

    @Test func qualityNeverImprovesDownTheList() {
        for query in ["heart", "face", "smi", "cat", "hand up", "flag", "moon"] {
            let qualities = english.search(query).map(\.quality)
            #expect(qualities == qualities.sorted(), "\(query)")
        }
    }

    @Test func namePrefixRanksBeforeKeywordPrefix() {
        let hits = Array(english.search("grinn"))
        #expect(hits.first?.quality == .namePrefix)
        // Every "grinning …" face, most used first, before emoji with only a keyword "grin…".
        let firstRow = hits.prefix(7).map { TestData.catalog.string($0.sequence) }
        #expect(firstRow.contains("😀"))
        #expect(
            hits.prefix(while: { $0.quality == .namePrefix }).allSatisfy {
                TestData.catalog.unicodeName($0.emoji).hasPrefix("grinning")
            })
    }

    @Test func caseWidthAndDiacriticsAreIgnored() throws {
        #expect(top("CAT") == top("cat"))
        #expect(top("ｃａｔ") == top("cat"))
        let french = try TestData.searcher("fr")
        #expect(TestData.top("coeur rouge", 1, in: french) == ["❤️"])
        #expect(TestData.top("CŒUR ROUGE", 1, in: french) == ["❤️"])
        let spanish = try TestData.searcher("es")
        #expect(TestData.top("corazon rojo", 1, in: spanish) == TestData.top("corazón rojo", 1, in: spanish))
        #expect(TestData.top("corazon rojo", 1, in: spanish) == ["❤️"])
    }

    @Test func severalLanguagesAtOnce() throws {
        let both = try TestData.searcher("de", "en")
        #expect(TestData.top("Herz rot", 1, in: both) == ["❤️"])
        #expect(TestData.top("heart red", 1, in: both) == ["❤️"])
        let germanOnly = try TestData.searcher("de")
        // Only what belongs to no language finds it there: Unicode's (English) character names, and the
        // shortcode typed as words (`grinning_face`); after them, what one of the words finds (`face`, a Unicode
        // name word).
        let grinning = germanOnly.search("grinning face")
        #expect(grinning.allSatisfy { [.supplementary, .exactShortcode, .partial].contains($0.quality) })
        #expect(grinning.first.map { [.supplementary, .exactShortcode].contains($0.quality) } == true)
        #expect(TestData.top("grinning face", 1, in: both) == ["😀"])
    }

    @Test func cjkKeywordsMatchFromTheStartAndInside() throws {
        let japanese = try TestData.searcher("ja")
        #expect(TestData.top("猫", 30, in: japanese).contains("🐈"))
        // 😀's keyword 笑顔 is found from its second character too.
        #expect(japanese.search("顔").contains { TestData.catalog.string($0.sequence) == "😀" })
        let chinese = try TestData.searcher("zh-Hant")
        #expect(TestData.top("貓", 2, in: chinese).contains("🐈"))
    }

    @Test func shortcodeQueries() {
        #expect(top(":sob", 10).contains("😭"))
        #expect(top(":sob:", 10) == ["😭"])
        #expect(top(":+1:") == ["👍"])
        let thumbs = top(":thumbs", 10)
        #expect(thumbs.contains("👍") && thumbs.contains("👎"))
        #expect(top(":wave_tone3:") == ["👋🏽"])
        #expect(english.search(":no_such_code:").isEmpty)
        // Without the colon an exact shortcode still ranks first.
        #expect(top("sob", 1) == ["😭"])
        #expect(english.search("sob").first?.quality == .exactShortcode)
    }

    /// A searcher keeps the forms and typo ranges of the words it searched lately (``ReadingFormsMemo``,
    /// ``BoundedMemo``): a query typed key by key, after others, finds what a new searcher finds.
    @Test(arguments: [["en"], ["ja", "zh", "ko"], ["de", "en"]])
    func aSearcherThatSearchedBeforeFindsWhatANewOneFinds(languages: [String]) throws {
        let kept = try TestData.searcher(languages)
        let queries = ["French Southern Territorie", "hapy fcae", "shawo neko", "t-sh", "Katzen hertz", "sh"]
        for query in queries {
            for end in query.indices.dropFirst() + [query.endIndex] {
                let typed = String(query[..<end])
                let fresh = try TestData.searcher(languages)
                #expect(
                    kept.search(typed).map { "\($0.sequence) \($0.quality)" }
                        == fresh.search(typed).map { "\($0.sequence) \($0.quality)" }, "\(languages) \(typed)")
            }
        }
    }

    @Test func typosOnlyRankBelowRealMatchesOrWhenThereAreNone() {
        let happy = english.search("hapy")
        #expect(!happy.isEmpty)
        #expect(happy.allSatisfy { $0.quality == .typo })
        #expect(happy.prefix(10).contains { TestData.catalog.string($0.sequence) == "😀" })
        #expect(top("smiel", 28).contains("😄"))
        #expect(top("haert", 28).contains("❤️"))
        // Plenty of real matches: no typo results at all.
        #expect(!english.search("face").contains { $0.quality == .typo })
        // Short words are never matched with a typo.
        #expect(english.search("cst").isEmpty)
        let noTypos = SearchOptions(typoTolerance: false)
        #expect(english.search("hapy", options: noTypos).isEmpty)
    }

    @Test func versionFilter() {
        let all = english.search("face")
        #expect(all.contains { TestData.catalog.version($0.emoji) > EmojiVersion("15.0")! })
        let old = english.search(
            "face",
            options: SearchOptions(
                availability: EmojiAvailability(maxVersion: EmojiVersion("15.0")!, catalog: TestData.catalog)))
        #expect(!old.isEmpty)
        #expect(old.allSatisfy { TestData.catalog.version($0.emoji) <= EmojiVersion("15.0")! })
    }

    @Test func groupFilterAndCounts() {
        let all = english.search("heart")
        #expect(all.groupCounts.values.reduce(0, +) == all.count)
        let smileys = TestData.catalog.group(named: "Smileys & Emotion")!
        let narrowed = english.search("heart", options: SearchOptions(group: smileys))
        #expect(narrowed.count == all.groupCounts[smileys])
        #expect(narrowed.allSatisfy { TestData.catalog.group($0.emoji) == smileys })
        #expect(narrowed.groupCounts == all.groupCounts)
        // One group's count, as the engine asks it, is that group's entry; a group with no match counts none.
        for group in TestData.catalog.groups {
            #expect(all.matchCount(in: group) == all.groupCounts[group] ?? 0)
        }
        #expect(all.matchCount(in: smileys) > 0)
        #expect(all.groupCounts.count < TestData.catalog.groups.count, "some group has no heart")
    }

    @Test func narrowingTheResultsEqualsSearchingInTheGroup() {
        for query in ["heart", "face", "red", "sun"] {
            let all = english.search(query)
            for group in all.groupCounts.keys {
                let searched = english.search(query, options: SearchOptions(group: group))
                let narrowed = all.narrowed(to: group)
                #expect(Array(narrowed) == Array(searched), "\(query) in \(TestData.catalog.englishName(of: group))")
                #expect(narrowed.groupCounts == all.groupCounts)
            }
        }
    }

    @Test func usageBoostsWithinAQuality() {
        let plain = english.search("heart")
        let firstQuality = plain.first!.quality
        let sameQuality = plain.filter { $0.quality == firstQuality }
        let favourite = sameQuality.last!.emoji
        let boosted = english.search("heart", options: SearchOptions(usage: UsageRanking(scores: [favourite: 3.5])))
        #expect(boosted.first?.emoji == favourite)
        #expect(boosted.count == plain.count)
    }

    @Test func resultsAreARankedRandomAccessCollection() {
        let results = english.search("a")
        #expect(results.count > 100)
        let all = Array(results)
        #expect(Array(results[28..<56]) == Array(all[28..<56]))
        #expect(Set(all.map(\.emoji)).count == all.count)
        #expect(english.search("").isEmpty)
        #expect(english.search("   ").isEmpty)
        #expect(english.search(":").isEmpty)
    }

    @Test func searchesAreIndependent() {
        let first = top("heart", 28)
        _ = english.search("cat")
        _ = english.search("hapy")
        #expect(top("heart", 28) == first)
    }

    /// CLDR writes some words with a look-alike letter of another script (Serbian `хoтeл` with Latin o and e, Akan
    /// `akyerԑkyerԑkwan` with a Cyrillic ԑ); the index spells them in the locale's script, so they are found as typed.
    @Test func wordsCLDRWritesWithLookAlikeLettersAreFoundAsTyped() throws {
        let cases: [(language: String, query: String, emoji: String)] = [
            ("sr", "хотел", "🛏️"), ("sr", "бајка", "😇"), ("ak", "akyerɛkyerɛkwan", "⬅️"), ("cv", "арҫын", "👦"),
            ("uk", "синій", "🔵"),
        ]
        for (language, query, emoji) in cases {
            // As a word of a name or keyword (before, Serbian found them only by their stems, the others not at all).
            let hit = try TestData.searcher(language).search(query).first { $0.emoji == TestData.id(emoji) }
            #expect(hit.map { $0.quality < .reading } == true, "\(language) \(query): \(String(describing: hit))")
        }
    }
}
