import CGio
import EmojiInput
import Glibc
import TestSupport
import Testing

@testable import EmojiSpeech

/// The runtime's view: focus, snapshot changes and the mode, on a GLib main loop, with a fake
/// speech-dispatcher or hung buses.
@MainActor @Suite(.serialized) struct ScreenReaderSpeechTests {
    typealias Grid = GridAnnouncementTests

    /// Runs the main loop for `duration` or until `done`.
    func pump(for duration: Duration, until done: () -> Bool = { false }) {
        let end = ContinuousClock.now + duration
        while ContinuousClock.now < end, !done() {
            while g_main_context_iteration(nil, 0) != 0 {}
            usleep(1000)
        }
    }

    /// Environment with no buses and speech-dispatcher at `path`.
    func environment(speechd path: String) -> [String: String] {
        ["SPEECHD_ADDRESS": "unix_socket:" + path, "HOME": "/nonexistent"]
    }

    /// Through speech-dispatcher (Orca 43 echoes keys there) a message leaves once typing pauses: the burst's
    /// last place only.
    @Test func onWithoutAScreenReaderSpeaksThroughSpeechDispatcherOnceKeysPause() {
        let server = FakeSpeechDispatcher(.answering)
        let speech = ScreenReaderSpeech(mode: .on, environment: environment(speechd: server.path))
        speech.focusIn(language: "de", isPassword: false)
        #expect(speech.route == .speechDispatcher)
        var shown = EngineSnapshot.idle
        // The grid opens, then a burst of five moves 10 ms apart.
        for focus in 0...5 {
            let next = Grid.grid("herz", name: "E\(focus)", focus: focus)
            speech.update(from: shown, to: next, commit: nil)
            shown = next
            pump(for: .milliseconds(10))
        }
        pump(for: .milliseconds(400)) { server.messages.count >= 1 }
        speech.speechDispatcherChannel?.waitUntilIdle()
        #expect(server.messages == ["E5, 6 of 28"])
        #expect(server.lines.contains("SET self LANGUAGE de"))
        speech.focusOut()
        speech.speechDispatcherChannel?.waitUntilIdle()
        #expect(server.lines.last == "CANCEL self")
    }

    /// Orca 43 reads the field's new text at priority `text` too: what was inserted goes at `message`, which that
    /// reading cannot discard; the next place goes at `text` again.
    @Test func whatWasInsertedGoesAtPriorityMessage() {
        let server = FakeSpeechDispatcher(.answering)
        let speech = ScreenReaderSpeech(mode: .on, environment: environment(speechd: server.path))
        speech.focusIn(language: "en", isPassword: false)
        let heart = Grid.grid("heart", name: "red heart", text: "❤️")
        let steps: [(from: EngineSnapshot, to: EngineSnapshot, commit: String?)] = [
            (.idle, heart, nil), (heart, .idle, "❤️"), (.idle, heart, nil),
        ]
        for (index, step) in steps.enumerated() {
            speech.update(from: step.from, to: step.to, commit: step.commit)
            pump(for: .seconds(2)) { server.messages.count > index }
            speech.speechDispatcherChannel?.waitUntilIdle()
        }
        #expect(server.messages == ["red heart, 1 of 28", "red heart inserted", "red heart, 1 of 28"])
        #expect(
            server.lines.filter { $0.hasPrefix("SET self PRIORITY") } == [
                "SET self PRIORITY text", "SET self PRIORITY message", "SET self PRIORITY text",
            ])
    }

    @Test func aPasswordFieldSaysNothing() {
        let server = FakeSpeechDispatcher(.answering)
        let speech = ScreenReaderSpeech(mode: .on, environment: environment(speechd: server.path))
        speech.focusIn(language: "en", isPassword: true)
        speech.update(from: .idle, to: Grid.grid("heart", name: "red heart"), commit: nil)
        pump(for: .milliseconds(200))
        speech.speechDispatcherChannel?.waitUntilIdle()
        #expect(server.messages.isEmpty)
    }

    @Test func offConnectsNothingAndSaysNothing() {
        let speech = ScreenReaderSpeech(mode: .off, environment: environment(speechd: "/nonexistent"))
        speech.focusIn(language: "en", isPassword: false)
        speech.update(from: .idle, to: Grid.grid("heart", name: "red heart"), commit: nil)
        #expect(speech.route == .none)
        #expect(speech.speechDispatcherChannel == nil)
        #expect(speech.observations == ScreenReaderObservations())
    }

    @Test func hungBusesNeverHoldACall() {
        let hung = FakeSpeechDispatcher(.hung)
        let address = "unix:path=" + hung.path
        let speech = ScreenReaderSpeech(
            mode: .auto, environment: ["DBUS_SESSION_BUS_ADDRESS": address, "AT_SPI_BUS_ADDRESS": address])
        let clock = ContinuousClock()
        let focusIn = clock.measure { speech.focusIn(language: "en", isPassword: false) }
        var slowest = Duration.zero
        var shown = EngineSnapshot.idle
        for focus in 0..<28 {
            let next = Grid.grid("heart", name: "E\(focus)", focus: focus)
            slowest = max(slowest, clock.measure { speech.update(from: shown, to: next, commit: nil) })
            shown = next
            pump(for: .milliseconds(5))
        }
        // Far below the connections' time limits (seconds), with room for a loaded machine: no call waits on a bus.
        #expect(focusIn < .milliseconds(500))
        #expect(slowest < .milliseconds(100))
        // The connections are given up after their time limit; nothing is said.
        pump(for: .milliseconds(2500))
        #expect(speech.route == .none)
        #expect(!speech.observations.registryAnswered)
    }
}
