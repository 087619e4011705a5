import EmojiFrontend
import EmojiInput
import EmojiRuntime
import Testing

@testable import EngineServer

/// The panel as the engine server sends it: rows, the focused emoji's byte range, pages.
struct EngineReplyTests {
    private func snapshot(page: Int, pages: Int) -> EngineSnapshot {
        var snapshot = EngineSnapshot()
        snapshot.preedit = "cat"
        snapshot.rows = [["🐱", "🐈", "😹"].map { EngineSnapshot.Candidate(text: $0) }, [.init(text: "🐈‍⬛")]]
        snapshot.focus = .init(row: 0, column: 1)
        snapshot.page = page
        snapshot.pages = pages
        return snapshot
    }

    @Test func theFocusedEmojiIsGivenInUTF8Bytes() {
        let outcome = KeyOutcome(handled: true, snapshot: snapshot(page: 1, pages: 1))
        let reply = EngineReply(serial: 3, reply: SessionReply(outcome, placement: .application), style: .marks)
        let row = reply.rows[0]
        let focus = try! #require(row.focus)
        let bytes = Array(row.text.utf8)
        #expect(String(decoding: bytes[focus], as: UTF8.self) == "🐈")
        #expect(String(decoding: bytes[focus.lowerBound - 1..<focus.lowerBound], as: UTF8.self) == "[")
        #expect(reply.rows[1].focus == nil)
        #expect(reply.preedit == "cat")
    }

    @Test(arguments: [(1, 1, false, false), (1, 3, false, true), (2, 3, true, true), (3, 3, true, false)])
    func pagesBeforeAndAfter(page: Int, pages: Int, before: Bool, after: Bool) {
        let outcome = KeyOutcome(handled: true, snapshot: snapshot(page: page, pages: pages))
        let reply = EngineReply(serial: 1, reply: SessionReply(outcome, placement: .application), style: .highlight)
        #expect(reply.hasPreviousPage == before)
        #expect(reply.hasNextPage == after)
    }

    @Test func theWireFormStartsWithTheSerialAndHandled() {
        var reply = EngineReply(serial: 0x0102_0304, handled: true)
        reply.commits = ["🐱"]
        let bytes = reply.encoded
        #expect(Array(bytes.prefix(5)) == [4, 3, 2, 1, 1])
        #expect(Array(bytes[5..<9]) == [1, 0, 0, 0])
        #expect(String(decoding: bytes[13..<17], as: UTF8.self) == "🐱")
    }
}
