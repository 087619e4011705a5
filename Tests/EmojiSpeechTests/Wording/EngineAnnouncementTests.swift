import EmojiInput
import EmojiKit
import TestSupport
import Testing

@testable import EmojiSpeech

/// What is said while a real engine over the committed index is driven by keys, each event's
/// snapshot change given as the runtime will give it.
@Suite struct EngineAnnouncementTests {
    let service = EmojiInputService(
        database: TestDatabase.shared, settings: EngineSettings(languages: ["en"]), store: .inMemory())

    /// The texts said for `keys`, in order.
    func spoken(_ keys: String) throws -> [String] {
        let engine = service.makeEngine()
        var said: [String] = []
        for step in try KeyScript(text: keys).steps {
            for event in step.events {
                let previous = engine.snapshot
                let outcome = engine.handle(event)
                let announcement = GridAnnouncement(
                    from: previous, to: outcome.snapshot, commit: outcome.commit, names: service.spokenName(of:))
                if let announcement { said.append(announcement.text) }
            }
        }
        return said
    }

    @Test func heartArrowsAndReturn() throws {
        let said = try spoken("h e a r t Right Down Shift_L Return")
        #expect(
            said == [
                // `hea` changes neither the focus nor the page count: nothing is said.
                "heart suit, 1 of 28, page 1 of 14", "heart suit, 1 of 28, page 1 of 6",
                "hear-no-evil monkey, 1 of 28, page 1 of 3",
                "red heart, 1 of 28, page 1 of 2", "heart suit, 2 of 28", "sparkling heart, 9 of 28",
                // The Shift tap on an emoji without tones changes nothing, and says nothing.
                "sparkling heart inserted",
            ])
    }

    @Test func pagesAreSaidWhenTheyChange() throws {
        let said = try spoken("h e a r t Page_Down Left Page_Up")
        // Page_Up on the first page changes nothing and says nothing.
        #expect(said.suffix(2) == ["orange heart, 1 of 21, page 2 of 2", "pink heart, 28 of 28, page 1 of 2"])
    }

    @Test func aToneTapOnAPersonSaysTheTone() throws {
        let said = try spoken("w a v i n g space h a n d Shift_L Shift_L")
        #expect(said.suffix(2) == ["waving hand: light skin tone", "waving hand: medium-light skin tone"])
    }

    @Test func aColumnDigitSaysTheEmojiItPicked() throws {
        // The second of the row, which the snapshot does not name: named by the index.
        #expect(try spoken("h e a r t 2").last == "heart suit inserted")
    }

    @Test func nothingFoundThenReturnTypesTheQuerySilently() throws {
        let said = try spoken("q x z z Return")
        #expect(said.dropFirst() == ["Nothing found"])
    }

    @Test func nothingSaidHoldsAGlyph() throws {
        for text in try spoken("h e a r t Right Right Down Page_Down Tab Shift_L Return") {
            #expect(!SkinToneMarks.looksLikeEmoji(text), "\(text)")
        }
    }
}
