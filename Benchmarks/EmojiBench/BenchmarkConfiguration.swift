import EmojiInput
import EmojiKit

/// A set of loaded languages to measure with.
struct BenchmarkConfiguration {
    let label: String
    let locales: [String]
    /// How many emoji the user committed before typing, each a different one: 0 for a new user.
    var commits = 0

    /// 3 (en, de, fr) for a user who committed 100 different emoji (``UsageHistory`` remembers the last 66: each commit
    /// decays the earlier scores by 0.9, and those below 0.001 are forgotten), for the search and engine benchmarks.
    static let withHistory = BenchmarkConfiguration(
        label: "3 (en, de, fr), with history", locales: ["en", "de", "fr"], commits: 100)

    /// The emoji committed, in order: every seventh of `catalog`, as many as ``commits``.
    func committed(in catalog: EmojiCatalog) -> [EmojiID] {
        stride(from: 0, to: catalog.count, by: 7).prefix(commits).map(EmojiID.init)
    }

    /// The usage ranking those commits leave.
    func usage(in database: EmojiDatabase) -> UsageRanking {
        var history = UsageHistory()
        for id in committed(in: database.catalog) { history.record(database.catalog.string(id)) }
        return history.ranking(in: database)
    }

    /// 1 (en), 3 (en, de, fr), 3 with romanized readings and no English (ja, zh, ko: most English words find
    /// nothing, so every pass that fills a short answer runs, typos last), 4 (ja, zh, ko, en: every Latin word is
    /// also looked up in their readings) and every locale; or the comma-separated list given.
    static func standard(_ argument: String?, database: EmojiDatabase) -> [BenchmarkConfiguration] {
        if let argument {
            let list = argument.split(separator: ",").map(String.init)
            return [
                BenchmarkConfiguration(
                    label: list.joined(separator: ", "), locales: list == ["all"] ? database.availableLocales : list)
            ]
        }
        return [
            BenchmarkConfiguration(label: "1 (en)", locales: ["en"]),
            BenchmarkConfiguration(label: "3 (en, de, fr)", locales: ["en", "de", "fr"]),
            BenchmarkConfiguration(label: "3 (ja, zh, ko)", locales: ["ja", "zh", "ko"]),
            BenchmarkConfiguration(label: "4 (ja, zh, ko, en)", locales: ["ja", "zh", "ko", "en"]),
            BenchmarkConfiguration(label: "all \(database.availableLocales.count)", locales: database.availableLocales),
        ]
    }

    /// The distinct English CLDR keywords, in emoji order.
    static func englishKeywords() throws -> [String] {
        let database = try EmojiDatabase(path: DataLocation.indexPath())
        let english = try database.annotations(locale: "en")
        var keywords: [String] = []
        var seen: Set<String> = []
        for id in database.catalog.allEmoji {
            for keyword in english.keywords(id) where seen.insert(keyword).inserted { keywords.append(keyword) }
        }
        return keywords
    }

    /// Every prefix of every English keyword: what typing them letter by letter searches for.
    static func keywordPrefixes() throws -> [String] {
        try englishKeywords().flatMap { keyword in (1...keyword.count).map { String(keyword.prefix($0)) } }
    }
}
