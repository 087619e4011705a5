import EmojiInput
import Testing

@testable import EmojiSpeech

/// What is said for each kind of change, from hand-made snapshots.
@Suite struct GridAnnouncementTests {
    typealias Place = GridAnnouncement.Place

    /// A page of `count` candidates (7 per row) focused at `focus`, named `name` above the grid.
    static func grid(
        _ query: String, name: String, focus: Int = 0, count: Int = 28, page: Int = 1, pages: Int = 1,
        category: String? = "All", text: String? = nil
    ) -> EngineSnapshot {
        var snapshot = EngineSnapshot()
        snapshot.preedit = query
        snapshot.auxiliaryLine = AuxiliaryLine(parts: [
            .init(name, importance: 0), .init("\(page)/\(pages)", importance: 1),
        ])
        var rows: [[EngineSnapshot.Candidate]] = []
        for index in 0..<count {
            if index % 7 == 0 { rows.append([]) }
            let glyph = index == focus ? (text ?? "E\(index)") : "E\(index)"
            rows[rows.count - 1].append(.init(text: glyph))
        }
        snapshot.rows = rows
        snapshot.focus = .init(row: focus / 7, column: focus % 7)
        snapshot.page = page
        snapshot.pages = pages
        snapshot.category = category
        return snapshot
    }

    static func nothingFound(_ query: String) -> EngineSnapshot {
        var snapshot = EngineSnapshot()
        snapshot.preedit = query
        snapshot.auxiliaryLine = AuxiliaryLine(parts: [.init("No emoji for “\(query)”", importance: 0)])
        return snapshot
    }

    @Test func theGridOpeningSaysTheNameAndPlaceAndPages() {
        let opened = GridAnnouncement(from: .idle, to: Self.grid("h", name: "house", pages: 12), commit: nil)
        #expect(opened == .focus(name: "house", place: Place(1, of: 28), page: Place(1, of: 12), category: nil))
        let onePage = GridAnnouncement(from: .idle, to: Self.grid("heartx", name: "x", count: 3), commit: nil)
        #expect(onePage == .focus(name: "x", place: Place(1, of: 3), page: nil, category: nil))
    }

