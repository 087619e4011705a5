import EmojiFonts
import EmojiFrontend
import EmojiInput
import EmojiKit
import EmojiSettings
import EmojiSpeech
import Logging

/// What an engine process shares whatever input framework it serves (IBus, or fcitx5 through the
/// engine server): the input service (index, languages, user state), the settings from GSettings
/// and the fonts' decision; the ``InputSessions`` of the input contexts are served by it.
///
/// The index loads in the background while the frontend meets its framework; the service is built
/// when first needed (the first key), waiting for the load only if it is not done yet.
///
/// What the fonts can draw (the `auto` emoji filter) is decided by an ``EmojiFontMonitor`` in the
/// background; the runtime applies a new decision before the next key and asks the monitor to
/// look for font changes when focus moves.
///
/// If the emoji index cannot be loaded, the runtime still runs: ``failure`` says what is wrong,
/// and the frontend passes every key through, so the desktop keeps typing.
@MainActor
public final class InputRuntime: SessionHost {
    /// The settings, in GSettings.
    public let settings: GSettingsStore
    /// How the grid shows its focused emoji in the panel drawing the candidates.
    public private(set) var panelStyle: PanelStyle
    /// Called after the settings changed or the history was cleared: every composition ends (the
    /// sessions reset them, and frontends hide what they showed).
    public var onReset: (@MainActor () -> Void)?
    /// What a screen-reader user hears of the grid (the `speak` setting); one for the process.
    public private(set) var speech: ScreenReaderSpeech?

    /// The panel drawing the candidates, for `panel-style auto`.
    private let panel: CandidatePanel
    /// The desktop (`XDG_CURRENT_DESKTOP`), which names the panel when `panel-style` is `auto` and
    /// the panel is not known.
    private let desktop = LanguagePreferences.currentEnvironment()["XDG_CURRENT_DESKTOP"] ?? ""
    /// The `query-placement` setting and the programs `query-in-panel-programs` adds, for
    /// ``queryPlacement(for:)``.
    private var queryPlacementSetting: (setting: String, panelPrograms: [String])
    private let preloader: DataPreloader
    private var loaded: (service: EmojiInputService?, failure: String?)?
    private var fonts: EmojiFontMonitor?
    /// `history-cleared` as last seen: a new value (from the preferences window) clears the history.
    private var historyCleared: Int64
    /// The generation of the font decision the service has.
    private var appliedFontGeneration = 0
    private let logger = Logger(label: "swift-emoji.runtime")

    /// A runtime whose index comes from `preloader`, for candidates drawn by `panel`.
    public init(settings: GSettingsStore, preloader: DataPreloader, panel: CandidatePanel) {
        self.settings = settings
        self.preloader = preloader
        self.panel = panel
        panelStyle = PanelStyle.resolve(setting: settings.value(Settings.panelStyle), panel: panel, desktop: desktop)
        queryPlacementSetting = (settings.value(Settings.queryPlacement), settings.value(Settings.queryInPanelPrograms))
        historyCleared = settings.value(Settings.historyCleared)
        logger.info("candidate panel: \(panel), desktop \"\(desktop)\": panel style \(panelStyle)")
        speech = ScreenReaderSpeech(mode: settings.value(Settings.speak)) { [weak self] text in
            self?.loaded?.service?.spokenName(of: text)
        }
        speech?.onRouteChange = { [logger] route in logger.info("speech for screen readers: \(route)") }
        settings.onChange = { [weak self] in self?.settingsChanged() }
    }

    /// The user's first language (its setting, else the environment's).
    public var firstLanguage: String {
        let configured = loaded?.service?.settings.languages ?? settings.value(Settings.languages)
        return (configured.isEmpty ? LanguagePreferences.fromEnvironment() : configured).first ?? "en"
    }

    /// The input service, or `nil` when the index could not be loaded.
    public var service: EmojiInputService? { resolve().service }

    /// Why the index could not be loaded (shown to the user), once that is known.
    public var failure: String? {
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
            let engineSettings = EngineSettings(reading: settings)
            result = (EmojiInputService(database: data.database, settings: engineSettings, store: store), nil)
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
    public func applyFontChanges() {
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
    public func checkFonts() {
        fonts?.checkForChanges()
    }

    /// Where the query shows for `client` (see ``QueryPlacement``).
    ///
    /// In inline mode the preedit is text the user typed, which the application is to keep when
    /// focus moves: it always shows in the application.
    public func queryPlacement(for client: InputClient) -> QueryPlacement {
        if (loaded?.service?.settings.mode ?? settings.value(Settings.mode)) == .inline { return .application }
        return QueryPlacement.resolve(
            setting: queryPlacementSetting.setting, client: client, panelPrograms: queryPlacementSetting.panelPrograms)
    }

    /// Saves user state before exiting.
    public func shutDown() {
        loaded?.service?.store.flush()
    }

    // MARK: Settings

    private func settingsChanged() {
        let cleared = settings.value(Settings.historyCleared)
        if cleared != historyCleared {
            // The preferences window cleared the history (its files too): forget it here as well.
            historyCleared = cleared
            loaded?.service?.store.clear()
        }
        loaded?.service?.update(settings: EngineSettings(reading: settings))
        panelStyle = PanelStyle.resolve(setting: settings.value(Settings.panelStyle), panel: panel, desktop: desktop)
        queryPlacementSetting = (settings.value(Settings.queryPlacement), settings.value(Settings.queryInPanelPrograms))
        speech?.mode = settings.value(Settings.speak)
        resetAll()
        logger.debug("settings changed")
    }

    /// Applies a change made from a frontend's menu: stored in GSettings (for this session when
    /// there is no schema), from where it comes back as a change.
    public func change(_ key: String, to value: StoredValue) {
        settings.store(value, for: key)
    }

    /// Forgets usage and remembered tones.
    public func clearHistory() {
        service?.store.clear()
        resetAll()
    }

    private func resetAll() {
        onReset?()
    }
}
