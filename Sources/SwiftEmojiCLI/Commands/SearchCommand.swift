import ArgumentParser
import EmojiKit

/// `swift-emoji search`: ranked results for a query.
struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Search emoji by name, keyword (any order, prefixes) or :shortcode.",
        discussion: """
            Words match the start of words in names and keywords, in any order ("heart red"). \
            A query starting with ':' searches shortcodes (":sob" lists shortcodes starting with \
            sob, ":sob:" is exact). One typo is forgiven in words of four letters or more. A query \
            longer than any name, keyword or shortcode finds nothing at once (with --batch: an \
            empty line).
            """
    )

    @OptionGroup var language: LanguageOptions

    @Option(help: "Show at most N results (0: all).")
    var limit = 28

    @OptionGroup var versions: VersionFilterOptions

    @Flag(help: "Print JSON: an array of objects with emoji, name, shortcodes, category, …")
    var json = false

    @Flag(help: "Read one query per line from standard input; print one line per query.")
    var batch = false

    @Argument(help: "The query words.")
    var query: [String] = []

    func validate() throws {
        if batch, !query.isEmpty {
            throw ValidationError(UIText.localized("--batch reads queries from standard input; give no QUERY"))
        }
        if !batch, query.isEmpty { throw ValidationError(UIText.localized("give a QUERY, or --batch")) }
        if limit < 0 { throw ValidationError(UIText.localized("--limit must be 0 or more")) }
        _ = try versions.filter
    }

    func run() throws {
        let data = try language.open()
        let searcher = EmojiSearcher(catalog: data.catalog, languages: data.languages)
        let options = SearchOptions(availability: try versions.availability(catalog: data.catalog))
        if batch {
            while let line = Output.readInputLine() {
                let hits = results(searcher.search(line, options: options))
                Output.line(
                    json
                        ? try Output.json(records(hits, data))
                        : hits.map { data.catalog.string($0.sequence) }.joined(separator: " "))
            }
            return
        }
        let text = query.joined(separator: " ")
        if searcher.isTooLong(text) {
            throw CLIError(
                UIText.localized(
                    "the query is longer than any emoji name, keyword or shortcode (at most {count} bytes)",
                    ["count": String(data.catalog.searchLimits.maximumQueryBytes)]))
        }
        let hits = results(searcher.search(text, options: options))
        if json {
            Output.line(try Output.json(records(hits, data)))
        } else if hits.isEmpty {
            let hidden = options.availability.isUnrestricted ? 0 : searcher.search(text).count
            let note =
                hidden > 0
                ? " ("
                    + UIText.localizedPlural(
                        "{count} left out by --max-version {version}; 'all' shows it",
                        "{count} left out by --max-version {version}; 'all' shows them", count: hidden,
                        ["version": versions.maxVersion]) + ")" : ""
            throw CLIError(
                UIText.localized("no emoji matches '{query}'", ["query": text]) + note)
        } else {
            for hit in hits {
                let shortcode = data.catalog.preferredShortcode(of: hit.sequence).map { ":\($0):" } ?? ""
                Output.line("\(data.catalog.string(hit.sequence))\t\(data.names.name(hit.sequence))\t\(shortcode)")
            }
        }
    }

    private func results(_ all: SearchResults) -> [SearchHit] {
        Array(limit == 0 ? all[...] : all.prefix(limit))
    }

    private func records(_ hits: [SearchHit], _ data: LoadedData) -> [EmojiRecord] {
        hits.map { hit in
            var record = EmojiRecord(hit.sequence, data: data)
            record.quality = hit.quality.description
            return record
        }
    }
}
