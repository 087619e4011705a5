import Foundation

/// ASCII emoticons: emojibase's `emoticon` fields (`:)` 🙂, `;)` 😉, `<3` ❤️), the extras of
/// `emoticons-extra.tsv`, and for each one with eyes and a mouth its form with a nose (`:-)`).
struct EmoticonSources {
    /// Emoticon (as written) → emoji texts, first source first.
    private(set) var emoji: [String: [String]] = [:]
    /// Emoticons in the order they were first seen (for a deterministic build).
    private(set) var order: [String] = []

    init(emojibasePath: String, extrasPath: String) throws {
        guard FileManager.default.fileExists(atPath: emojibasePath) else {
            throw SourceError.missing(path: emojibasePath)
        }
        let data = try Data(contentsOf: URL(fileURLWithPath: emojibasePath))
        guard let entries = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] else {
            throw SourceError.invalid(path: emojibasePath, "expected an array of emoji")
        }
        for entry in entries {
            guard let text = entry["emoji"] as? String, let field = entry["emoticon"] else { continue }
            let emoticons = (field as? [String]) ?? [(field as? String)].compactMap { $0 }
            for emoticon in emoticons { add(emoticon, text) }
        }
        guard FileManager.default.fileExists(atPath: extrasPath) else { throw SourceError.missing(path: extrasPath) }
        let extras = try String(contentsOfFile: extrasPath, encoding: .utf8)
        for (number, line) in extras.split(separator: "\n").enumerated() where !line.hasPrefix("#") && number > 0 {
            let fields = line.split(separator: "\t")
            guard fields.count == 2 else {
                throw SourceError.malformed(path: extrasPath, line: number + 1, "expected emoticon, emoji")
            }
            guard fields[0] != "emoticon" else { continue }
            add(String(fields[0]), String(fields[1]))
        }
        for emoticon in order {
            guard let nosed = Self.withNose(emoticon) else { continue }
            for text in emoji[emoticon] ?? [] { add(nosed, text) }
        }
    }

    private mutating func add(_ emoticon: String, _ text: String) {
        if emoji[emoticon] == nil { order.append(emoticon) }
        if !(emoji[emoticon] ?? []).contains(text) { emoji[emoticon, default: []].append(text) }
    }

    /// `:)` → `:-)`, `:'(` → `:'-(`, `>:(` → `>:-(`, `O:)` → `O:-)`; nil when the emoticon has no
    /// eyes followed by a mouth.
    static func withNose(_ emoticon: String) -> String? {
        var scalars = Array(emoticon.unicodeScalars)
        var index = 0
        if index < scalars.count, ">oO0".unicodeScalars.contains(scalars[index]), scalars.count > 2 { index += 1 }
        guard index < scalars.count, ":;=8B".unicodeScalars.contains(scalars[index]) else { return nil }
        index += 1
        if index < scalars.count, scalars[index] == "'" { index += 1 }
        guard index < scalars.count, scalars[index] != "-", !scalars[index].properties.isWhitespace else { return nil }
        scalars.insert("-", at: index)
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }
}
