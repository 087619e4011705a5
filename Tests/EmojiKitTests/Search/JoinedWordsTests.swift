import Testing

@testable import EmojiKit

/// Words typed without their spaces (see ``JoinedWords``).
@Suite struct JoinedWordsTests {
    private let english = try! TestData.searcher("en")

    private func joined(_ languages: [String]) throws -> JoinedWords {
        JoinedWords(languages: try TestData.database.languages(languages.isEmpty ? ["en"] : languages))
    }

    private func splits(_ words: [String], _ languages: String...) throws -> [[String]] {
        try joined(languages).splits(of: words)
    }

    private func linkedSplits(_ word: String, _ languages: String...) throws -> [[String]] {
        try joined(languages).splits(of: [word], linking: true)
    }

    @Test func aJoinedNameSplitsIntoItsWords() throws {
        #expect(try splits(["shootingstar"]).first == ["shooting", "star"])
        #expect(try splits(["fourleafclover"]).contains(["four", "leaf", "clover"]))
        #expect(try splits(["facewithtearsofjoy"]).first == ["face", "with", "tears", "of", "joy"])
        // A word that does not split stays beside one that does.
        #expect(try splits(["red", "catface"]).first == ["red", "cat", "face"])
        #expect(try splits(["chatnoir"], "fr").first == ["chat", "noir"])
    }

    @Test func onlyWholeWordsOfAlphabetsWithSpaces() throws {
        #expect(try splits(["qzxvwk"]).isEmpty)
        #expect(try splits(["cat"]).isEmpty)  // too short to be two words
        #expect(try splits(["ねこかお"], "ja").isEmpty)
        // Related words (WordNet's `chou`, `ira`) are no parts: romanized Japanese stays whole.
        #expect(try splits(["chouchou"]).isEmpty)
        #expect(try splits(Array(repeating: "heartheart", count: 3)).count <= JoinedWords.maximumSplits)
        // A key held down can be written as short words in thousands of ways; a few are tried.
        #expect(try splits([String(repeating: "ha", count: 16)]).count <= JoinedWords.maximumSplits)
    }

    @Test func aJoinedNameFindsItsEmoji() throws {
        #expect(TestData.top("shootingstar", 1, in: english) == ["🌠"])
        #expect(TestData.top("pileofpoo", 1, in: english) == ["💩"])
        #expect(TestData.top("fourleafclover", 1, in: english) == ["🍀"])
        #expect(TestData.top("chatnoir", 1, in: try TestData.searcher("fr", "en")) == ["🐈‍⬛"])
        #expect(english.search("shootingstar").allSatisfy { $0.quality != .typo })
    }

    /// A query that finds something as typed is not split, and one that splits into nothing still gets typos.
    @Test func splitsComeOnlyWhenNothingElseMatches() throws {
        #expect(TestData.top("goodnight", 1, in: english) == ["😴"])
        #expect(english.search("elephnt").allSatisfy { $0.quality == .typo } && !english.search("elephnt").isEmpty)
    }

    /// Compounds of German, Dutch and Swedish split with the linking letters between their words, only in the later
    /// pass, which gives only the splits that need them.
    @Test func compoundsSplitAtTheirLinkingLetters() throws {
        #expect(try linkedSplits("geburtstagsparty", "de").first == ["geburtstag", "party"])
        #expect(try linkedSplits("katzenbaby", "de").first == ["katze", "baby"])
        #expect(try linkedSplits("verjaardagsfeest", "nl").first == ["verjaardag", "feest"])
        // (Swedish in the searcher below: the splitter gets the folded word.)
        // A first word written without its final e.
        #expect(try linkedSplits("erdbeerkuchen", "de").first == ["erdbeere", "kuchen"])
        // The first pass never links; the second gives nothing the first gave.
        #expect(try splits(["geburtstagsparty"], "de").isEmpty)
        #expect(try linkedSplits("polizeiauto", "de").allSatisfy { $0 != ["polizei", "auto"] })
        #expect(try splits(["polizeiauto"], "de").first == ["polizei", "auto"])
    }

    @Test func onlyCompoundingLanguagesAndWholeWordsMakeCompounds() throws {
        #expect(
            CompoundingLanguages.contains("de") && CompoundingLanguages.contains("de-CH")
                && CompoundingLanguages.contains("nb"))
        #expect(CompoundingLanguages.contains("sv") && CompoundingLanguages.contains("nl"))
        #expect(
            !CompoundingLanguages.contains("en") && !CompoundingLanguages.contains("fr")
                && !CompoundingLanguages.contains("ja"))
        let german = try joined(["de"])
        #expect(german.isCompound(["katze", "baby"]))
        // `mit` is a word only inside names (Katze mit Herzen); parts of two letters are too short.
        #expect(!german.isCompound(["mit", "katze"]))
        #expect(!german.isCompound(["katze"]))
    }

    /// A compound finds the emoji that have both its words, else those of each word, after typos.
    @Test func aCompoundFindsTheEmojiOfItsWords() throws {
        let german = try TestData.searcher("de", "en")
        #expect(TestData.top("Geburtstagsparty", 3, in: german).contains("🥳"))
        #expect(TestData.top("Geburtstagsgeschenk", 1, in: german) == ["🎁"])
        let kitten = TestData.top("Katzenbaby", 3, in: german)
        #expect(kitten.contains("🐈") && kitten.contains("👶"))
        #expect(german.search("Katzenbaby").allSatisfy { $0.quality == .partial })
        #expect(TestData.top("Bierglas", 3, in: german).contains("🍺"))
        #expect(TestData.top("födelsedagsfest", 3, in: try TestData.searcher("sv", "en")).contains("🥳"))
        // Each word alone counts only as a whole name or keyword, or the start of a name: no prefix of a longer word.
        #expect(german.search("Apfelkuchen").allSatisfy { $0.quality == .partial })
        #expect(TestData.top("Apfelkuchen", 3, in: german).contains("🥧"))
        // A typo is tried first (`buterfly` is no `but·er·fly`), and English has no compounds of this kind.
        #expect(TestData.top("buterfly", 1, in: german) == ["🦋"])
        #expect(english.search("catbaby").allSatisfy { $0.quality != .partial })
    }

    /// A compound that is no word as written and found a few emoji as the start of a longer word gives, below them,
    /// the emoji named by its head word; a word as written (`Handschuh` 🧤) is not taken apart.
    @Test func aCompoundThatFoundAFewAsTheStartOfAWordAddsItsHeadsEmoji() throws {
        let dutch = try TestData.searcher("nl", "en")
        #expect(TestData.top("regendruppel", 2, in: dutch) == ["☔", "💧"])
        let droplet = TestData.id("💧")
        #expect(dutch.search("regendruppel").contains { $0.emoji == droplet && $0.quality == .partial })
        let german = try TestData.searcher("de", "en")
        #expect(german.search("Handschuh").allSatisfy { $0.quality != .partial })
        #expect(german.search("Schneemann").allSatisfy { $0.quality != .partial })
    }
}
