import EmojiInput
import Logging

/// What a screen-reader user hears of the grid, for one engine process: the runtime tells it of
/// focus changes and of each snapshot change, and it speaks through the route the screen reader
/// takes (see ``SpeechRoute``).
///
/// Nothing here waits: the screen reader is found in the background, announcements are queued
/// on GDBus's worker thread and speech-dispatcher is spoken to from a worker queue, each with a
/// time limit. With the mode `off`, or no screen reader listening, or a password field, a call
/// returns after one comparison.
///
/// Nothing typed is logged or kept: a message exists only until it is sent.
@MainActor
public final class ScreenReaderSpeech {
    /// The `speak` setting; changing it takes effect at once.
    public var mode: SpeechMode {
        didSet {
            guard mode != oldValue else { return }
            if mode == .off {
                // Off costs nothing: the connections go too.
                reroute()
                announcements = nil
                speechDispatcher?.close()
                speechDispatcher = nil
                monitor = nil
                return
            }
            startMonitor()
            reroute()
        }
    }
    /// Where messages go now.
    public private(set) var route: SpeechRoute = .none
    /// What is known about the screen reader.
    public var observations: ScreenReaderObservations { monitor?.observations ?? ScreenReaderObservations() }
    /// Called when the route changes (logging, tests).
    public var onRouteChange: (@MainActor (SpeechRoute) -> Void)?
    /// Called with each message as it is sent (the tests' driver; the runtime leaves it unset, as
    /// nothing typed is to be kept).
    public var onSend: (@MainActor (String) -> Void)?

    private let names: @MainActor (String) -> String?
    private let environment: [String: String]
    private var monitor: ScreenReaderMonitor?
    private var announcements: AnnouncementChannel?
    private var speechDispatcher: SpeechDispatcherChannel?
    private lazy var pacer = PacedAnnouncer<GridAnnouncement> { [weak self] announcement in
        self?.deliver(announcement)
    }
    /// The focused field's language for speech-dispatcher (the user's first language).
    private var language = "en"
    private var isPassword = false
    /// Whether messages are made at all: a route, and not a password field.
    private var isSpeaking = false
    private let logger = Logger(label: "swift-emoji.speech")

    /// Speech in `mode`, connecting nothing until the first ``focusIn(language:isPassword:)``.
    ///
    /// `names` names an emoji by its text in the user's first language (for one committed by a
    /// column digit, which the snapshot does not name). With `off` nothing is ever connected.
    public init(
        mode: SpeechMode, names: @escaping @MainActor (String) -> String? = { _ in nil },
        environment: [String: String] = ProcessEnvironment.variables()
    ) {
        self.mode = mode
        self.names = names
        self.environment = environment
    }

    /// A field gained focus; `language` is the user's first language (a setting's tag, `de`,
    /// `pt_BR`); nothing is said in a password or PIN field.
    public func focusIn(language: String, isPassword: Bool) {
        self.language = language
        self.isPassword = isPassword
        if mode != .off { startMonitor() }
        if isPassword { silence() }
        reroute()
        updateSpeaking()
    }

    /// The engine went from `previous` to `current`, committing `commit` (a key, a panel action):
    /// says what changed, if anything.
    public func update(from previous: EngineSnapshot, to current: EngineSnapshot, commit: String?) {
        guard isSpeaking else { return }
        guard let announcement = GridAnnouncement(from: previous, to: current, commit: commit, names: names) else {
            pacer.keyCame()
            return
        }
        pacer.offer(announcement)
    }

    /// The field lost focus: a message still waiting is dropped, and speech-dispatcher stops ours.
    public func focusOut() {
        silence()
    }

    /// The composition was reset (by the application, or a settings change): as ``focusOut()``.
    public func reset() {
        silence()
    }

    private func silence() {
        pacer.cancel()
        if route == .speechDispatcher { speechDispatcher?.silence() }
    }

    private func updateSpeaking() {
        isSpeaking = route != .none && !isPassword
    }

    private func startMonitor() {
        guard monitor == nil else { return }
        let monitor = ScreenReaderMonitor(environment: environment)
        monitor.onChange = { [weak self] _ in self?.reroute() }
        self.monitor = monitor
    }

    /// Takes the route the observations and the mode call for, giving up the previous one.
    private func reroute() {
        var next = SpeechRoute.decide(mode: mode, observations: observations)
        if next == .announcement, monitor?.connection == nil { next = .none }
        // The accessibility bus was opened again (its daemon restarted): announce on the new one.
        if let announcements, announcements.connection != monitor?.connection { self.announcements = nil }
        if next == .announcement, announcements == nil, let connection = monitor?.connection {
            announcements = AnnouncementChannel(connection: connection)
        }
        guard next != route else { return }
        if route == .speechDispatcher { speechDispatcher?.silence() }
        pacer.cancel()
        route = next
        pacer.settle = next == .speechDispatcher ? Self.echoSettle : .zero
        if next == .speechDispatcher, speechDispatcher == nil {
            speechDispatcher = SpeechDispatcherChannel(address: SSIPAddress.resolve(environment: environment))
        }
        updateSpeaking()
        // The words' catalogs load now, not on the first key that speaks.
        if next != .none { _ = GridAnnouncement.nothingFound.text }
        logger.info("speech route: \(next.rawValue) (mode \(mode.rawValue); \(observations))")
        onRouteChange?(next)
    }

    /// How long typing must pause before a message leaves through speech-dispatcher.
    ///
    /// Orca 43 echoes each key there at the same priority as ours (`text`, which lets Orca win), so the echo of a
    /// key cancels a message of ours not yet spoken. Sent as keys came, `thumbs up, 1 of 20` (after `s`) was lost
    /// to the echo of the space typed next, in about one run of six of the Orca 43 speech test; and the unchanged
    /// focus was not said again. After a pause the message comes behind the echoes.
    static let echoSettle = Duration.milliseconds(150)

    /// Sends a paced message on the route.
    private func deliver(_ announcement: GridAnnouncement) {
        let text = announcement.text
        onSend?(text)
        switch route {
        case .announcement: announcements?.announce(text)
        case .speechDispatcher:
            let priority: SSIPPriority = if case .inserted = announcement { .message } else { .text }
            speechDispatcher?.say(text, language: language, priority: priority)
        case .none: break
        }
    }

    /// The speech-dispatcher channel, when it was used (tests and the driver wait on it).
    public var speechDispatcherChannel: SpeechDispatcherChannel? { speechDispatcher }
}
