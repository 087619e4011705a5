import EmojiKit
import Logging

/// What every engine of a process shares: the index, the loaded languages and searcher, the settings, and the user's
/// state.
///
/// Frontends make one service and one ``InputEngine`` per input context; usage and remembered tones are then the same
/// in every context.
///
/// Not thread-safe: use it and its engines from one thread (the frontend's main loop).
public final class EmojiInputService {
    public let database: EmojiDatabase
    public let store: UserStateStore
    public private(set) var settings: EngineSettings
    /// The locales loaded for `settings.languages` (unknown tags are skipped).
    public private(set) var languages: [LocaleAnnotations] = []
    private(set) var searcher: EmojiSearcher
    private(set) var names: LocalizedNames
    private let logger = Logger(label: "swift-emoji.engine")
    private var cachedUsage: (revision: Int, ranking: UsageRanking)?
    private var cachedTones: (revision: Int, tones: [EmojiID: [SkinTone]])?
    /// What the fonts can draw, when the frontend has found out (for `versionFilter` `auto`).
    public private(set) var drawable: DrawableEmoji?
    /// The emoji offered under the settings and fonts; rebuilt when either changes.
    public private(set) var availability: EmojiAvailability = .all

    public var catalog: EmojiCatalog { database.catalog }

    public init(database: EmojiDatabase, settings: EngineSettings, store: UserStateStore) {
        self.database = database
        self.settings = settings
        self.store = store
        searcher = EmojiSearcher(catalog: database.catalog, languages: [])
        names = LocalizedNames(catalog: database.catalog, languages: [])
        loadLanguages()
        updateAvailability()
        // Build the sequence lookup now rather than on the first key that needs it.
        _ = database.sequence(for: "😀")
    }

    /// Applies new settings; languages are reloaded only when they changed.
    public func update(settings newSettings: EngineSettings) {
        let languagesChanged = newSettings.languages != settings.languages
        let filterChanged = newSettings.versionFilter != settings.versionFilter
        settings = newSettings
        if languagesChanged { loadLanguages() }
        if filterChanged { updateAvailability() }
    }

    /// Applies a new decision on what the fonts can draw (found off the key path by the frontend).
    public func update(drawable newDrawable: DrawableEmoji?) {
        drawable = newDrawable
        updateAvailability()
    }

    private func updateAvailability() {
        availability = settings.versionFilter.availability(catalog: catalog, drawable: drawable)
    }

    /// A new engine for one input context.
    public func makeEngine() -> InputEngine { InputEngine(service: self) }

    private func loadLanguages() {
        var loaded: [LocaleAnnotations] = []
        for tag in settings.languages {
            guard let locale = database.languageMatcher.match(tag) else {
                logger.notice("no emoji names for language \(tag); skipped")
                continue
            }
            do {
                let annotations = try database.annotations(locale: locale)
                if !loaded.contains(where: { $0 === annotations }) { loaded.append(annotations) }
            } catch {
                logger.error("cannot load language \(locale): \(error)")
            }
        }
        if loaded.isEmpty, let english = try? database.annotations(locale: "en") { loaded = [english] }
        languages = loaded
        searcher = EmojiSearcher(catalog: database.catalog, languages: loaded)
        names = LocalizedNames(catalog: database.catalog, languages: loaded)
    }

    // MARK: Shared helpers for engines

    /// The emoji of "Frequently used": the user's most used, topped up with the defaults.
    func frequentlyUsed(limit: Int) -> [EmojiID] {
        var result: [EmojiID] = []
        for text in store.usage.top(limit) + FrequentEmoji.defaults where result.count < limit {
            guard case .base(let id)? = database.sequence(for: text), isAvailable(.base(id)), !result.contains(id)
            else { continue }
            result.append(id)
        }
        return result
    }

    /// The usage history as a ranking of emoji, for search; recomputed only when the history changed.
    var usageRanking: UsageRanking {
        let revision = store.revision
        if let cachedUsage, cachedUsage.revision == revision { return cachedUsage.ranking }
        let ranking = store.usage.ranking(in: database)
        cachedUsage = (revision, ranking)
        return ranking
    }

    /// Whether a sequence is offered (see ``availability``).
    func isAvailable(_ sequence: EmojiSequenceID) -> Bool { availability.contains(sequence) }

    /// `emoji` with `tones`, if that sequence exists and is available.
    func sequence(of emoji: EmojiID, tones: [SkinTone]) -> EmojiSequenceID? {
        guard !tones.isEmpty else { return .base(emoji) }
        guard let toned = catalog.tonedSequence(tones, of: emoji), isAvailable(.toned(toned)) else { return nil }
        return .toned(toned)
    }

    /// Remembered tones by emoji; recomputed only when the user state changed.
    var rememberedTones: [EmojiID: [SkinTone]] {
        let revision = store.revision
        if let cachedTones, cachedTones.revision == revision { return cachedTones.tones }
        var tones: [EmojiID: [SkinTone]] = [:]
        for (text, choice) in store.tones.tones {
            if case .base(let id)? = database.sequence(for: text) { tones[id] = choice }
        }
        cachedTones = (revision, tones)
        return tones
    }
}
