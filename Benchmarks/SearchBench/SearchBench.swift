#if canImport(Glibc)
import Glibc
#endif
import EmojiKit

/// `swift-emoji-bench`: per-keystroke search time while typing every English CLDR keyword letter by
/// letter, with 1, 3 and all locales loaded; load times; resident memory. Prints Markdown.
///
/// Usage: `swift-emoji-bench [--runs N] [LOCALES]` where LOCALES is e.g. `de,en` or `all`
/// (default: the three standard configurations). Each figure is the median over the runs, with
/// the range (min–max) in parentheses.
@main
struct SearchBench {
    static func main() throws {
        var arguments = Array(CommandLine.arguments.dropFirst())
        var runs = 5
        if let flag = arguments.firstIndex(of: "--runs"), flag + 1 < arguments.count, let value = Int(arguments[flag + 1]) {
            runs = max(1, value)
            arguments.removeSubrange(flag...flag + 1)
        }
        let path = DataLocation.indexPath()
        let database = try EmojiDatabase(path: path)
        let english = try database.annotations(locale: "en")
        var keywords: [String] = []
        var seen: Set<String> = []
        for id in database.catalog.allEmoji {
            for keyword in english.keywords(id) where seen.insert(keyword).inserted { keywords.append(keyword) }
        }
        let prefixes = keywords.flatMap { keyword in (1...keyword.count).map { String(keyword.prefix($0)) } }

        var configurations = [("1 (en)", ["en"]), ("3 (en, de, fr)", ["en", "de", "fr"]), ("all \(database.availableLocales.count)", database.availableLocales)]
        if let tags = arguments.first {
            let list = tags.split(separator: ",").map(String.init)
            configurations = [(list.joined(separator: ", "), list == ["all"] ? database.availableLocales : list)]
        }

        print("Keystrokes per run: \(prefixes.count) (every prefix of the \(keywords.count) distinct English CLDR keywords); \(runs) runs.")
        print("")
        print("| locales loaded | open + load | per keystroke median (µs) | p90 (µs) | p99 (µs) | max (µs) | RSS after |")
        print("|---|---|---|---|---|---|---|")
        for (label, tags) in configurations {
            var loads: [Double] = []
            var medians: [Double] = []
            var p90s: [Double] = []
            var p99s: [Double] = []
            var maxima: [Double] = []
            var resident = 0
            for _ in 0..<runs {
                let start = Measurements.now()
                let fresh = try EmojiDatabase(path: path)
                let languages = try fresh.languages(tags)
                loads.append(Double(Measurements.now() - start) / 1e6)
                let searcher = EmojiSearcher(catalog: fresh.catalog, languages: languages)
                let summary = Measurements.Summary(typing(prefixes, into: searcher))
                medians.append(summary.median / 1000)
                p90s.append(summary.p90 / 1000)
                p99s.append(summary.p99 / 1000)
                maxima.append(summary.max / 1000)
                resident = Measurements.residentKiB()
            }
            print("| \(label) | \(spread(loads)) ms | \(spread(medians)) | \(spread(p90s)) | \(spread(p99s)) | \(spread(maxima)) | \(resident / 1024) MiB |")
        }
    }

    /// Times every keystroke: a search plus taking its first page of 28.
    static func typing(_ prefixes: [String], into searcher: EmojiSearcher) -> [UInt64] {
        var samples: [UInt64] = []
        samples.reserveCapacity(prefixes.count)
        var sink = 0
        for prefix in prefixes {
            let start = Measurements.now()
            let results = searcher.search(prefix)
            sink &+= results.prefix(28).reduce(0) { $0 &+ $1.emoji.index } &+ results.count
            samples.append(Measurements.now() - start)
        }
        if sink == 42 { print("") }  // keeps the work observable
        return samples
    }

    /// `median (min–max)` with one decimal.
    static func spread(_ values: [Double]) -> String {
        let sorted = values.sorted()
        let median = sorted[sorted.count / 2]
        guard sorted.count > 1 else { return String(format1: median) }
        return "\(String(format1: median)) (\(String(format1: sorted[0]))–\(String(format1: sorted[sorted.count - 1])))"
    }
}
