import EmojiFrontend
import EmojiInput
import EmojiSpeech
import Logging

/// Every input context of an engine process behind one API keyed by the context's id: a frontend
/// turns its framework's calls into ``SessionRequest``s and shows the ``SessionReply``s (librime's
/// `Service` and `Session`: create, find, process a key, read back what to show).
///
/// What is decided per context is decided here, once, for IBus and fcitx5 alike: the characters a
/// key types, when a context and its engine are made, what password and private fields do, which
/// application is behind a context, where its query shows, and when a context is forgotten.
@MainActor
public final class InputSessions {
    private let host: SessionHost
    private let table = SessionTable()
    /// The context that has the focus, to which speech belongs.
    private var focused: String?
    /// The application of a context no focus has named yet.
    private let unnamedClient: InputClient
    /// Called after every composition was reset (the settings changed, the history was cleared):
    /// frontends hide what they showed.
    public var onReset: (@MainActor () -> Void)?
    private let logger = Logger(label: "swift-emoji.session")

    /// Sessions served by `host`; a context no focus named yet is `unnamedClient`'s (IBus: not
    /// named; the engine server: an fcitx5 program not known).
    public init(host: SessionHost, unnamedClient: InputClient = .unnamed) {
        self.host = host
        self.unnamedClient = unnamedClient
        host.onReset = { [weak self] in self?.resetAll() }
    }

    /// How the grid shows its focused emoji in the panel drawing the candidates.
    public var panelStyle: PanelStyle { host.panelStyle }

    /// Answers one request for the context `id`.
    public func handle(_ request: SessionRequest, for id: String) -> SessionReply {
        switch request {
        case .key(let key): return press(key, in: id)
        case .focusIn(let name): return focusIn(id, client: name)
        case .field(let facts):
            let session = table.session(id, client: unnamedClient)
            let taken = session.take(facts)
            // A password or PIN field may be known only after the focus: speech follows.
            if focused == id { host.speech?.focusIn(language: host.firstLanguage, isPassword: facts.isPassword) }
            return SessionReply(
                handled: true, commit: taken.commit, snapshot: taken.ended ? .idle : nil,
                placement: placement(of: session))
        case .focusOut: return focusOut(id)
        case .reset:
            logger.debug("reset \(id)")
            table.existing(id)?.input?.reset()
            if focused == id { host.speech?.reset() }
            return SessionReply(handled: true, snapshot: .idle, placement: placement(of: id))
        case .panel(let action):
            guard let session = table.existing(id), let input = session.input else {
                return SessionReply(handled: false)
            }
            let before = input.snapshot
            let outcome = input.perform(action)
            speak(from: before, outcome, in: id)
            return SessionReply(outcome, placement: placement(of: session))
        case .destroy:
            table.remove(id)
            if focused == id { focused = nil }
            return SessionReply(handled: true)
        }
    }

    /// Gives the context known under `old` its real id (IBus focuses a context before the daemon
    /// names it, on the first focus after the engine starts).
    public func adopt(_ old: String, as new: String) {
        table.rename(old, to: new)
    }

    /// The application behind the context `id`, as far as its focus named it.
    public func client(of id: String) -> InputClient {
        table.existing(id)?.client ?? unnamedClient
    }

    /// Where the query of the context `id` shows.
    public func placement(of id: String) -> QueryPlacement {
        table.existing(id).map(placement(of:)) ?? host.queryPlacement(for: unnamedClient)
    }

    /// Ends every composition, then tells the frontend (``onReset``).
    public func resetAll() {
        for session in table.all { session.input?.reset() }
        host.speech?.reset()
        onReset?()
    }

    // MARK: Requests

    private func press(_ key: RawKey, in id: String) -> SessionReply {
        host.applyFontChanges()
        let session = table.session(id, client: unnamedClient)
        // No engine without the index: keys pass through, and the panel says why.
        guard let input = session.engine(making: { host.service?.makeEngine() }) else {
            return SessionReply(handled: false, notice: host.failure)
        }
        guard !session.field.isPassword else { return SessionReply(handled: false) }
        let before = input.snapshot
        let outcome = input.handle(key.event)
        speak(from: before, outcome, in: id)
        return SessionReply(outcome, placement: placement(of: session))
    }

    /// Tells speech what a key or panel action changed in the focused context.
    private func speak(from before: EngineSnapshot, _ outcome: KeyOutcome, in id: String) {
        guard let speech = host.speech, focused == id else { return }
        speech.update(from: before, to: outcome.snapshot, commit: outcome.commit)
    }

    /// A context gained focus: its own composition comes back.
    private func focusIn(_ id: String, client name: String) -> SessionReply {
        let session = table.session(id, client: unnamedClient)
        session.client = InputClient(named: name)
        let placement = placement(of: session)
        logger.debug("focus in \(id) (client \"\(name)\"): query in the \(placement)")
        host.checkFonts()
        let snapshot = session.input?.snapshot
        focused = id
        if let speech = host.speech {
            speech.focusIn(language: host.firstLanguage, isPassword: session.field.isPassword)
            if let snapshot, snapshot.isActive { speech.update(from: .idle, to: snapshot, commit: nil) }
        }
        return SessionReply(
            handled: true, snapshot: snapshot?.isActive == true ? snapshot : nil, placement: placement,
            notice: host.failure)
    }

    /// A context lost focus: what it showed goes, its composition stays for when it comes back;
    /// in inline mode the application kept the preedit as text, and the composition ends.
    private func focusOut(_ id: String) -> SessionReply {
        logger.debug("focus out \(id)")
        if let input = table.existing(id)?.input, input.snapshot.preeditIsText { input.reset() }
        if focused == id {
            focused = nil
            host.speech?.focusOut()
        }
        return SessionReply(handled: true, snapshot: .idle, placement: placement(of: id))
    }

    /// The query shows in the panel when the application draws no preedit, else as the settings
    /// say for its client.
    private func placement(of session: InputSession) -> QueryPlacement {
        session.field.drawsPreedit ? host.queryPlacement(for: session.client) : .panel
    }
}
