import EmojiInput
import EmojiKit

/// The input engine: per-keystroke time of `InputEngine.handle` (search, paging and snapshot
/// included) while typing every English CLDR keyword letter by letter, then Escape.
enum EngineBenchmark {
    static func run(runs: Int, configurations: [BenchmarkConfiguration]) throws {
        let keywords = try BenchmarkConfiguration.englishKeywords()
        // Letters only (the engine treats other characters as punctuation), each keyword then Escape.
        var events: [KeyEvent] = []
        for keyword in keywords {
            for scalar in keyword.unicodeScalars where scalar.properties.isAlphabetic || scalar == " " {
                events.append(KeyEvent(keysym: KeySym(character: scalar)))
            }
            events.append(KeyEvent(keysym: .escape))
        }
        print("Key presses per run: \(events.count); \(runs) runs.")
        print("")
        print("| locales loaded | per key median (µs) | p90 (µs) | p99 (µs) | max (µs) |")
        print("|---|---|---|---|---|")
        for configuration in configurations {
            var medians: [Double] = []
            var p90s: [Double] = []
            var p99s: [Double] = []
            var maxima: [Double] = []
            for _ in 0..<runs {
                let database = try EmojiDatabase(path: DataLocation.indexPath())
                let settings = EngineSettings(languages: configuration.locales)
                let store = UserStateStore.inMemory()
                for id in configuration.committed(in: database.catalog) {
                    store.recordUse(of: database.catalog.string(id))
                }
                let engine = EmojiInputService(database: database, settings: settings, store: store).makeEngine()
                var samples: [UInt64] = []
                samples.reserveCapacity(events.count)
                for event in events {
                    let start = Measurements.now()
                    _ = engine.handle(event)
                    samples.append(Measurements.now() - start)
                }
                let summary = Measurements.Summary(samples)
                medians.append(summary.median / 1000)
                p90s.append(summary.p90 / 1000)
                p99s.append(summary.p99 / 1000)
                maxima.append(summary.max / 1000)
            }
            print(
                "| \(configuration.label) | \(Measurements.spread(medians)) | \(Measurements.spread(p90s)) | \(Measurements.spread(p99s)) | \(Measurements.spread(maxima)) |"
            )
        }
    }
}
