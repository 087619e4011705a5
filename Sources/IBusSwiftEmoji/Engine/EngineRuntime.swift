import CIBus
import EmojiFonts
import EmojiFrontend
import EmojiInput
import EmojiKit
import Logging

/// What the engine process shares: the input service (index, languages, user state), the
/// settings from GSettings, the properties menu, and one ``EngineAdapter`` per IBus engine object.
///
/// The index loads in the background while the engine meets the daemon; the service is built when
/// first needed (the first key), waiting for the load only if it is not done yet.
///
/// What the fonts can draw (the `auto` emoji filter) is decided by an ``EmojiFontMonitor`` in the
/// background; the runtime applies a new decision before the next key and asks the monitor to
/// look for font changes when focus moves.
///
/// If the emoji index cannot be loaded, the runtime still runs: every key passes through and the
/// auxiliary text says what is wrong, so the desktop keeps typing.
@MainActor
final class EngineRuntime {
    private(set) static var shared: EngineRuntime?

    let settingsSource: SettingsSource
    let properties: PropertyMenu
    /// How the grid shows its focused emoji in the desktop's panel.
    private(set) var panelStyle: PanelStyle
    /// The `query-placement` setting and the programs it adds, for ``queryPlacement(for:)``.
    private var queryPlacementSetting: (setting: String, panelPrograms: [String])
    /// The desktop (`XDG_CURRENT_DESKTOP`), which names the panel when `panel-style` is `auto` and
    /// the daemon's panel cannot be seen.
    private let desktop = LanguagePreferences.currentEnvironment()["XDG_CURRENT_DESKTOP"] ?? ""
    /// The panel drawing the candidates, as the daemon's command line tells.
    private let panel = PanelDetection.current()
    private var adapters: [UnsafeMutablePointer<IBusEngine>: EngineAdapter] = [:]
    /// Compositions per input context, whichever engine object serves it.
    let contexts = InputContexts()
    private let logger = Logger(label: "swift-emoji.ibus")

    private let preloader: DataPreloader
    private var loaded: (service: EmojiInputService?, failure: String?)?
    private var fonts: EmojiFontMonitor?
    /// The generation of the font decision the service has.
    private var appliedFontGeneration = 0

    /// Creates the runtime; the index comes from `preloader`.
    static func start(settingsSource: SettingsSource, preloader: DataPreloader) {
        shared = EngineRuntime(settingsSource: settingsSource, preloader: preloader)
    }

    private init(settingsSource: SettingsSource, preloader: DataPreloader) {
        self.settingsSource = settingsSource
        self.preloader = preloader
        properties = PropertyMenu(settings: settingsSource.read())
        panelStyle = PanelStyle.resolve(setting: settingsSource.panelStyle(), panel: panel, desktop: desktop)
        queryPlacementSetting = settingsSource.queryPlacement()
        logger.info("candidate panel: \(panel), desktop \"\(desktop)\": panel style \(panelStyle)")
        settingsSource.onChange = { [weak self] in self?.settingsChanged() }
    }

    /// The input service, or `nil` when the index could not be loaded.
    var service: EmojiInputService? { resolve().service }

    /// Why the index could not be loaded (shown to the user), once that is known.
    var failure: String? {
        guard loaded != nil || preloader.isFinished else { return nil }
        return resolve().failure
    }

    private func resolve() -> (service: EmojiInputService?, failure: String?) {
        if let loaded { return loaded }
        let result: (EmojiInputService?, String?)
        switch preloader.loaded() {
        case .success(let data):
            let store = UserStateStore(directory: StateDirectory.standard())
            fonts = data.fonts
            result = (EmojiInputService(database: data.database, settings: settingsSource.read(), store: store), nil)
        case .failure(let error):
            logger.error("emoji data unavailable: \(error)")
            let message = UIText.localized(
                "Swift Emoji: emoji data unavailable ({reason}); keys go to the application",
                ["reason": error.description])
            result = (nil, message)
        }
        loaded = result
        // The preloader waited for the fonts' first decision: the first key gets it too.
        applyFontChanges()
        return result
    }

    // MARK: Fonts

    /// Gives the service the font monitor's latest decision if it has not seen it: a lock and a
    /// comparison, so it can run before every key.
    func applyFontChanges() {
        guard let fonts, let service = loaded?.service else { return }
        let decision = fonts.latest
        guard decision.generation != appliedFontGeneration else { return }
        appliedFontGeneration = decision.generation
        service.update(drawable: decision.report?.drawable)
        if let report = decision.report {
            let counts = report.drawable.availability.counts(in: service.catalog)
            let font = report.emojiFont.map { "\($0.family) \($0.revision ?? "")" } ?? "none"
            let version = report.drawable.fontVersion?.description ?? "none"
            logger.info("emoji font: \(font); Emoji \(version); drawable: \(counts.base) emoji, \(counts.toned) toned")
        } else if let failure = decision.failure {
            logger.warning("\(failure); offering every emoji")
        }
    }

    /// Asks the font monitor to look for installed or removed fonts (in the background).
    func checkFonts() {
        fonts?.checkForChanges()
    }

    /// Where the query shows for `client` (see ``QueryPlacement``).
    func queryPlacement(for client: InputClient) -> QueryPlacement {
        QueryPlacement.resolve(
            setting: queryPlacementSetting.setting, client: client, panelPrograms: queryPlacementSetting.panelPrograms)
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

    /// Saves user state before exiting.
    func shutDown() {
        loaded?.service?.store.flush()
    }

    // MARK: Settings

    private func settingsChanged() {
        let settings = settingsSource.read()
        loaded?.service?.update(settings: settings)
        properties.update(settings: settings)
        panelStyle = PanelStyle.resolve(setting: settingsSource.panelStyle(), panel: panel, desktop: desktop)
        queryPlacementSetting = settingsSource.queryPlacement()
        for input in contexts.all { input.reset() }
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
        for input in contexts.all { input.reset() }
        for adapter in adapters.values { adapter.settingsChanged() }
    }
}
