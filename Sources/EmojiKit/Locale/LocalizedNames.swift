/// Names and labels in the user's languages, falling back to the next language and finally to
/// the Unicode (English) names.
public struct LocalizedNames: Sendable {
    public let catalog: EmojiCatalog
    /// The user's locales, most preferred first.
    public let languages: [LocaleAnnotations]

    public init(catalog: EmojiCatalog, languages: [LocaleAnnotations]) {
        self.catalog = catalog
        self.languages = languages
    }

    /// The name of a base emoji.
    public func name(_ id: EmojiID) -> String {
        languages.lazy.compactMap { $0.name(id) }.first ?? catalog.unicodeName(id)
    }

    /// The name of a toned sequence ("waving hand: medium skin tone").
    public func name(_ id: TonedEmojiID) -> String {
        languages.lazy.compactMap { $0.name(id) }.first ?? catalog.unicodeName(id)
    }

    /// The name of any sequence.
    public func name(_ sequence: EmojiSequenceID) -> String {
        switch sequence {
        case .base(let id): name(id)
        case .toned(let id): name(id)
        }
    }

    /// Whether the name of `sequence` is provisional: one from a CLDR release not yet published
    /// (``LocaleAnnotations/isNameProvisional(_:)``) rather than a released one or the Unicode name.
    public func isNameProvisional(_ sequence: EmojiSequenceID) -> Bool {
        let base = catalog.baseEmoji(of: sequence)
        let named: LocaleAnnotations?
        switch sequence {
        case .base(let id): named = languages.first { $0.name(id) != nil }
        case .toned(let id): named = languages.first { $0.name(id) != nil }
        }
        return named?.isNameProvisional(base) ?? false
    }

    /// The keywords of a base emoji in the first language that has some.
    public func keywords(_ id: EmojiID) -> [String] {
        languages.lazy.map { $0.keywords(id) }.first { !$0.isEmpty } ?? []
    }

    /// The category name of a group: the CLDR label of the first language that translates it
    /// (first letter capitalized), else the Unicode group name.
    public func label(_ group: EmojiGroupID) -> String {
        guard let label = languages.lazy.compactMap({ $0.label(group) }).first, let first = label.first else {
            return catalog.englishName(of: group)
        }
        return first.uppercased() + label.dropFirst()
    }

    /// The name of a skin tone in the first language that has it.
    public func toneName(_ tone: SkinTone) -> String {
        languages.lazy.compactMap { $0.toneName(tone) }.first ?? "\(tone.name) skin tone"
    }
}
