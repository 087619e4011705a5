// Drives EmojiSpeech as the runtime will: a real engine over the index types a key script, and
// each event's snapshot change goes to ScreenReaderSpeech on a GLib main loop. For the tests with
// real Orca and speech-dispatcher (Tests/Speech/speech_test.py); prints what it sent and how long
// the speech calls took (they must never wait on a bus).
import CGio
import EmojiInput
import EmojiKit
import EmojiSpeech
import Foundation

/// Runs the GLib main loop for `duration`, or until `done` says so.
@MainActor
func pump(for duration: Duration, until done: () -> Bool = { false }) {
    let end = ContinuousClock.now + duration
    while ContinuousClock.now < end, !done() {
        while g_main_context_iteration(nil, 0) != 0 {}
        usleep(500)
    }
}

/// How long each speech call took.
@MainActor
final class CallTimer {
    var durations: [(Duration, String)] = []

    func time(_ label: String, _ body: () -> Void) {
        durations.append((ContinuousClock().measure(body), label))
    }

    var slowest: Duration { durations.map(\.0).max() ?? .zero }
    var count: Int { durations.count }

    /// The `fraction` quantile, in milliseconds.
    func quantile(_ fraction: Double) -> Double {
        let sorted = durations.map { milliseconds($0.0) }.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
    }

    /// The slowest calls, with the key each was for.
    var slowestCalls: [String] {
        durations.sorted { $0.0 > $1.0 }.prefix(3).map { String(format: "%.2f ms %@", milliseconds($0.0), $0.1) }
    }
}

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
}

@MainActor
func run(_ options: DriverOptions) throws(DriverError) {
    UIText.activate()
    let database: EmojiDatabase
    do { database = try DataLocation.openDatabase() } catch { throw .failed("\(error)") }
    let service = EmojiInputService(
        database: database, settings: EngineSettings(languages: [options.language]), store: .inMemory())
    let script: KeyScript
    let steps = options.keys.split(separator: " ").map(String.init)
    do { script = try KeyScript(steps.filter { !$0.hasPrefix("wait:") }) } catch { throw .usage("\(error)") }

    // Keys (update, focus out) and focus changes are timed apart: the first focus starts finding
    // the screen reader (GSettings' schemas are read once), which no key does.
    let calls = CallTimer()
    let focusCalls = CallTimer()
    let speech = ScreenReaderSpeech(mode: options.mode, names: { service.spokenName(of: $0) })
    speech.onRouteChange = { route in
        DriverReport.emit("route", ["route": route.rawValue, "observations": "\(speech.observations)"])
    }
    speech.onSend = { text in DriverReport.emit("sent", ["text": text]) }

    focusCalls.time("focus in") { speech.focusIn(language: options.language, isPassword: options.isPassword) }
    pump(for: .milliseconds(Int(options.settleSeconds * 1000))) {
        speech.observations.registryAnswered && speech.route != .none
    }
    DriverReport.emit("ready", ["route": speech.route.rawValue, "observations": "\(speech.observations)"])

    let engine = service.makeEngine()
    var keys = script.steps.makeIterator()
    for token in steps {
        if token.hasPrefix("wait:") {
            pump(for: .milliseconds(Int(token.dropFirst(5)) ?? 0))
            continue
        }
        guard let step = keys.next() else { break }
        for event in step.events {
            let previous = engine.snapshot
            let outcome = engine.handle(event)
            calls.time(step.name) { speech.update(from: previous, to: outcome.snapshot, commit: outcome.commit) }
        }
        pump(for: .milliseconds(options.interval))
    }
    pump(for: .milliseconds(options.lingerMilliseconds))
    calls.time("focus out") { speech.focusOut() }
    speech.speechDispatcherChannel?.waitUntilIdle()
    DriverReport.emit(
        "done",
        [
            "route": speech.route.rawValue, "calls": calls.count, "slowestCallMs": milliseconds(calls.slowest),
            "medianCallMs": calls.quantile(0.5), "slowestCalls": calls.slowestCalls,
            "focusInMs": milliseconds(focusCalls.slowest),
            "delivered": speech.speechDispatcherChannel?.deliveredCount ?? -1,
        ])
}

do {
    try MainActor.assumeIsolated { try run(DriverOptions(arguments: Array(CommandLine.arguments.dropFirst()))) }
} catch {
    FileHandle.standardError.write(Data("swift-emoji-speech-driver: \(error)\n".utf8))
    exit(2)
}
