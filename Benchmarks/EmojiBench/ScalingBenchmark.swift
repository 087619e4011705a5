import EmojiKit

#if canImport(Glibc)
    import Glibc
#endif

/// How per-key search time and memory grow with the number of locales loaded: 1, 2, 5, 10, 20, 40, 80 and all.
///
/// Each count runs in a fresh process (`scaling-one N`), so resident memory is that of N locales alone.
enum ScalingBenchmark {
    static let counts = [1, 2, 5, 10, 20, 40, 80]

    /// Runs every count in a child process and prints the table.
    static func run(runs: Int) throws {
        let database = try EmojiDatabase(path: DataLocation.indexPath())
        let all = database.availableLocales.count
        print(
            "| locales | load (ms) | per key median (µs) | p99 (µs) | RSS after load (MiB) | RSS after typing (MiB) | per key median ÷ locales (µs) |"
        )
        print("|---|---|---|---|---|---|---|")
        for count in counts + [all] {
            var rows: [[Double]] = []
            for _ in 0..<runs { rows.append(try child(count)) }
            func column(_ index: Int) -> [Double] { rows.map { $0[index] } }
            let median = column(1).sorted()[runs / 2]
            print(
                "| \(count) | \(Measurements.spread(column(0))) | \(Measurements.spread(column(1))) | \(Measurements.spread(column(2))) | \(Measurements.spread(column(3))) | \(Measurements.spread(column(4))) | \(String(format1: median / Double(count))) |"
            )
        }
    }

    /// Measures `count` locales in this process and prints one line of numbers.
    static func measureOne(_ count: Int) throws {
        let start = Measurements.now()
        let database = try EmojiDatabase(path: DataLocation.indexPath())
        let locales = ["en"] + database.availableLocales.filter { $0 != "en" }
        let languages = try database.languages(Array(locales.prefix(count)))
        let load = Double(Measurements.now() - start) / 1e6
        let afterLoad = Double(Measurements.residentKiB()) / 1024
        let searcher = EmojiSearcher(catalog: database.catalog, languages: languages)
        let summary = Measurements.Summary(
            SearchBenchmark.typing(try BenchmarkConfiguration.keywordPrefixes(), into: searcher))
        let afterTyping = Double(Measurements.residentKiB()) / 1024
        print(load, summary.median / 1000, summary.p99 / 1000, afterLoad, afterTyping)
    }

    /// Runs `scaling-one count` in a child process and reads its numbers.
    private static func child(_ count: Int) throws -> [Double] {
        let command = "\(CommandLine.arguments[0]) scaling-one \(count)"
        guard let pipe = popen(command, "r") else { throw BenchError("cannot run \(command)") }
        var output = ""
        var buffer = [CChar](repeating: 0, count: 4096)
        while fgets(&buffer, Int32(buffer.count), pipe) != nil {
            output += String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        pclose(pipe)
        let numbers = output.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Double($0) }
        guard numbers.count == 5 else { throw BenchError("unexpected output: \(output)") }
        return numbers
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
