import Foundation

/// Readings of Han characters from the Unihan database: Mandarin pinyin (`kMandarin`, tone marks
/// removed, then the other common readings of `kHanyuPinlu`) and Japanese on and kun readings
/// (`kJapanese`: on in katakana, kun in hiragana; both kept in hiragana here, on first as the file
/// lists them).
struct UnihanReadings {
    /// Han character → pinyin syllables without tones: kMandarin's (the customary reading, and the
    /// traditional character's where it differs), then each other reading that has at least
    /// ``commonReadingShare`` of the character's uses in kHanyuPinlu's corpus (乐: le, then yue, as
    /// in 音乐 yinyue; 觉: jue, then jiao, as in 睡觉 shuijiao).
    private(set) var mandarin: [Unicode.Scalar: [String]] = [:]
    /// The share of a character's uses from which a reading that kMandarin does not give is taken
    /// (着 zháo, 5 %, as in 睡着 shuizhao; not 了 liǎo, 2 %).
    static let commonReadingShare = 0.04
    /// Han character → on readings (Sino-Japanese) in hiragana.
    private(set) var japaneseOn: [Unicode.Scalar: [String]] = [:]
    /// Han character → kun readings (native Japanese) in hiragana, okurigana included.
    private(set) var japaneseKun: [Unicode.Scalar: [String]] = [:]

    init(mandarinPath: String, mandarinFrequenciesPath: String, japanesePath: String) throws {
        for (scalar, values) in try Self.read(mandarinPath) {
            mandarin[scalar] = values.map(Self.withoutTones)
        }
        for (scalar, values) in try Self.read(mandarinFrequenciesPath) {
            let counted = try values.map { try Self.countedReading($0, path: mandarinFrequenciesPath) }
            let total = counted.reduce(0) { $0 + $1.count }
            for (reading, count) in counted where Double(count) >= Self.commonReadingShare * Double(total) {
                if !(mandarin[scalar] ?? []).contains(reading) { mandarin[scalar, default: []].append(reading) }
            }
        }
        for (scalar, values) in try Self.read(japanesePath) {
            for value in values {
                let isOn = value.unicodeScalars.contains { (0x30A1...0x30FA).contains($0.value) }
                let hiragana = Self.hiragana(value)
                if isOn {
                    japaneseOn[scalar, default: []].append(hiragana)
                } else {
                    japaneseKun[scalar, default: []].append(hiragana)
                }
            }
        }
    }

    /// `732B<TAB>māo` (or a range, `34E3..34E4<TAB>qí`) lines → each scalar and its
    /// space-separated values.
    private static func read(_ path: String) throws -> [(Unicode.Scalar, [String])] {
        guard FileManager.default.fileExists(atPath: path) else { throw SourceError.missing(path: path) }
        var result: [(Unicode.Scalar, [String])] = []
        let text = try String(contentsOfFile: path, encoding: .utf8)
        for (number, line) in text.split(separator: "\n").enumerated() where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t")
            let bounds = (fields.first ?? "").split(separator: ".", omittingEmptySubsequences: true)
                .map { UInt32($0.hasPrefix("U+") ? $0.dropFirst(2) : $0, radix: 16) }
            guard fields.count == 2, (1...2).contains(bounds.count), let first = bounds.first ?? nil,
                let last = bounds.last ?? nil, first <= last
            else {
                throw SourceError.malformed(path: path, line: number + 1, "expected code point or range, tab, readings")
            }
            let values = fields[1].split(separator: " ").map(String.init)
            for value in first...last {
                if let scalar = Unicode.Scalar(value) { result.append((scalar, values)) }
            }
        }
        return result
    }

    /// `lè(283)` → (`le`, 283).
    private static func countedReading(_ value: String, path: String) throws -> (reading: String, count: Int) {
        guard value.hasSuffix(")"), let open = value.firstIndex(of: "("),
            let count = Int(value[value.index(after: open)..<value.index(before: value.endIndex)])
        else {
            throw SourceError.invalid(path: path, "expected a reading and its count, as lè(283): \(value)")
        }
        return (withoutTones(String(value[..<open])), count)
    }

    /// `māo` → `mao`, `lǜ` → `lu`.
    static func withoutTones(_ syllable: String) -> String {
        var view = String.UnicodeScalarView()
        view.append(
            contentsOf: syllable.decomposedStringWithCanonicalMapping.unicodeScalars.filter {
                !(0x0300...0x036F).contains($0.value)
            })
        return String(view).lowercased()
    }

    /// Katakana → hiragana (ー and other characters unchanged).
    static func hiragana(_ text: String) -> String {
        var view = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if (0x30A1...0x30F6).contains(scalar.value), let mapped = Unicode.Scalar(scalar.value - 0x60) {
                view.append(mapped)
            } else {
                view.append(scalar)
            }
        }
        return String(view)
    }
}
