import EmojiInput
import EmojiKit
import Testing

/// The engine's settings read from a store as the table declares them: defaults for what is not
/// stored, and for what cannot be used.
@MainActor @Suite struct EngineSettingsReadingTests {
    @Test func nothingStoredGivesTheDefaults() {
        #expect(EngineSettings(reading: MemorySettingsStore()) == EngineSettings())
    }

    @Test func storedValuesAreRead() {
        let store = MemorySettingsStore([
            "languages": .strings(["de", "en"]), "default-skin-tone": .string("medium"), "layout": .string("list"),
            "list-page-size": .int(40), "usage-ranking": .bool(false), "mode": .string("inline"),
            "inline-triggers": .string(" ;: "), "emoji-version-filter": .string("15.1"),
            "key-bindings": .dictionary(["commit": ["Return", "Control+j"]]),
        ])
        let settings = EngineSettings(reading: store)
        #expect(settings.languages == ["de", "en"])
        #expect(settings.defaultTone == .medium)
        #expect(settings.layout == .list)
        #expect(settings.listPageSize == 16, "within the declared range")
        #expect(!settings.usageRanking)
        #expect(settings.mode == .inline)
        #expect(settings.inlineTriggers == [";", ":"])
        #expect(settings.versionFilter == .upTo(EmojiVersion("15.1")!))
        #expect(settings.keyBindings.names(of: .commit) == ["Return", "Control+j"])
    }

    @Test func unusableValuesFallBackToTheDefaults() {
        let store = MemorySettingsStore([
            "languages": .strings([]), "layout": .string("cloud"), "inline-triggers": .string("  "),
            "emoji-version-filter": .string("banana"), "key-bindings": .dictionary(["fly-away": ["Return"]]),
        ])
        let settings = EngineSettings(reading: store)
        #expect(settings.languages == LanguagePreferences.fromEnvironment(), "none chosen: the environment's")
        #expect(settings.layout == .grid)
        #expect(settings.inlineTriggers == [":"])
        #expect(settings.versionFilter == .auto)
        #expect(settings.keyBindings == .defaults)
    }

    @Test func whatIsWrittenReadsBack() {
        let store = MemorySettingsStore()
        let bindings = KeyBindings.defaults.rebinding(.nextPage, to: [KeyChord(parsing: "Control+n")!])
        store.set(Settings.keyBindings, bindings)
        #expect(store.stored("key-bindings", as: .dictionary) == .dictionary(["next-page": ["Control+n"]]))
        #expect(store.value(Settings.keyBindings) == bindings)
        store.set(Settings.keyBindings, bindings.rebinding(.nextPage, to: nil))
        #expect(store.stored("key-bindings", as: .dictionary) == .dictionary([:]), "back to the default")
        store.set(Settings.defaultSkinTone, nil)
        #expect(store.stored("default-skin-tone", as: .string) == .string("none"))
        store.set(Settings.inlineTriggers, [";", ":"])
        #expect(store.value(Settings.inlineTriggers) == [";", ":"])
    }
}
