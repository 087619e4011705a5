import EmojiKit
import Testing

/// Tones are applied the Unicode way and always give fully-qualified sequences.
@Suite struct SkinToneApplierTests {
    let catalog = TestData.catalog
    let database = TestData.database

    /// Every toned sequence of emoji-test.txt comes out of its base with its own tones, and no
    /// tone combination gives anything that is not in emoji-test.txt.
    @Test func exhaustiveAgainstEmojiTest() {
        let tonedInFile = Set(
            TestData.emojiTest.fullyQualified.map(\.text).filter { text in
                text.unicodeScalars.contains { SkinTone(modifier: $0) != nil }
            })
        #expect(tonedInFile.count == 2040)

        var produced: Set<String> = []
        for id in catalog.allEmoji {
            let persons = catalog.toneCapability(id).personCount
            guard persons > 0 else {
                #expect(catalog.applying([.light], to: id) == nil)
                continue
            }
            for first in SkinTone.allCases {
                let single = catalog.applying([first], to: id)
                #expect(single.map(tonedInFile.contains) == true, "\(catalog.string(id)) + \(first)")
                produced.formUnion([single].compactMap { $0 })
                guard persons == 2 else { continue }
                for second in SkinTone.allCases {
                    let pair = catalog.applying([first, second], to: id)
                    #expect(pair.map(tonedInFile.contains) == true, "\(catalog.string(id)) + \(first), \(second)")
                    produced.formUnion([pair].compactMap { $0 })
                }
            }
        }
        #expect(produced == tonedInFile)
    }

    /// Each toned sequence, rebuilt from the base and tones the index records for it.
    @Test func everyTonedSequenceRebuildsFromItsBase() {
        for index in 0..<catalog.tonedCount {
            let toned = TonedEmojiID(index)
            #expect(catalog.applying(catalog.tones(of: toned), to: catalog.base(of: toned)) == catalog.string(toned))
        }
    }

    @Test func modifierReplacesVariationSelector() {
        // 🏌️‍♀️ = 1F3CC FE0F 200D 2640 FE0F: the tone takes the place of the first FE0F.
        let golfer = TestData.id("🏌️‍♀️")
        let toned = catalog.applying([.medium], to: golfer)
        #expect(toned.map { $0.unicodeScalars.map(\.value) } == [0x1F3CC, 0x1F3FD, 0x200D, 0x2640, 0xFE0F])
    }

    @Test func couplesTakeTheirZWJFormForMixedTones() {
        #expect(catalog.applying([.light, .mediumLight], to: TestData.id("🤝")) == "🫱🏻‍🫲🏼")
        #expect(catalog.applying([.dark, .dark], to: TestData.id("🤝")) == "🤝🏿")
        #expect(catalog.applying([.dark], to: TestData.id("💏")) == "💏🏿")
        #expect(catalog.applying([.light, .dark], to: TestData.id("💏")) == "🧑🏻‍❤️‍💋‍🧑🏿")
        #expect(catalog.applying([.light, .dark], to: TestData.id("🧑‍🤝‍🧑")) == "🧑🏻‍🤝‍🧑🏿")
        #expect(catalog.applying([.medium], to: TestData.id("🧑‍🤝‍🧑")) == "🧑🏽‍🤝‍🧑🏽")
        #expect(catalog.applying([.light, .dark], to: TestData.id("👫")) == "👩🏻‍🤝‍👨🏿")
    }

    @Test func wrongToneCountsGiveNothing() {
        #expect(catalog.applying([], to: TestData.id("👋")) == nil)
        #expect(catalog.applying([.light, .dark], to: TestData.id("👋")) == nil)
        #expect(catalog.applying([.light, .dark, .medium], to: TestData.id("🤝")) == nil)
    }

    /// The structural lookup finds exactly the sequence the Unicode rule builds.
    @Test func tonedSequenceAgreesWithApplying() {
        for id in catalog.allEmoji where catalog.toneCapability(id) != .none {
            for first in SkinTone.allCases {
                var combinations = [[first]]
                if catalog.toneCapability(id).personCount == 2 {
                    combinations += SkinTone.allCases.map { [first, $0] }
                }
                for tones in combinations {
                    #expect(
                        catalog.tonedSequence(tones, of: id).map(catalog.string) == catalog.applying(tones, to: id),
                        "\(catalog.string(id)) \(tones)")
                }
            }
        }
        #expect(catalog.tonedSequence([.light], of: TestData.id("🐈")) == nil)
    }

    /// The thumb signs of Emoji 18.0 take a tone like any hand: each of their five toned forms is emoji-test.txt's
    /// fully-qualified sequence, and the index records them as toned forms of their base.
    @Test func emoji18ThumbSignsAreToneable() throws {
        for (base, scalar) in [("🫹", 0x1FAF9), ("🫺", 0x1FAFA)] {
            let id = TestData.id(base)
            #expect(catalog.toneCapability(id) == .single)
            #expect(catalog.version(id) == EmojiVersion("18.0"))
            for tone in SkinTone.allCases {
                let toned = try #require(catalog.applying([tone], to: id))
                #expect(toned.unicodeScalars.map(\.value) == [UInt32(scalar), tone.modifier.value])
                let entry = TestData.emojiTest.entries.first { $0.text == toned }
                #expect(entry?.status == .fullyQualified && entry?.version == "18.0", "\(base) \(tone)")
                guard case .toned(let tonedID)? = TestData.database.sequence(for: toned) else {
                    Issue.record("\(base) \(tone) is not a toned sequence of the index")
                    continue
                }
                #expect(catalog.base(of: tonedID) == id && catalog.version(tonedID) == EmojiVersion("18.0"))
            }
        }
    }

    @Test func tonedSequenceLookup() {
        let toned = catalog.tonedSequence([.mediumDark], of: TestData.id("👍"))
        #expect(toned.map(catalog.string) == "👍🏾")
    }

    @Test func toneNamesRoundTrip() {
        for tone in SkinTone.allCases {
            #expect(SkinTone(name: tone.name) == tone)
            #expect(SkinTone(modifier: tone.modifier) == tone)
        }
        #expect(SkinTone(name: "purple") == nil)
        #expect(SkinTone.dark.next == nil)
        #expect(SkinTone.light.next == .mediumLight)
    }
}
