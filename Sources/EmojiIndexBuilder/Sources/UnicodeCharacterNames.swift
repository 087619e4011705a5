import Foundation

/// Character names from UnicodeData.txt (`1F4B6;BANKNOTE WITH EURO SIGN;So;…`): English words
/// people copy from character maps, which CLDR's names do not always use.
struct UnicodeCharacterNames {
    private(set) var names: [Unicode.Scalar: String] = [:]

    /// Reads the names of the scalars `wanted` (ranges and control characters, whose name field
    /// is `<…>`, have none).
    init(path: String, wanted: Set<Unicode.Scalar>) throws {
        guard FileManager.default.fileExists(atPath: path) else { throw SourceError.missing(path: path) }
        let text = try String(contentsOfFile: path, encoding: .utf8)
        for (number, line) in text.split(separator: "\n").enumerated() {
            let fields = line.split(separator: ";", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3, let value = UInt32(fields[0], radix: 16) else {
                throw SourceError.malformed(path: path, line: number + 1, "expected code point;name;…")
            }
            guard let scalar = Unicode.Scalar(value), wanted.contains(scalar), !fields[1].hasPrefix("<") else {
                continue
            }
            names[scalar] = String(fields[1])
        }
        guard !names.isEmpty else { throw SourceError.invalid(path: path, "no names of emoji characters") }
    }

    /// The name of a single-character emoji (ignoring U+FE0F), in lower case.
    func name(of text: String) -> String? {
        let scalars = Array(text.unicodeScalars.filter { $0.value != 0xFE0F })
        guard scalars.count == 1, let name = names[scalars[0]] else { return nil }
        return name.lowercased()
    }
}

/// A saved emojitracker.com ranking: real-time Twitter usage counts of 845 emoji (2010s), the
/// global popularity prior of the search ranking.
struct EmojiTrackerCounts {
    /// Emoji text without U+FE0F → count.
    private(set) var counts: [String: UInt32] = [:]

    init(path: String) throws {
        guard FileManager.default.fileExists(atPath: path) else { throw SourceError.missing(path: path) }
        let text = try String(contentsOfFile: path, encoding: .utf8)
        // Each entry: `data-id="1F602"` … `<span class="score" id="score-1F602">\n1872748264</span>`.
        var currentID: String?
        for line in text.split(separator: "\n") {
            if let range = line.range(of: "data-id=\"") {
                let rest = line[range.upperBound...]
                currentID = rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
            } else if let id = currentID,
                let count = UInt32(
                    line.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "</span>", with: ""))
            {
                guard let emoji = ShortcodeSources.text(hexSequence: id) else {
                    throw SourceError.invalid(path: path, "bad data-id \(id)")
                }
                counts[CLDRAnnotations.key(emoji)] = count
                currentID = nil
            }
        }
        guard counts.count > 100 else { throw SourceError.invalid(path: path, "too few counts (\(counts.count))") }
    }
}
