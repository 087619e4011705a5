import Foundation

/// Shortcodes from gemoji and emojibase, merged per emoji sequence in order of preference: gemoji (GitHub), emojibase's
/// GitHub and iamcal (Slack) sets, emojibase's own, CLDR-derived, then JoyPixels (EmojiOne).
///
/// Also gemoji's tags (`lol`, `haha`), English search words.
struct ShortcodeSources {
    /// Sequence text without U+FE0F → shortcodes, preferred first, without duplicates.
    private(set) var byKey: [String: [String]] = [:]
    /// Sequence text without U+FE0F → gemoji's tags.
    private(set) var tags: [String: [String]] = [:]

    init(gemojiPath: String, emojibasePaths: [String]) throws {
        let gemoji = try Self.json(gemojiPath)
        guard let list = gemoji as? [[String: Any]] else {
            throw SourceError.invalid(path: gemojiPath, "expected an array")
        }
        for item in list {
            guard let emoji = item["emoji"] as? String, let aliases = item["aliases"] as? [String] else { continue }
            add(aliases, to: CLDRAnnotations.key(emoji))
            if let tagList = item["tags"] as? [String], !tagList.isEmpty { tags[CLDRAnnotations.key(emoji)] = tagList }
        }
        for path in emojibasePaths {
            guard let table = try Self.json(path) as? [String: Any] else {
                throw SourceError.invalid(path: path, "expected an object")
            }
            for hex in table.keys.sorted() {
                let codes = (table[hex] as? [String]) ?? [(table[hex] as? String)].compactMap { $0 }
                guard let text = Self.text(hexSequence: hex) else {
                    throw SourceError.invalid(path: path, "bad code points \(hex)")
                }
                add(codes, to: CLDRAnnotations.key(text))
            }
        }
    }

    private mutating func add(_ codes: [String], to key: String) {
        var list = byKey[key] ?? []
        for code in codes where !code.isEmpty && !list.contains(code) { list.append(code) }
        byKey[key] = list
    }

    /// The text of a hex code point sequence: `1F44B-1F3FB` → 👋🏻.
    static func text(hexSequence: String) -> String? {
        var view = String.UnicodeScalarView()
        for part in hexSequence.split(separator: "-") {
            guard let value = UInt32(part, radix: 16), let scalar = Unicode.Scalar(value) else { return nil }
            view.append(scalar)
        }
        return String(view)
    }

    private static func json(_ path: String) throws -> Any {
        guard FileManager.default.fileExists(atPath: path) else { throw SourceError.missing(path: path) }
        return try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
    }
}
