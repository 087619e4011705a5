import EmojiIndexBuilder
import EmojiKit

/// Fuzzing the index loader: every input becomes a damaged index, which must load or fail with an
/// `IndexError` — never crash — and, if it loads, must search, name and tone without crashing.
///
/// To reach past the checksums and the compression, an input does not replace the whole file but
/// edits a small valid index (the real core and one real locale) in one of three ways:
///
///     byte 0 (mod 3)  0: edit the file's bytes (header, table, stored sections)
///                     1: edit a section's raw bytes, stored uncompressed with a fixed CRC
///                     2: edit a section's deflated bytes, with a fixed CRC
///     byte 1          which locale
///     byte 2          which section is edited in modes 1 and 2 (even: core, odd: locale)
///     bytes 3…6       a length to truncate the result to (0: none)
///     then            edits of 5 bytes: a 32-bit offset (taken modulo the size) and a value
public struct IndexLoaderFuzzer: Sendable {
    private let core: [UInt8]
    private let locales: [(name: String, raw: [UInt8])]

    /// Loads the raw sections from the real index at `indexPath`.
    public init(indexPath: String) throws {
        let database = try EmojiDatabase(path: indexPath)
        core = try database.rawSection(named: IndexFormat.coreSectionName)
        // A few locales of different scripts and sizes.
        locales = try ["en", "de", "ja", "ar", "sat", "zh-Hant-HK"].map { locale in
            (locale, try database.rawSection(named: IndexFormat.localeSectionPrefix + locale))
        }
    }

    public func run(_ input: [UInt8]) {
        let bytes = index(from: input)
        exercise(bytes)
    }

    /// The damaged index an input describes.
    func index(from input: [UInt8]) -> [UInt8] {
        let mode = input.first.map { Int($0) % 3 } ?? 0
        let locale = locales[Int(input.count > 1 ? input[1] : 0) % locales.count]
        let editsLocale = input.count > 2 && input[2] % 2 == 1
        let truncation = input.count > 6 ? Self.int32(input, at: 3) : 0
        var edits: [(offset: Int, value: UInt8)] = []
        for start in stride(from: 7, to: input.count - 4, by: 5) {
            edits.append((Self.int32(input, at: start), input[start + 4]))
        }

        var coreRaw = core
        var localeRaw = locale.raw
        if mode == 1 {
            if editsLocale { apply(edits, to: &localeRaw) } else { apply(edits, to: &coreRaw) }
        }
        var writer = IndexWriter()
        let compressed: IndexFormat.Compression = mode == 2 ? .deflate : .none
        writer.add(IndexFormat.coreSectionName, coreRaw, compression: mode == 2 && !editsLocale ? .deflate : .none)
        writer.add(
            IndexFormat.localeSectionPrefix + locale.name, localeRaw,
            compression: mode == 2 && editsLocale ? compressed : .none)
        guard var file = try? writer.bytes(level: 1) else { return [] }
        if mode == 0 {
            apply(edits, to: &file)
        } else if mode == 2 {
            IndexFuzzing.editStoredSection(editsLocale ? 1 : 0, of: &file) { apply(edits, to: &$0) }
        }
        if truncation > 0 { file = Array(file.prefix(truncation % (file.count + 1))) }
        return file
    }

    /// A little-endian 32-bit number at `start`.
    private static func int32(_ bytes: [UInt8], at start: Int) -> Int {
        var value = 0
        for offset in 0..<4 { value |= Int(bytes[start + offset]) << (8 * offset) }
        return value
    }

    private func apply(_ edits: [(offset: Int, value: UInt8)], to bytes: inout [UInt8]) {
        guard !bytes.isEmpty else { return }
        for edit in edits { bytes[edit.offset % bytes.count] = edit.value }
    }

    /// Loads `bytes` and uses everything a frontend uses.
    private func exercise(_ bytes: [UInt8]) {
        guard let database = try? EmojiDatabase(bytes: bytes, name: "fuzz.index") else { return }
        let catalog = database.catalog
        guard let languages = try? database.allLanguages() else { return }
        let searcher = EmojiSearcher(catalog: catalog, languages: languages)
        for query in ["a", "cat", "heart red", ":sob", ":sob:", "hapy", "笑", "ｃａｆé"] {
            for hit in searcher.search(query).prefix(30) {
                _ = catalog.string(hit.sequence)
                _ = catalog.shortcodes(of: hit.sequence)
                _ = catalog.applying([.medium], to: hit.emoji)
                _ = catalog.applying([.light, .dark], to: hit.emoji)
            }
        }
        let names = LocalizedNames(catalog: catalog, languages: languages)
        for index in stride(from: 0, to: catalog.count, by: 97) {
            _ = names.name(EmojiID(index))
            _ = names.keywords(EmojiID(index))
            _ = names.isNameProvisional(.base(EmojiID(index)))
        }
        for index in stride(from: 0, to: catalog.tonedCount, by: 101) { _ = names.name(TonedEmojiID(index)) }
        for group in catalog.groups { _ = names.label(group) }
        let text = ShortcodeText(database: database)
        _ = text.demojize(text.emojize("a :heart: b :+1::skin-tone-3: :nope:"))
        let carriers = CarrierTextConverter(database: database)
        for carrier in Carrier.allCases {
            _ = carriers.toCarrier(
                carriers.toUnicode("a \u{E415}\u{E04A} \u{E501}\u{E63E} b", from: [carrier]).text, carrier)
        }
    }
}

/// Helpers on the index layout for fuzzing.
enum IndexFuzzing {
    /// Edits the stored bytes of section `index` and rewrites its CRC in the table.
    static func editStoredSection(_ index: Int, of file: inout [UInt8], _ edit: (inout [UInt8]) -> Void) {
        let entry = IndexFormat.headerSize + index * IndexFormat.tableEntrySize
        guard file.count >= entry + IndexFormat.tableEntrySize else { return }
        func field(_ offset: Int, _ width: Int) -> Int {
            (0..<width).reduce(0) { $0 | Int(file[entry + offset + $1]) << (8 * $1) }
        }
        let start = field(24, 8)
        let length = field(32, 4)
        guard start + length <= file.count else { return }
        var stored = Array(file[start..<start + length])
        edit(&stored)
        file.replaceSubrange(start..<start + length, with: stored)
        let crc = Zlib.crc32(stored)
        for byte in 0..<4 { file[entry + 40 + byte] = UInt8(truncatingIfNeeded: crc >> (8 * UInt32(byte))) }
    }
}
