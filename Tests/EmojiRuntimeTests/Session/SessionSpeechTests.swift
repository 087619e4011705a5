import CGio
import EmojiFrontend
import EmojiInput
import EmojiRuntime
import EmojiSpeech
import Glibc
import Testing

/// Speech follows the focused context's session: what a key or a panel action changed is said,
/// a password field says nothing, and focus out ends it. (`EmojiSpeechTests` checks what is said
/// and how it reaches the screen reader; here only what the sessions tell speech.)
@MainActor @Suite(.serialized) struct SessionSpeechTests {
    /// A host whose speech is on, with no screen reader and no speech-dispatcher to reach: the
    /// messages are only seen through `onSend`.
    private func host() -> (TestHost, ScreenReaderSpeech, SentMessages) {
        let host = TestHost()
        let speech = ScreenReaderSpeech(
            mode: .on,
            environment: ["SPEECHD_ADDRESS": "unix_socket:/nonexistent/speechd.sock", "HOME": "/nonexistent"])
        let sent = SentMessages()
        speech.onSend = { sent.messages.append($0) }
        host.speech = speech
        return (host, speech, sent)
    }

    /// Runs the main loop (the pacing's trailing message comes from a GLib timer) until `done`, or for
    /// `duration` (a window in which nothing may be said, for the cases that check silence).
    private func pump(for duration: Duration, until done: () -> Bool = { false }) {
        let end = ContinuousClock.now + duration
        while ContinuousClock.now < end, !done() {
            while g_main_context_iteration(nil, 0) != 0 {}
            usleep(2_000)
        }
    }

    @Test func theFocusedGridAndTheInsertedEmojiAreSaid() {
        let (host, _, sent) = host()
        let sessions = InputSessions(host: host)
        _ = sessions.handle(.focusIn(client: "gtk3-im:gedit"), for: "/1")
        sessions.type("cat", in: "/1")
        pump(for: .seconds(5)) { sent.messages.last?.hasPrefix("cat face, 1 of 28") == true }
        #expect(sent.messages.last?.hasPrefix("cat face, 1 of 28") == true, "\(sent.messages)")
        _ = sessions.handle(.key(RawKey(keysym: 0xFF0D, modifiers: 0, isRelease: false, character: 0)), for: "/1")
        pump(for: .seconds(5)) { sent.messages.last == "cat face inserted" }
        #expect(sent.messages.last == "cat face inserted", "\(sent.messages)")
        #expect(sent.messages.allSatisfy { !$0.contains("🐱") }, "never the glyph")
    }

    @Test func aPasswordFieldAndAnUnfocusedContextSayNothing() {
        let (host, _, sent) = host()
        let sessions = InputSessions(host: host)
        _ = sessions.handle(.focusIn(client: ""), for: "/1")
        _ = sessions.handle(.field(FieldFacts(isPassword: true)), for: "/1")
        sessions.type("cat", in: "/1")
        _ = sessions.handle(.focusOut, for: "/1")
        // A context without the focus (keys from a stale context) is not spoken either.
        sessions.type("dog", in: "/2")
        pump(for: .milliseconds(300))
        #expect(sent.messages.isEmpty, "\(sent.messages)")
    }
}

/// What speech sent, in order.
@MainActor final class SentMessages {
    var messages: [String] = []
}
