import EmojiKit
import Foundation
import TestSupport
import Testing

@testable import EmojiIndexBuilder

/// WordNet's related words for the English vocabulary of the base emoji (CLDR's names and
/// keywords; the everyday words of emojilib are not among the repository's sources yet).
@Suite struct RelatedWordsTests {
    static let archive = Repository.sources + "/wordnet/wordnet-3.0-subset.tar.xz"
    static let relatedWords = try! RelatedWords(wordNetDirectoryOrArchive: archive)
    static let emoji: [(text: String, vocabulary: RelatedWords.Vocabulary)] = try! englishVocabularies()
    static let found: [String: [RelatedWord]] = {
        let lists = relatedWords.related(emoji.map(\.vocabulary))
        return Dictionary(uniqueKeysWithValues: zip(emoji.map { CLDRAnnotations.key($0.text) }, lists))
    }()

    @Test func theSubsetParses() throws {
        let wordNet = Self.relatedWords.wordNet
        #expect(wordNet.synsets.count > 30_000)
        let chicken = try #require(wordNet.senses["chicken"]?[.noun])
        #expect(wordNet.synsets[chicken[1]]?.words.contains("Gallus_gallus") == true)
        #expect(wordNet.lemmas(of: "animals", .noun) == ["animal"])
        #expect(wordNet.lemmas(of: "crying", .verb) == ["cry"])
        #expect(wordNet.lemmas(of: "mice", .noun) == ["mouse"])
        #expect(wordNet.isOffensive("cock") && !wordNet.isOffensive("hen"))  // also a rooster
        #expect(wordNet.depths[chicken[1], default: 0] > 10)
    }

    /// The words the issue asks for, each reaching the emoji it names.
    @Test(arguments: [
        ("hen", "🐔"), ("cheeseburger", "🍔"), ("latte", "☕"), ("toad", "🐸"), ("arachnid", "🕷️"),
        ("rodent", "🐭🐀🐁"), ("strength", "💪"), ("photography", "📷📸"),
    ])
    func theIssuesExamples(word: String, emoji: String) {
        #expect(reached(word).contains { CLDRAnnotations.key(emoji).contains($0) }, "\(word) reaches \(reached(word))")
    }

    /// More words people type that CLDR lacks.
    @Test(arguments: [
        ("puppy", "🐕"), ("piglet", "🐷"), ("hog", "🐖"), ("duckling", "🦆"), ("espresso", "☕"),
        ("cappuccino", "☕"), ("airliner", "✈️"), ("cellphone", "📱"), ("canine", "🐕"), ("poultry", "🦃"),
        ("furious", "😡"), ("equine", "🐎"), ("taxicab", "🚕"), ("spectacles", "👓"), ("wrath", "😠"),
    ])
    func everydayWords(word: String, emoji: String) {
        #expect(reached(word).contains(CLDRAnnotations.key(emoji)), "\(word) reaches \(reached(word))")
    }

    /// Senses the emoji's other words do not support stay out, and so do abbreviations' readings
    /// and offensive words.
    @Test func wrongSensesStayOut() {
        #expect(!reached("tolerate").contains("🐻"))  // bear, the verb
        #expect(!reached("flowerpot").contains("💰"))  // pot, as in jackpot
        #expect(!reached("puppy").contains("🌭"))  // a hot dog is no dog
        #expect(reached("hectometer").isEmpty)  // hm, a keyword of 😕
        #expect(reached("colligate").isEmpty)  // linked
        #expect(reached("homo").isEmpty)
    }

    @Test func floodsAreCapped() {
        let limits = Self.relatedWords.limits
        var reach: [String: Int] = [:]
        for (entry, words) in zip(Self.emoji, Self.emoji.map { Self.found[CLDRAnnotations.key($0.text)] ?? [] }) {
            #expect(words.count <= limits.perEmoji)
            #expect(Set(words.map(\.text)).count == words.count)
            let own = Set(
                ([entry.vocabulary.name] + entry.vocabulary.keywords).flatMap {
                    [$0.lowercased()] + $0.lowercased().split(separator: " ").map(String.init)
                })
            for word in words {
                #expect(!own.contains(word.text), "\(word.text) is already a word of \(entry.text)")
                #expect(word.text == word.text.lowercased() && !word.text.contains(" "))
                reach[word.text, default: 0] += 1
            }
        }
        #expect(reach.values.allSatisfy { $0 <= limits.wordSpread })
        // The figure in data/sources/wordnet/README.md (CLDR alone); measure.py gives the same pairs.
        let total = reach.values.reduce(0, +)
        #expect(total == 12_135, "\(total) related words: update data/sources/wordnet/README.md")
    }

    @Test func theSameEveryTime() throws {
        let again = try RelatedWords(wordNetDirectoryOrArchive: Self.archive)
        #expect(again.related(Self.emoji.map(\.vocabulary)) == Self.relatedWords.related(Self.emoji.map(\.vocabulary)))
        let hamburger = again.related(name: "hamburger", keywords: ["burger", "food"], everyday: [])
        #expect(hamburger.contains(RelatedWord(text: "cheeseburger", relation: .hyponym)))
        #expect(hamburger == again.related(name: "hamburger", keywords: ["burger", "food"], everyday: []))
    }

    @Test func namesHeads() {
        #expect(RelatedWords.heads(of: "hammer and wrench") == ["hammer", "wrench"])
        #expect(RelatedWords.heads(of: "cat with wry smile") == ["cat"])
        #expect(RelatedWords.heads(of: "flag: Germany").isEmpty)
        #expect(RelatedWords.heads(of: "cat").isEmpty)
    }

    /// The base emoji (without U+FE0F) that `word` is related to.
    private func reached(_ word: String) -> [String] {
        Self.emoji.filter { entry in
            (Self.found[CLDRAnnotations.key(entry.text)] ?? []).contains { $0.text == word }
        }.map { CLDRAnnotations.key($0.text) }
    }

    /// Every base emoji with its resolved English name and keywords.
    private static func englishVocabularies() throws -> [(text: String, vocabulary: RelatedWords.Vocabulary)] {
        let scratch = TemporaryDirectory(prefix: "related-words")
        let sources = Repository.sourceFiles
        for (archive, name) in [(sources.annotationsArchive, "annotations"), (sources.derivedArchive, "derived")] {
            try FileManager.default.createDirectory(
                atPath: scratch.path + "/" + name, withIntermediateDirectories: true)
            let tar = try ChildProcess.run(
                "/usr/bin/env", ["tar", "-xJf", archive, "-C", scratch.path + "/" + name, "en.json"],
                environment: ProcessInfo.processInfo.environment)
            guard tar.status == 0 else { throw TestSupportError("tar: \(tar.stderr)") }
        }
        let annotations = try CLDRAnnotations(
            annotationsDirectory: scratch.path + "/annotations", derivedDirectory: scratch.path + "/derived"
        ).resolved("en")
        let file = try EmojiTestFile(
            text: String(contentsOfFile: sources.emojiTest, encoding: .utf8), path: sources.emojiTest)
        return file.fullyQualified.filter { !$0.scalars.contains { SkinTone(modifier: $0) != nil } }.map { entry in
            let annotation = annotations[CLDRAnnotations.key(entry.text)]
            let vocabulary = RelatedWords.Vocabulary(
                name: annotation?.name ?? "", keywords: annotation?.keywords ?? [], everyday: [])
            return (entry.text, vocabulary)
        }
    }
}
