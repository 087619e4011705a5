import EmojiKit
import Foundation

/// `swift-emoji-bench search|engine|scaling [--runs N] [LOCALES]`: in-process benchmarks printing Markdown tables;
/// `search --slowest N` also lists the N slowest keystrokes.
///
/// LOCALES is a comma-separated list or `all`; by default 1, 3 and every locale are measured. Each figure is the median
/// over the runs, with the range in parentheses.
///
/// `swift-emoji-bench held-key [--runs N] [LOCALES]`: a key held down for 10,000 presses (default: en, de, fr).
///
/// `swift-emoji-bench quality QUERIES [COMPARISON.json]`: the search evaluation set scored per kind,
/// beside another engine's results on it.
@main
struct BenchMain {
    static func main() {
        do {
            try run(Array(CommandLine.arguments.dropFirst()))
        } catch {
            FileHandle.standardError.write(Data("swift-emoji-bench: \(error)\n".utf8))
            exit(1)
        }
    }

    private static func run(_ commandLine: [String]) throws {
        var arguments = commandLine
        var runs = 5
        if let flag = arguments.firstIndex(of: "--runs"), flag + 1 < arguments.count,
            let value = Int(arguments[flag + 1])
        {
            runs = max(1, value)
            arguments.removeSubrange(flag...flag + 1)
        }
        var slowest = 0
        if let flag = arguments.firstIndex(of: "--slowest"), flag + 1 < arguments.count,
            let value = Int(arguments[flag + 1])
        {
            slowest = max(0, value)
            arguments.removeSubrange(flag...flag + 1)
        }
        guard let mode = arguments.first,
            ["search", "engine", "scaling", "scaling-one", "quality", "held-key"].contains(mode),
            !arguments.contains("--help"), !arguments.contains("-h")
        else {
            print(
                "usage: swift-emoji-bench search|engine|scaling|held-key [--runs N] [LOCALES] | quality QUERIES [COMPARISON.json]"
            )
            return
        }
        if mode == "quality", arguments.count >= 2 {
            for path in arguments.dropFirst() where !FileManager.default.isReadableFile(atPath: path) {
                throw BenchError("cannot read \(path)")
            }
            return try QualityBenchmark.run(queriesPath: arguments[1], comparisonPath: arguments.dropFirst(2).first)
        }
        if mode == "scaling" { return try ScalingBenchmark.run(runs: runs) }
        if mode == "held-key" {
            let locales = arguments.dropFirst().first.map { $0.split(separator: ",").map(String.init) }
            return try HeldKeyBenchmark.run(runs: runs, locales: locales ?? ["en", "de", "fr"])
        }
        if mode == "scaling-one" {
            return try ScalingBenchmark.measureOne(Int(arguments.dropFirst().first ?? "1") ?? 1)
        }
        let database = try EmojiDatabase(path: DataLocation.indexPath())
        var configurations = BenchmarkConfiguration.standard(arguments.dropFirst().first, database: database)
        if arguments.count == 1 {
            // A user with a full history too, after the three languages, where no locales are given.
            configurations.insert(.withHistory, at: 2)
        }
        if mode == "search" {
            try SearchBenchmark.run(runs: runs, configurations: configurations, slowest: slowest)
        } else {
            try EngineBenchmark.run(runs: runs, configurations: configurations)
        }
    }
}
