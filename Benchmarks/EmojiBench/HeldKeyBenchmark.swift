import EmojiInput
import EmojiKit

/// A key held down: `InputEngine.handle` for each of 10,000 presses of one key, with the per-key
/// time and the resident memory at query lengths 10, 100, 1,000 and 10,000, beside the per-key time
/// of typing real keywords (the short queries people type).
enum HeldKeyBenchmark {
    /// The query lengths reported; each figure is over the keys up to that length since the one before.
    static let lengths = [10, 100, 1_000, 10_000]

    static func run(runs: Int, locales: [String]) throws {
        let (keywordEvents, longestKeyword) = try keywordKeys()
        print("Languages: \(locales.joined(separator: ", ")); \(runs) runs, each in a fresh engine.")
        print("")
        print("| keys | query length | per key median (µs) | p99 (µs) | × short queries | RSS (MiB) |")
        print("|---|---|---|---|---|---|")
        var short: [Double] = []
        var medians = [[Double]](repeating: [], count: lengths.count)
        var p99s = [[Double]](repeating: [], count: lengths.count)
        var resident = [[Double]](repeating: [], count: lengths.count)
        for _ in 0..<runs {
            let database = try EmojiDatabase(path: DataLocation.indexPath())
            let service = EmojiInputService(
                database: database, settings: EngineSettings(languages: locales), store: .inMemory())
            let typing = service.makeEngine()
            short.append(Measurements.Summary(keywordEvents.map { time(typing, $0) }).median / 1000)

            let held = service.makeEngine()
            let key = KeyEvent(keysym: KeySym(character: "a"))
            var start = 0
            for (slot, length) in lengths.enumerated() {
                let samples = (start..<length).map { _ in time(held, key) }
                let summary = Measurements.Summary(samples)
                medians[slot].append(summary.median / 1000)
                p99s[slot].append(summary.p99 / 1000)
                resident[slot].append(Double(Measurements.residentKiB()) / 1024)
                start = length
            }
        }
        let shortMedian = short.sorted()[short.count / 2]
        print("| keywords typed, each then Escape | 1–\(longestKeyword) | \(Measurements.spread(short)) | | 1.0 | |")
        var previous = 0
        for (slot, length) in lengths.enumerated() {
            let median = medians[slot].sorted()[runs / 2]
            print(
                "| `a` × \(previous + 1)–\(length) | \(previous + 1)–\(length) | \(Measurements.spread(medians[slot])) | \(Measurements.spread(p99s[slot])) | \(String(format1: median / shortMedian)) | \(Measurements.spread(resident[slot])) |"
            )
            previous = length
        }
    }

    /// Every English keyword typed letter by letter, each followed by Escape; and the longest.
    private static func keywordKeys() throws -> ([KeyEvent], Int) {
        var events: [KeyEvent] = []
        var longest = 0
        for keyword in try BenchmarkConfiguration.englishKeywords() {
            let letters = keyword.unicodeScalars.filter { $0.properties.isAlphabetic || $0 == " " }
            longest = max(longest, letters.count)
            events += letters.map { KeyEvent(keysym: KeySym(character: $0)) }
            events.append(KeyEvent(keysym: .escape))
        }
        return (events, longest)
    }

    /// The time of one `handle` call, in nanoseconds.
    private static func time(_ engine: InputEngine, _ event: KeyEvent) -> UInt64 {
        let start = Measurements.now()
        _ = engine.handle(event)
        return Measurements.now() - start
    }
}