    @Test func aMoveSaysOnlyTheNameAndPlace() {
        let before = Self.grid("heart", name: "red heart", pages: 3)
        let after = Self.grid("heart", name: "orange heart", focus: 9, pages: 3)
        #expect(
            GridAnnouncement(from: before, to: after, commit: nil)
                == .focus(name: "orange heart", place: Place(10, of: 28), page: nil, category: nil))
    }

    @Test func aNewPageIsSaid() {
        let before = Self.grid("heart", name: "a", focus: 27, pages: 3)
        let after = Self.grid("heart", name: "b", focus: 6, count: 21, page: 2, pages: 3)
        #expect(
            GridAnnouncement(from: before, to: after, commit: nil)
                == .focus(name: "b", place: Place(7, of: 21), page: Place(2, of: 3), category: nil))
    }

    @Test func aNewCategoryIsSaidFirst() {
        let before = Self.grid("heart", name: "a", pages: 3)
        let after = Self.grid("heart", name: "b", pages: 1, category: "Symbols")
        let announcement = GridAnnouncement(from: before, to: after, commit: nil)
        #expect(announcement == .focus(name: "b", place: Place(1, of: 28), page: nil, category: "Symbols"))
        #expect(announcement?.text == "Symbols, b, 1 of 28")
    }

    @Test func browsingOpensOnItsCategory() {
        let browsing = Self.grid("", name: "grinning face", pages: 2, category: "Frequently used")
        #expect(
            GridAnnouncement(from: .idle, to: browsing, commit: nil)
                == .focus(
                    name: "grinning face", place: Place(1, of: 28), page: Place(1, of: 2), category: "Frequently used"))
    }

    @Test func nothingChangedSaysNothing() {
        let shown = Self.grid("hear", name: "red heart")
        #expect(GridAnnouncement(from: shown, to: shown, commit: nil) == nil)
        // Another letter that keeps the same focus and page: nothing new.
        #expect(GridAnnouncement(from: shown, to: Self.grid("heart", name: "red heart"), commit: nil) == nil)
    }

    @Test func aToneTapSaysTheTonedName() {
        let before = Self.grid("wave", name: "waving hand", text: "👋")
        let toned = Self.grid("wave", name: "waving hand: light skin tone", text: "👋🏻")
        let announcement = GridAnnouncement(from: before, to: toned, commit: nil)
        #expect(announcement == .tone(name: "waving hand: light skin tone", toned: true))
        #expect(announcement?.text == "waving hand: light skin tone")
        let untoned = GridAnnouncement(from: Self.grid("wave", name: "x", text: "👋🏿"), to: before, commit: nil)
        #expect(untoned == .tone(name: "waving hand", toned: false))
        #expect(untoned?.text == "waving hand, No skin tone")
    }

    @Test func nothingFoundIsSaidOnce() {
        let found = Self.grid("heart", name: "red heart")
        let first = GridAnnouncement(from: found, to: Self.nothingFound("heartx"), commit: nil)
        #expect(first == .nothingFound)
        #expect(first?.text == "Nothing found")
        #expect(
            GridAnnouncement(from: Self.nothingFound("heartx"), to: Self.nothingFound("heartxy"), commit: nil) == nil)
        #expect(GridAnnouncement(from: .idle, to: Self.nothingFound("qq"), commit: nil) == .nothingFound)
    }

    @Test func theInlineTriggerAloneSaysNothing() {
        var trigger = EngineSnapshot()
        trigger.preedit = ":"
        #expect(GridAnnouncement(from: .idle, to: trigger, commit: nil) == nil)
    }

    @Test func anEmptyCategoryIsSaid() {
        var empty = EngineSnapshot()
        empty.category = "Frequently used"
        empty.auxiliaryLine = AuxiliaryLine(parts: [
            .init("Frequently used", importance: 0), .init("no emoji", importance: 1),
        ])
        let announcement = GridAnnouncement(from: .idle, to: empty, commit: nil)
        #expect(announcement == .emptyCategory("Frequently used"))
        #expect(announcement?.text == "Frequently used, no emoji")
    }

    @Test func aCommitSaysWhatWasInsertedByName() {
        let before = Self.grid("heart", name: "red heart", text: "❤️")
        let inserted = GridAnnouncement(from: before, to: .idle, commit: "❤️")
        #expect(inserted == .inserted(name: "red heart"))
        #expect(inserted?.text == "red heart inserted")
        // A column digit commits another emoji of the row: named by the lookup.
        let digit = GridAnnouncement(from: before, to: .idle, commit: "🧡") { $0 == "🧡" ? "orange heart" : nil }
        #expect(digit == .inserted(name: "orange heart"))
    }

    @Test func typedTextCommittedIsNotSaid() {
        // Return with nothing found types the query; inline text such as `10:30` is the application's.
        #expect(GridAnnouncement(from: Self.nothingFound("heartx"), to: .idle, commit: "heartx") == nil)
        #expect(GridAnnouncement(from: .idle, to: .idle, commit: ":") == nil)
    }

    @Test func escapeSaysNothing() {
        #expect(GridAnnouncement(from: Self.grid("heart", name: "red heart"), to: .idle, commit: nil) == nil)
    }

    @Test func theGlyphIsNeverSaid() {
        let before = Self.grid("heart", name: "red heart", text: "❤️")
        let texts = [
            GridAnnouncement(from: .idle, to: before, commit: nil)?.text,
            GridAnnouncement(from: before, to: .idle, commit: "❤️")?.text,
        ]
        for text in texts { #expect(text.map { !$0.contains("❤") } == true) }
    }

    @Test func theListLayoutNamesEachCandidate() {
        var list = EngineSnapshot()
        list.preedit = "cat"
        list.layout = .list
        list.rows = [[.init(text: "🐱", name: "cat face")], [.init(text: "🐈", name: "cat")]]
        list.focus = .init(row: 1, column: 0)
        list.page = 1
        list.pages = 1
        list.auxiliaryLine = AuxiliaryLine(parts: [.init("cat", importance: 0)])
        #expect(
            GridAnnouncement(from: .idle, to: list, commit: nil)
                == .focus(name: "cat", place: Place(2, of: 2), page: nil, category: nil))
        #expect(GridAnnouncement(from: list, to: .idle, commit: "🐱") == .inserted(name: "cat face"))
    }
}
