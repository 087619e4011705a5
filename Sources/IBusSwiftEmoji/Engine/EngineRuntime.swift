import CIBus
import EmojiFrontend
import EmojiRuntime
import EmojiSettings
import Logging

/// The IBus engine process: the shared ``InputRuntime`` (index, settings, fonts), the sessions of
/// the input contexts, the properties menu, and one ``EngineAdapter`` per IBus engine object.
///
/// The panel drawing the candidates is found from the daemon's command line
/// (``PanelDetection``); it decides the grid's style when `panel-style` is `auto`.
@MainActor
final class EngineRuntime {
    private(set) static var shared: EngineRuntime?

    /// What any frontend's engine process shares.
    let core: InputRuntime
    /// The input contexts' compositions.
    let sessions: InputSessions
    let properties: PropertyMenu
    private var adapters: [UnsafeMutablePointer<IBusEngine>: EngineAdapter] = [:]
    private let logger = Logger(label: "swift-emoji.ibus")

    /// Creates the runtime; the index comes from `preloader`.
    static func start(settings: GSettingsStore, preloader: DataPreloader) {
        shared = EngineRuntime(settings: settings, preloader: preloader)
    }

    private init(settings: GSettingsStore, preloader: DataPreloader) {
        core = InputRuntime(settings: settings, preloader: preloader, panel: PanelDetection.current())
        sessions = InputSessions(host: core)
        properties = PropertyMenu(store: settings)
        sessions.onReset = { [weak self] in self?.compositionsReset() }
    }

    /// The adapter of an engine object, created on first use.
    func adapter(for engine: UnsafeMutablePointer<IBusEngine>) -> EngineAdapter {
        if let existing = adapters[engine] { return existing }
        let adapter = EngineAdapter(engine: engine, runtime: self)
        adapters[engine] = adapter
        logger.debug("engine created (\(adapters.count) active)")
        return adapter
    }

    /// Drops the adapter of a destroyed engine object.
    func discardAdapter(for engine: UnsafeMutablePointer<IBusEngine>) {
        adapters[engine] = nil
    }

    /// Settings changed or the history was cleared: the menu follows, and what was shown goes.
    private func compositionsReset() {
        properties.update(store: core.settings)
        for adapter in adapters.values { adapter.settingsChanged() }
    }
}
