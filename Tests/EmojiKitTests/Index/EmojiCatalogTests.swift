import EmojiKit
import Testing

/// The catalog holds every fully-qualified emoji of Unicode 18.0 with its data.
@Suite struct EmojiCatalogTests {
    let catalog = TestData.catalog

    @Test func holdsEveryFullyQualifiedEmoji() {
        #expect(catalog.count == 1923)
        #expect(catalog.tonedCount == 2040)
        let fullyQualified = TestData.emojiTest.fullyQualified.map(\.text)
        let indexed =
            catalog.allEmoji.map(catalog.string) + (0..<catalog.tonedCount).map { catalog.string(TonedEmojiID($0)) }
        #expect(Set(indexed) == Set(fullyQualified))
        #expect(indexed.count == fullyQualified.count)
    }

    @Test func keepsUnicodeOrder() {
        let untoned = TestData.emojiTest.fullyQualified.filter { entry in
            !entry.scalars.contains { SkinTone(modifier: $0) != nil }
        }
        #expect(catalog.allEmoji.map(catalog.string) == untoned.map(\.text))
        #expect(catalog.string(EmojiID(0)) == "😀")
    }

    @Test func groupsFollowUnicodeAndComponentIsNotBrowsable() {
        let names = catalog.groups.map(catalog.englishName)
        #expect(names == TestData.emojiTest.groups)
        let browsable = catalog.browsableGroups.map(catalog.englishName)
        #expect(browsable.first == "Smileys & Emotion")
        #expect(browsable.last == "Flags")
        #expect(!browsable.contains("Component"))
        #expect(browsable.count == 9)
    }

    @Test func groupsSubgroupsAndVersions() {
        let grinning = TestData.id("😀")
        #expect(catalog.englishName(of: catalog.group(grinning)) == "Smileys & Emotion")
        #expect(catalog.subgroupName(grinning) == "face-smiling")
        #expect(catalog.version(grinning) == EmojiVersion("1.0"))
        #expect(catalog.version(TestData.id("🫩")) == EmojiVersion("16.0"))
        #expect(catalog.version(TestData.id("🫝")) == EmojiVersion("18.0"))
        #expect(catalog.unicodeName(grinning) == "grinning face")
        let flag = TestData.id("🇩🇪")
        #expect(catalog.englishName(of: catalog.group(flag)) == "Flags")
    }

    @Test func toneCapabilities() {
        #expect(catalog.toneCapability(TestData.id("🐈")) == .none)
        #expect(catalog.toneCapability(TestData.id("👋")) == .single)
        #expect(catalog.toneCapability(TestData.id("🧑‍⚕️")) == .single)
        #expect(catalog.toneCapability(TestData.id("🏌️‍♀️")) == .single)
        for couple in ["🧑‍🤝‍🧑", "💏", "💑", "👫", "👬", "👭", "🤝", "👩‍❤️‍👨", "👯", "🤼"] {
            #expect(catalog.toneCapability(TestData.id(couple)) == .multiPerson(persons: 2), "\(couple)")
        }
    }

    @Test func lookupIgnoresVariationSelector16() {
        #expect(TestData.database.sequence(for: "❤") == TestData.database.sequence(for: "❤️"))
        #expect(TestData.database.sequence(for: "❤") != nil)
        #expect(TestData.database.sequence(for: "x") == nil)
        guard case .toned(let toned)? = TestData.database.sequence(for: "👋🏽") else {
            Issue.record("👋🏽 is a toned sequence")
            return
        }
        #expect(catalog.base(of: toned) == TestData.id("👋"))
        #expect(catalog.tones(of: toned) == [.medium])
    }

    @Test func shortcodes() {
        #expect(catalog.shortcodes(of: .base(TestData.id("😭"))).first == "sob")
        #expect(catalog.shortcodes(of: .base(TestData.id("👍"))).contains("+1"))
        #expect(catalog.sequence(forShortcode: "sob") == .base(TestData.id("😭")))
        #expect(catalog.sequence(forShortcode: "SOB") == .base(TestData.id("😭")))
        #expect(catalog.sequence(forShortcode: "no_such_shortcode") == nil)
        #expect(catalog.sequence(forShortcode: "wave_tone3").map(catalog.string) == "👋🏽")
    }

    @Test func everyShortcodeBelongsToOneSequence() {
        var owners: [String: EmojiSequenceID] = [:]
        let sequences =
            catalog.allEmoji.map { EmojiSequenceID.base($0) }
            + (0..<catalog.tonedCount).map { .toned(TonedEmojiID($0)) }
        for sequence in sequences {
            for code in catalog.shortcodes(of: sequence) {
                #expect(owners[code] == nil, "\(code) listed twice")
                owners[code] = sequence
                #expect(catalog.sequence(forShortcode: code) == sequence, "\(code)")
            }
        }
        #expect(owners.count > 3000)
    }
}
