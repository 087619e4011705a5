import CIBus
import EmojiInput
import EmojiKit
import Logging

/// What the engine process shares: the input service (index, languages, user state), the
/// settings from GSettings, the properties menu, and one ``EngineAdapter`` per IBus engine object.
///
/// If the emoji index cannot be loaded, the runtime still runs: every key passes through and the
/// auxiliary text says what is wrong, so the desktop keeps typing.
@MainActor
final class EngineRuntime {
    private(set) static var shared: EngineRuntime?

    /// The input service, or `nil` when the index could not be loaded.
    let service: EmojiInputService?
    /// Why the index could not be loaded, shown to the user.
    let failure: String?
    let settingsSource: SettingsSource
    let properties: PropertyMenu
    private var adapters: [UnsafeMutablePointer<IBusEngine>: EngineAdapter] = [:]
    private let logger = Logger(label: "swift-emoji.ibus")

    static func start() {
        shared = EngineRuntime()
    }

    private init() {
        settingsSource = SettingsSource()
        let settings = settingsSource.read()
        let store = UserStateStore(directory: StateDirectory.standard())
        do {
            let database = try DataLocation.openDatabase()
            service = EmojiInputService(database: database, settings: settings, store: store)
            failure = nil
        } catch {
            logger.error("emoji data unavailable: \(error)")
            service = nil
            failure = "Swift Emoji: emoji data unavailable (\(error.description)); keys go to the application"
        }
        properties = PropertyMenu(settings: settings)
        settingsSource.onChange = { [weak self] in self?.settingsChanged() }
    }

    /// The adapter of an engine object, created on first use.
    func adapter(for engine: UnsafeMutablePointer<IBusEngine>) -> EngineAdapter {
        if let existing = adapters[engine] { return existing }
        let adapter = EngineAdapter(engine: engine, input: service?.makeEngine(), runtime: self)
        adapters[engine] = adapter
        logger.debug("engine created (\(adapters.count) active)")
        return adapter
    }

    /// Drops the adapter of a destroyed engine object.
    func discardAdapter(for engine: UnsafeMutablePointer<IBusEngine>) {
        adapters[engine] = nil
    }

    /// Saves user state before exiting.
    func shutDown() {
        service?.store.flush()
    }

    // MARK: Settings

    private func settingsChanged() {
        let settings = settingsSource.read()
        service?.update(settings: settings)
        properties.update(settings: settings)
        for adapter in adapters.values { adapter.settingsChanged() }
        logger.debug("settings changed")
    }

    /// Applies a change made from the properties menu (written to GSettings when available).
    func change(_ edit: (inout EngineSettings) -> Void) {
        var settings = service?.settings ?? settingsSource.read()
        edit(&settings)
        if !settingsSource.write(settings) {
            // No schema installed: keep the change for this session.
            settingsSource.overrides = settings
            settingsChanged()
        }
    }

    /// Forgets usage and remembered tones.
    func clearHistory() {
        service?.store.clear()
        for adapter in adapters.values { adapter.settingsChanged() }
    }
}
