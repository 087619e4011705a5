import Testing

@testable import EmojiKit

/// The font heuristic on coverage built from the catalog itself, so each case knows exactly which
/// code points a "font" has.
@Suite struct DrawableEmojiTests {
    let catalog = TestData.catalog

    /// The single code points of emoji introduced in `version` or before.
    func singleCodePoints(through version: EmojiVersion) -> Set<UInt32> {
        var result = Set<UInt32>()
        for id in catalog.allEmoji where catalog.version(id) <= version {
            let scalars = DrawableEmoji.significantScalars(of: catalog.string(id))
            if scalars.count == 1 { result.insert(scalars[0].value) }
        }
        return result
    }

    /// Every code point used by the catalog's sequences, base or toned, but not an emoji of its
    /// own (tone modifiers, regional indicators, tags, the keycap mark, …).
    var sequenceParts: Set<UInt32> {
        var singles = Set<UInt32>()
        var all = Set<UInt32>()
        for id in catalog.allEmoji {
            let scalars = DrawableEmoji.significantScalars(of: catalog.string(id))
            all.formUnion(scalars.map(\.value))
            if scalars.count == 1 { singles.insert(scalars[0].value) }
        }
        for index in 0..<catalog.tonedCount {
            all.formUnion(DrawableEmoji.significantScalars(of: catalog.string(TonedEmojiID(index))).map(\.value))
        }
        return all.subtracting(singles)
    }

    func emoji(_ text: String) -> EmojiSequenceID {
        guard let sequence = TestData.database.sequence(for: text) else { fatalError("\(text) is not in the index") }
        return sequence
    }

    @Test func aFontWithEverythingDrawsEverything() {
        let drawable = DrawableEmoji(catalog: catalog) { _ in true }
        #expect(drawable.fontVersion == catalog.allEmoji.map(catalog.version).max())
        #expect(drawable.availability.counts(in: catalog) == (catalog.count, catalog.tonedCount))
        #expect(drawable.releases.allSatisfy { $0.isSupported })
    }

    @Test func noFontDrawsNothing() {
        let drawable = DrawableEmoji(catalog: catalog) { _ in false }
        #expect(drawable.fontVersion == nil)
        #expect(drawable.availability.counts(in: catalog) == (0, 0))
        #expect(drawable.releases.allSatisfy { !$0.isSupported })
    }

    @Test func sequenceOnlyReleasesFollowThePreviousRelease() {
        // A font with the code points of 15.0 and older: 15.1 added only sequences.
        let covered = singleCodePoints(through: EmojiVersion("15.0")!).union(sequenceParts)
        let drawable = DrawableEmoji(catalog: catalog) { covered.contains($0.value) }
        #expect(drawable.fontVersion == EmojiVersion("15.1"))
        let availability = drawable.availability
        #expect(availability.contains(emoji("🫨")))  // 15.0, one code point
        #expect(availability.contains(emoji("🐦‍🔥")))  // 15.1 ZWJ sequence
        #expect(availability.contains(emoji("👋🏽")))  // toned, 1.0
        #expect(!availability.contains(emoji("🫩")))  // 16.0 code point
        #expect(!availability.contains(emoji("🇨🇶")))  // 16.0 flag: its parts are covered, its version is not
        let release16 = drawable.releases.first { $0.version == EmojiVersion("16.0") }
        #expect(release16?.isSupported == false)
        #expect(release16?.covered == 0)
    }

    @Test func aFewMissingOldSymbolsDoNotSinkTheVersion() {
        // Symbola lacks 〰 and 〽 (left to CJK fonts) among the 698 code points of Emoji 0.6.
        let covered = singleCodePoints(through: EmojiVersion("5.0")!).union(sequenceParts).subtracting([0x3030, 0x303D])
        let drawable = DrawableEmoji(catalog: catalog) { covered.contains($0.value) }
        #expect(drawable.fontVersion == EmojiVersion("5.0"))
        #expect(!drawable.availability.contains(emoji("〰️")))
        #expect(drawable.availability.contains(emoji("🤩")))  // 5.0
        #expect(!drawable.availability.contains(emoji("🥰")))  // 11.0
        #expect(!drawable.availability.contains(emoji("🧑‍⚕️")))  // 12.1 sequence of covered parts
    }

    @Test func aMissingReleaseStopsTheWalkEvenIfLaterOnesAreCovered() {
        let covered = Set(singleCodePoints(through: EmojiVersion("17.0")!).union(sequenceParts))
            .subtracting(
                singleCodePoints(through: EmojiVersion("12.0")!).subtracting(
                    singleCodePoints(through: EmojiVersion("11.0")!)))
        let drawable = DrawableEmoji(catalog: catalog) { covered.contains($0.value) }
        #expect(drawable.fontVersion == EmojiVersion("11.0"))
        #expect(drawable.availability.contains(emoji("🫩")))  // covered single: drawable whatever the version
        #expect(!drawable.availability.contains(emoji("🐦‍🔥")))  // 15.1 sequence: beyond the fonts' version
    }

    /// Fonts of Emoji 17.0 (Debian 12's are older still) leave out the nine emoji of 18.0 and their ten toned forms;
    /// fonts that have their code points offer them all.
    @Test func emoji18NeedsFontsOf18() {
        let through17 = singleCodePoints(through: EmojiVersion("17.0")!).union(sequenceParts)
        let older = DrawableEmoji(catalog: catalog) { through17.contains($0.value) }
        #expect(older.fontVersion == EmojiVersion("17.0"))
        let release18 = older.releases.first { $0.version == EmojiVersion("18.0") }
        #expect(release18?.introduced == 9 && release18?.covered == 0 && release18?.isSupported == false)
        for text in ["🫝", "🛙", "🫹", "🫹🏽", "🫺🏿"] { #expect(!older.availability.contains(emoji(text)), "\(text)") }
        #expect(older.availability.counts(in: catalog) == (catalog.count - 9, catalog.tonedCount - 10))

        let through18 = through17.union(singleCodePoints(through: EmojiVersion("18.0")!))
        let newer = DrawableEmoji(catalog: catalog) { through18.contains($0.value) }
        #expect(newer.fontVersion == EmojiVersion("18.0"))
        #expect(newer.availability.counts(in: catalog) == (catalog.count, catalog.tonedCount))
    }

    @Test func sequencesNeedEveryPartButNotTheJoinerOrSelectors() {
        let withoutTones = singleCodePoints(through: EmojiVersion("17.0")!).union(sequenceParts)
            .subtracting(Array(0x1F3FB...0x1F3FF))
        let drawable = DrawableEmoji(catalog: catalog) { withoutTones.contains($0.value) }
        #expect(drawable.availability.counts(in: catalog).toned == 0)
        #expect(drawable.availability.contains(emoji("🧑‍🤝‍🧑")))
        #expect(drawable.availability.contains(emoji("#️⃣")))
        #expect(DrawableEmoji.significantScalars(of: "❤️‍🔥").map(\.value) == [0x2764, 0x1F525])
    }
}
