import EmojiKit

extension EngineSettings {
    /// The engine's settings in `store`, each read as ``Settings`` declares it; an empty language
    /// list means the environment's languages.
    @MainActor
    public init(reading store: some SettingsStore) {
        let languages = store.value(Settings.languages)
        self.init(
            languages: languages.isEmpty ? LanguagePreferences.fromEnvironment() : languages,
            defaultTone: store.value(Settings.defaultSkinTone),
            layout: store.value(Settings.layout),
            listPageSize: store.value(Settings.listPageSize),
            usageRanking: store.value(Settings.usageRanking),
            versionFilter: store.value(Settings.emojiVersionFilter),
            keyBindings: store.value(Settings.keyBindings),
            mode: store.value(Settings.mode),
            inlineTriggers: store.value(Settings.inlineTriggers))
    }
}
