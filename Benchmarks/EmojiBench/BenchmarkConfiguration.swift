import EmojiKit

/// A set of loaded languages to measure with.
struct BenchmarkConfiguration {
    let label: String
    let locales: [String]
    /// How many emoji the user's usage history holds (a search puts them first in their quality): 0 for a new user.
    var usedEmoji = 0

    /// 3 (en, de, fr) for a user whose history is full (``UsageHistory``'s 500 emoji), for the search benchmark.
    static let withHistory = BenchmarkConfiguration(
        label: "3 (en, de, fr), 500 used", locales: ["en", "de", "fr"], usedEmoji: 500)

    /// The ranking of a history of ``usedEmoji`` emoji spread over `catalog` (every seventh), with scores from 1 to 13.
    func usage(in catalog: EmojiCatalog) -> UsageRanking {
        let used = stride(from: 0, to: catalog.count, by: 7).prefix(usedEmoji)
        return UsageRanking(scores: Dictionary(uniqueKeysWithValues: used.map { (EmojiID($0), Double($0 % 13 + 1)) }))
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
