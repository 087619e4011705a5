import EmojiSpeech
import Testing

/// Messages leave at least 120 ms apart, and a burst's last message is never lost.
@Suite struct AnnouncementPacerTests {
    let start = ContinuousClock.now

    func at(_ milliseconds: Int) -> ContinuousClock.Instant { start + .milliseconds(milliseconds) }

    @Test func theFirstMessageLeavesAtOnce() {
        var pacer = AnnouncementPacer<String>()
        #expect(pacer.offer("a", at: at(0)) == .send("a"))
        #expect(pacer.offer("b", at: at(120)) == .send("b"))
    }

    @Test func aBurstSendsItsFirstAndLastOnly() {
        var pacer = AnnouncementPacer<String>()
        #expect(pacer.offer("1 of 28", at: at(0)) == .send("1 of 28"))
        #expect(pacer.offer("2 of 28", at: at(40)) == .wait(.milliseconds(80)))
        #expect(pacer.offer("3 of 28", at: at(80)) == .replaced)
        #expect(pacer.offer("4 of 28", at: at(100)) == .replaced)
        #expect(pacer.due(at: at(120)) == "4 of 28")
        #expect(pacer.due(at: at(121)) == nil)
        // The next message waits for 120 ms after the trailing one.
        #expect(pacer.offer("5 of 28", at: at(200)) == .wait(.milliseconds(40)))
        #expect(pacer.due(at: at(240)) == "5 of 28")
    }

    @Test func cancellingDropsTheWaitingMessage() {
        var pacer = AnnouncementPacer<String>()
        _ = pacer.offer("a", at: at(0))
        _ = pacer.offer("b", at: at(10))
        pacer.cancel()
        #expect(pacer.due(at: at(120)) == nil)
        #expect(pacer.offer("c", at: at(200)) == .send("c"))
    }

    /// With a settle time, a message leaves once no key has come for that long, the latest one only.
    @Test func aSettleTimeWaitsForTypingToPause() {
        var pacer = AnnouncementPacer<String>()
        pacer.settle = .milliseconds(150)
        #expect(pacer.offer("T Rex, 1 of 28", at: at(0)) == .wait(.milliseconds(150)))
        #expect(pacer.offer("thumbs up, 1 of 20", at: at(60)) == .wait(.milliseconds(150)))
        // Keys that change nothing to say (space, u, p) make it wait again.
        #expect(pacer.keyCame(at: at(120)) == .milliseconds(150))
        #expect(pacer.keyCame(at: at(180)) == .milliseconds(150))
        #expect(pacer.due(at: at(330)) == "thumbs up, 1 of 20")
        #expect(pacer.keyCame(at: at(400)) == nil)
        // Never sooner than the interval after the last message.
        #expect(pacer.offer("thumbs up: light skin tone", at: at(340)) == .wait(.milliseconds(150)))
        #expect(pacer.due(at: at(490)) == "thumbs up: light skin tone")
    }

    @Test func withoutASettleTimeKeysChangeNothing() {
        var pacer = AnnouncementPacer<String>()
        _ = pacer.offer("a", at: at(0))
        #expect(pacer.offer("b", at: at(10)) == .wait(.milliseconds(110)))
        #expect(pacer.keyCame(at: at(20)) == nil)
    }
}
