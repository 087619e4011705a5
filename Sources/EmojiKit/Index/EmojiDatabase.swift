import Synchronization

/// An emoji index on disk: the catalog, loaded at once, and the locales, loaded when asked for.
public final class EmojiDatabase: Sendable {
    /// The path of the index file.
    public let path: String
    /// The language-independent data.
    public let catalog: EmojiCatalog
    /// The CLDR locales the index has data for, sorted.
    public let availableLocales: [String]
    /// Maps user language tags to ``availableLocales``.
    public let languageMatcher: LanguageMatcher

    private let file: IndexFile
    private let loaded = Mutex<[String: LocaleAnnotations]>([:])
    private let sequenceLookup = Mutex<[String: EmojiSequenceID]?>(nil)

    /// Opens the index at `path`, reading its header, section table and catalog.
    public convenience init(path: String) throws(IndexError) {
        try self.init(source: IndexByteSource(path: path))
    }

    /// Opens an index held in memory; `name` stands for its path in error messages.
    public convenience init(bytes: [UInt8], name: String) throws(IndexError) {
        try self.init(source: IndexByteSource(bytes: bytes, name: name))
    }

    private init(source: IndexByteSource) throws(IndexError) {
        path = source.path
        file = try IndexFile(source: source)
        let coreBytes = try file.section(named: IndexFormat.coreSectionName)
        catalog = try EmojiCatalog(
            section: BlockSection(bytes: coreBytes, path: path, sectionName: IndexFormat.coreSectionName))
        let prefix = IndexFormat.localeSectionPrefix
        availableLocales = file.sectionNames
            .filter { $0.hasPrefix(prefix) }
            .map { String($0.dropFirst(prefix.count)) }
            .sorted()
        languageMatcher = LanguageMatcher(available: availableLocales)
    }

    /// The names of the index's sections, in file order (`core`, `locale:de`, …).
    public var sectionNames: [String] { file.sectionNames }

    /// The raw (inflated, checksum-verified) bytes of one section, for tools and tests.
    public func rawSection(named name: String) throws(IndexError) -> [UInt8] {
        try file.section(named: name)
    }

    /// The data of one CLDR locale (an exact id from ``availableLocales``), loaded once.
    public func annotations(locale: String) throws(IndexError) -> LocaleAnnotations {
        if let cached = loaded.withLock({ $0[locale] }) { return cached }
        let name = IndexFormat.localeSectionPrefix + locale
        guard file.entries[name] != nil else { throw .unknownLocale(path: path, locale: locale) }
        let section = try BlockSection(bytes: try file.section(named: name), path: path, sectionName: name)
        let annotations = try LocaleAnnotations(locale: locale, section: section, catalog: catalog)
        return loaded.withLock { cache in
            if let raced = cache[locale] { return raced }
            cache[locale] = annotations
            return annotations
        }
    }

    /// Loads the locales matching user language tags (`de`, `pt_BR.UTF-8`, `zh-TW`), in order and without duplicates.
    ///
    /// Throws ``LanguageError`` naming the first tag no locale matches.
    public func languages(_ tags: [String]) throws -> [LocaleAnnotations] {
        var result: [LocaleAnnotations] = []
        for tag in tags {
            guard let locale = languageMatcher.match(tag) else { throw LanguageError.unknown(tag) }
            if !result.contains(where: { $0.locale == locale }) {
                result.append(try annotations(locale: locale))
            }
        }
        return result
    }

    /// Loads every locale of the index.
    public func allLanguages() throws(IndexError) -> [LocaleAnnotations] {
        var result: [LocaleAnnotations] = []
        for locale in availableLocales { result.append(try annotations(locale: locale)) }
        return result
    }

    /// The sequence whose text is `text`, ignoring variation selector 16 (so unqualified and
    /// minimally-qualified forms such as `❤` find `❤️`).
    public func sequence(for text: String) -> EmojiSequenceID? {
        let key = Self.lookupKey(text)
        return sequenceLookup.withLock { table in
            if table == nil { table = buildLookup() }
            return table?[key]
        }
    }

    private func buildLookup() -> [String: EmojiSequenceID] {
        var table: [String: EmojiSequenceID] = [:]
        table.reserveCapacity(catalog.count + catalog.tonedCount)
        for index in 0..<catalog.tonedCount {
            let id = TonedEmojiID(index)
            table[Self.lookupKey(catalog.string(id))] = .toned(id)
        }
        // Base emoji win over a toned sequence with the same key (there is none in Unicode data).
        for id in catalog.allEmoji { table[Self.lookupKey(catalog.string(id))] = .base(id) }
        return table
    }

    static func lookupKey(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.lazy.filter { $0.value != 0xFE0F })
        return String(scalars)
    }
}

/// A language tag that matches no locale of the index.
public enum LanguageError: Error, Equatable, CustomStringConvertible {
    case unknown(String)

    public var description: String {
        switch self {
        case .unknown(let tag): "no emoji names for language '\(tag)'"
        }
    }
}
