import EmojiKit

#if canImport(Glibc)
    import Glibc
#endif

/// The search library alone: per-keystroke search time while typing every English CLDR keyword
/// letter by letter, with 1, 3 and all locales loaded; load times; resident memory.
enum SearchBenchmark {
    /// Prints a table row per configuration.
    ///
    /// `slowest` > 0 lists that many keystrokes with the longest median time over the runs after each table row, to
    /// see which queries make the tail.
    static func run(runs: Int, configurations: [BenchmarkConfiguration], slowest: Int = 0) throws {
        let path = DataLocation.indexPath()
        let prefixes = try BenchmarkConfiguration.keywordPrefixes()

        print("Keystrokes per run: \(prefixes.count); \(runs) runs.")
        print("")
        print(
            "| locales loaded | open + load | per keystroke median (µs) | p90 (µs) | p99 (µs) | max (µs) | RSS after |")
        print("|---|---|---|---|---|---|---|")
        for configuration in configurations {
            let (label, tags) = (configuration.label, configuration.locales)
            var loads: [Double] = []
            var medians: [Double] = []
            var p90s: [Double] = []
            var p99s: [Double] = []
            var maxima: [Double] = []
            var resident = 0
            var perKeystroke: [[UInt64]] = []
            for _ in 0..<runs {
                let start = Measurements.now()
                let fresh = try EmojiDatabase(path: path)
                let languages = try fresh.languages(tags)
                loads.append(Double(Measurements.now() - start) / 1e6)
                let searcher = EmojiSearcher(catalog: fresh.catalog, languages: languages)
                let options = SearchOptions(usage: configuration.usage(in: fresh))
                let samples = typing(prefixes, into: searcher, options: options)
                if slowest > 0 { perKeystroke.append(samples) }
                let summary = Measurements.Summary(samples)
                medians.append(summary.median / 1000)
                p90s.append(summary.p90 / 1000)
                p99s.append(summary.p99 / 1000)
                maxima.append(summary.max / 1000)
                resident = Measurements.residentKiB()
            }
            print(
                "| \(label) | \(Measurements.spread(loads)) ms | \(Measurements.spread(medians)) | \(Measurements.spread(p90s)) | \(Measurements.spread(p99s)) | \(Measurements.spread(maxima)) | \(resident / 1024) MiB |"
            )
            if slowest > 0 { printSlowest(slowest, of: prefixes, samples: perKeystroke) }
        }
    }

    /// The `count` keystrokes with the longest median time over the runs, slowest first, as one Markdown line.
    private static func printSlowest(_ count: Int, of prefixes: [String], samples: [[UInt64]]) {
        let medians = prefixes.indices.map { index in samples.map { $0[index] }.sorted()[samples.count / 2] }
        let slowest = medians.indices.sorted { medians[$0] > medians[$1] }.prefix(count)
        let listed = slowest.map { "`\(prefixes[$0])` \(String(format1: Double(medians[$0]) / 1000))" }
        print("|  | slowest: " + listed.joined(separator: ", ") + " |||||")
    }

    /// Times every keystroke: a search plus taking its first page of 28.
    static func typing(
        _ prefixes: [String], into searcher: EmojiSearcher, options: SearchOptions = SearchOptions()
    ) -> [UInt64] {
        var samples: [UInt64] = []
        samples.reserveCapacity(prefixes.count)
        var sink = 0
        for prefix in prefixes {
            let start = Measurements.now()
            let results = searcher.search(prefix, options: options)
            sink &+= results.prefix(28).reduce(0) { $0 &+ $1.emoji.index } &+ results.count
            samples.append(Measurements.now() - start)
        }
        if sink == 42 { print("") }  // keeps the work observable
        return samples
    }

}
