import EmojiSpeech
import Testing

/// speech-dispatcher gets the message in the user's language, cancelling ours first; a hung one
/// never makes a caller wait.
@Suite struct SpeechDispatcherChannelTests {
    @Test func messagesGoWithTheLanguageAndCancelFirst() {
        let server = FakeSpeechDispatcher(.answering)
        let channel = SpeechDispatcherChannel(address: .unixSocket(path: server.path))
        channel.say("rotes Herz, 1 von 28", language: "de")
        channel.waitUntilIdle()
        channel.say("orangefarbenes Herz, 2 von 28", language: "de")
        channel.waitUntilIdle()
        #expect(server.messages == ["rotes Herz, 1 von 28", "orangefarbenes Herz, 2 von 28"])
        #expect(
            server.lines == [
                "SET self CLIENT_NAME user:swift-emoji:grid", "SET self LANGUAGE de", "SET self PRIORITY text",
                "CANCEL self", "SPEAK", "CANCEL self", "SPEAK",
            ])
        channel.silence()
        channel.waitUntilIdle()
        #expect(server.lines.last == "CANCEL self")
        #expect(channel.deliveredCount == 2)
    }

    @Test func anInsertionGoesAtPriorityMessageAndTheNextPlaceAtText() {
        let server = FakeSpeechDispatcher(.answering)
        let channel = SpeechDispatcherChannel(address: .unixSocket(path: server.path))
        channel.say("thumbs up, 1 of 20", language: "en")
        channel.waitUntilIdle()
        channel.say("thumbs up inserted", language: "en", priority: .message)
        channel.waitUntilIdle()
        channel.say("red heart, 1 of 28", language: "en")
        channel.waitUntilIdle()
        #expect(server.messages == ["thumbs up, 1 of 20", "thumbs up inserted", "red heart, 1 of 28"])
        #expect(
            server.lines.filter { $0.hasPrefix("SET self PRIORITY") || $0 == "SPEAK" } == [
                "SET self PRIORITY text", "SPEAK", "SET self PRIORITY message", "SPEAK", "SET self PRIORITY text",
                "SPEAK",
            ])
    }

    @Test func aBurstWhileBusyKeepsTheLast() {
        let server = FakeSpeechDispatcher(.answering)
        let channel = SpeechDispatcherChannel(address: .unixSocket(path: server.path))
        for index in 1...50 { channel.say("\(index) of 28", language: "en") }
        channel.waitUntilIdle()
        #expect(server.messages.last == "50 of 28")
        #expect(server.messages.count < 50)
    }

    @Test func aHungServerNeverHoldsTheCaller() {
        let server = FakeSpeechDispatcher(.hung)
        let channel = SpeechDispatcherChannel(address: .unixSocket(path: server.path), timeout: .milliseconds(200))
        let clock = ContinuousClock()
        var slowest = Duration.zero
        for index in 1...20 {
            slowest = max(slowest, clock.measure { channel.say("\(index) of 28", language: "en") })
            slowest = max(slowest, clock.measure { channel.silence() })
        }
        #expect(slowest < .milliseconds(5))
        // The worker gave up after its time limit, and leaves the server alone for a while.
        let waited = clock.measure { channel.waitUntilIdle() }
        #expect(waited < .seconds(1))
        #expect(channel.deliveredCount == 0)
    }

    @Test func aMissingServerIsQuiet() {
        let channel = SpeechDispatcherChannel(address: .unixSocket(path: "/nonexistent/speechd.sock"))
        channel.say("hello", language: "en")
        channel.waitUntilIdle()
        #expect(channel.deliveredCount == 0)
    }
}
