import Foundation

/// emojibase's localized shortcodes (`<locale>-shortcodes-cldr.raw.json`): CLDR names written as
/// shortcodes in 27 languages (`katzengesicht`, `neko_no_kao`, `mao_lian`).
struct LocalizedShortcodes {
    /// CLDR locale id → emoji text without U+FE0F → shortcodes.
    private(set) var byLocale: [String: [String: [String]]] = [:]

    /// Reads every `*-shortcodes-cldr.raw.json` in `directory`.
    init(directory: String) throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { $0.hasSuffix("-shortcodes-cldr.raw.json") }.sorted()
        guard !files.isEmpty else { throw SourceError.missing(path: directory + "/*-shortcodes-cldr.raw.json") }
        for file in files {
            let path = directory + "/" + file
            let locale = Self.cldrLocale(String(file.dropLast("-shortcodes-cldr.raw.json".count)))
            guard
                let table = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
                    as? [String: Any]
            else {
                throw SourceError.invalid(path: path, "expected an object")
            }
            var codes: [String: [String]] = [:]
            for hex in table.keys.sorted() {
                guard let text = ShortcodeSources.text(hexSequence: hex) else {
                    throw SourceError.invalid(path: path, "bad code points \(hex)")
                }
                codes[CLDRAnnotations.key(text)] =
                    (table[hex] as? [String]) ?? [(table[hex] as? String)].compactMap { $0 }
            }
            byLocale[locale] = codes
        }
    }

    /// emojibase's file names to CLDR ids: `en-gb` → `en-GB`, `zh-hant` → `zh-Hant`.
    static func cldrLocale(_ name: String) -> String {
        let parts = name.split(separator: "-").map(String.init)
        guard parts.count > 1 else { return name }
        return
            ([parts[0]]
            + parts.dropFirst().map { $0.count == 4 ? $0.prefix(1).uppercased() + $0.dropFirst() : $0.uppercased() })
            .joined(separator: "-")
    }

    /// The shortcodes of `locale` or of its nearest ancestor that has them.
    func shortcodes(for locale: String) -> [String: [String]]? {
        for ancestor in LocaleParents.chain(of: locale) {
            if let codes = byLocale[ancestor] { return codes }
        }
        return nil
    }
}
