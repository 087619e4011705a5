import EmojiKit
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// Writing results: plain lines, or JSON via Codable.
enum Output {
    /// One line on standard output, flushed (batch mode answers line by line).
    static func line(_ text: String) {
        print(text)
        fflush(nil)
    }

    /// `value` as one line of JSON.
    static func json<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// A line of standard input without its newline, or `nil` at the end.
    static func readInputLine() -> String? {
        readLine(strippingNewline: true)
    }
}

/// One emoji as the CLI reports it.
struct EmojiRecord: Encodable {
    let emoji: String
    let name: String
    let shortcodes: [String]
    let category: String
    let subcategory: String
    let version: String
    let codepoints: String
    let skinTones: String
    var keywords: [String]?
    var quality: String?
    /// The CLDR release, not yet published, that the name comes from; `nil` for a released name.
    var provisionalName: String?
    /// `info`: the carrier code point asked about, and the carriers' code points for the emoji.
    var carrierCode: CarrierRecord?
    var carriers: [CarrierRecord]?

    init(_ sequence: EmojiSequenceID, data: LoadedData, keywords: Bool = false) {
        let catalog = data.catalog
        let names = data.names
        let base = catalog.baseEmoji(of: sequence)
        let text = catalog.string(sequence)
        emoji = text
        name = names.name(sequence)
        shortcodes = catalog.shortcodes(of: sequence)
        category = names.label(catalog.group(base))
        subcategory = catalog.subgroupName(base)
        switch sequence {
        case .base(let id): version = catalog.version(id).description
        case .toned(let id): version = catalog.version(id).description
        }
        codepoints = text.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
        skinTones = catalog.toneCapability(base).name
        self.keywords = keywords ? names.keywords(base) : nil
        if names.isNameProvisional(sequence) {
            provisionalName = "CLDR " + (catalog.dataVersions[IndexFormat.provisionalNamesKey] ?? "")
        }
    }
}
