import Foundation

/// The words people type for an emoji beyond CLDR's names and keywords, from two everyday lists:
/// emojilib's English keywords (`🐶`: woof, puppy, pet) and Mozc's Japanese readings (`😂`: わらい,
/// おおわらい) and descriptions (爆笑), which the index also holds romanized.
///
/// Their keywords are loose in places (brands, old names, far associations such as `italy` for 🍕),
/// so the index keeps them in a layer of their own, ranked below every CLDR name and keyword: a
/// loose word can add an emoji after the real matches, never push one down. Entries that are no
/// words at all (emojilib's `:D`, Mozc's `#`) are left out.
struct EverydayWords {
    /// Emoji key (text without U+FE0F) → words, in the list's order, without duplicates.
    private(set) var words: [String: [String]] = [:]

    /// emojilib's `emoji-en-US.json`: emoji → keywords (the first one the name in snake case).
    static func emojilib(path: String) throws -> EverydayWords {
        guard let table = try json(path) as? [String: [String]] else {
            throw SourceError.invalid(path: path, "expected an object of keyword arrays")
        }
        var result = EverydayWords()
        for (emoji, keywords) in table {
            let key = CLDRAnnotations.key(emoji)
            for keyword in keywords {
                let text = keyword.replacingOccurrences(of: "_", with: " ")
                if isWordText(text) { result.add(text, to: key) }
            }
        }
        return result
    }

    /// Mozc's `emoji_data.tsv`: code points, emoji, readings (hiragana, space-separated), Unicode
    /// name, Japanese name, descriptions (space-separated), version.
    static func mozc(path: String) throws -> EverydayWords {
        guard FileManager.default.fileExists(atPath: path) else { throw SourceError.missing(path: path) }
        var result = EverydayWords()
        let text = try String(contentsOfFile: path, encoding: .utf8)
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where !line.isEmpty && !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 7 else {
                throw SourceError.malformed(path: path, line: number + 1, "expected 7 tab-separated fields")
            }
            let key = CLDRAnnotations.key(String(fields[1]))
            for reading in fields[2].split(separator: " ") where isKana(reading) {
                result.add(String(reading), to: key)
            }
            for description in fields[5].split(separator: " ") {
                for part in descriptionParts(description) where isWordText(part) { result.add(part, to: key) }
            }
        }
        return result
    }

    /// A description's words: itself, or with a gloss in brackets or a slash between two words, each
    /// (`花見(さくら）` → 花見, さくら; `手（バイバイ）` → 手, バイバイ; `ゴメン／お願い` → ゴメン, お願い).
    private static func descriptionParts(_ description: Substring) -> [String] {
        description.split { "()（）/／".contains($0) }.map(String.init)
    }

    private mutating func add(_ word: String, to key: String) {
        if !(words[key] ?? []).contains(word) { words[key, default: []].append(word) }
    }

    /// Letters (of any script) and digits, with spaces, hyphens and apostrophes between them.
    private static func isWordText(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.isAlphabetic }
            && text.unicodeScalars.allSatisfy {
                $0.properties.isAlphabetic || $0.properties.numericType != nil || $0.properties.isDiacritic
                    || " -'’・".unicodeScalars.contains($0)
            }
    }

    /// Hiragana or katakana only (with the long-vowel mark): a reading the romanizer knows.
    private static func isKana(_ text: Substring) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { (0x3041...0x30FF).contains($0.value) }
    }

    private static func json(_ path: String) throws -> Any {
        guard FileManager.default.fileExists(atPath: path) else { throw SourceError.missing(path: path) }
        return try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
    }
}
