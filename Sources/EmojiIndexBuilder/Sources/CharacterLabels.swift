import Foundation

/// CLDR character labels (localized category names), from `characterLabels.tsv`.
///
/// The values are resolved: a locale without a translation repeats root's English text. Those rows
/// are dropped (except for English locales), so "no label" means "show the English name".
struct CharacterLabels {
    /// locale → label type → label.
    private(set) var labels: [String: [String: String]] = [:]

    init(path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var rows: [(String, String, String)] = []
        for (number, line) in text.split(separator: "\n").enumerated() where number > 0 {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3 else {
                throw SourceError.malformed(path: path, line: number + 1, "expected locale, type, label")
            }
            rows.append((String(fields[0]), String(fields[1]), String(fields[2])))
        }
        guard !rows.isEmpty else { throw SourceError.invalid(path: path, "no labels") }
        let root = Dictionary(
            rows.filter { $0.0 == "und" }.map { ($0.1, $0.2) }, uniquingKeysWith: { first, _ in first })
        for (locale, type, label) in rows where locale != "und" {
            let isEnglish = locale == "en" || locale.hasPrefix("en-")
            if !isEnglish, root[type] == label { continue }
            labels[locale, default: [:]][type] = label
        }
    }

    /// The label of `type` in `locale` or the nearest ancestor that translates it.
    func label(_ type: String, locale: String) -> String? {
        for ancestor in LocaleParents.chain(of: locale) {
            if let label = labels[ancestor]?[type] { return label }
        }
        return nil
    }
}
