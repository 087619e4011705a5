import EmojiKit

/// The input method for one input context: key events in, a ``KeyOutcome`` out.
///
/// Each key goes through the chain of key processors of the mode (``KeyChain``: librime's
/// processors, each answering accepted, rejected or not mine), which read and change the
/// ``Composition``. The engine never calls UI code: a frontend turns each outcome's snapshot and
/// commit into its own calls.
public final class InputEngine {
    let service: EmojiInputService
    /// What is being composed.
    var composition = Composition()
    /// Consumed presses, modifier taps, the end of the application's text.
    var keys = KeyBookkeeping()
    /// Tones chosen in this session while nothing may be recorded (incognito).
    var sessionTones: [EmojiID: [SkinTone]] = [:]
    /// Snapshot after the last event (frontends compare to send only changes).
    public internal(set) var snapshot: EngineSnapshot = .idle

    /// When set, nothing is recorded: no usage, no remembered tones (password and PIN fields).
    public var incognito = false

    init(service: EmojiInputService) {
        self.service = service
    }

    var settings: EngineSettings { service.settings }
    var catalog: EmojiCatalog { service.catalog }

    // MARK: Keys

    /// Handles one key press or release.
    ///
    /// The outcome's `handled` is final, for releases too: a release is handled exactly when the
    /// engine handled its press (so an application never gets a release without its press, nor
    /// the other way round), and a modifier tap is always the application's as well. A frontend
    /// passes the key on when it is not handled and keeps no bookkeeping of its own.
    public func handle(_ event: KeyEvent) -> KeyOutcome {
        let chain = settings.mode == .inline ? KeyChain.inline : KeyChain.emoji
        let key = KeyPress(event, bindings: settings.keyBindings)
        switch chain.process(key, in: self) {
        case .unchanged(let handled):
            return KeyOutcome(handled: handled, snapshot: snapshot)
        case .tapped(let action):
            // A tap reaches the application too; its action does what a key bound to it does.
            let commit = chain.process(KeyPress(tapping: action, event), in: self).commit
            if let commit { keys.lastTyped = commit.unicodeScalars.last }
            return KeyOutcome(handled: false, commit: commit, snapshot: refreshSnapshot())
        case let result:
            keys.record(key, handled: result.isAccepted, commit: result.commit)
            return KeyOutcome(handled: result.isAccepted, commit: result.commit, snapshot: refreshSnapshot())
        }
    }

    /// Ends any composition without committing (focus lost, reset by the application).
    ///
    /// In inline mode the preedit is what the user typed, and the frontend has the application
    /// keep it as text (see ``EngineSnapshot/preeditIsText``).
    public func reset() {
        clear()
        keys.reset()
        _ = refreshSnapshot()
    }

    /// Ends any composition, giving back what was typed (the trigger and the query) as text to
    /// commit, or nil when nothing was typed: for a field that turns out to be a password field
    /// after its first keys (a toolkit may say so only after the focus), so nothing typed is lost.
    public func endKeepingTypedText() -> String? {
        let typed = commitTypedText()
        reset()
        return typed
    }

    /// Back to idle.
    func clear() {
        composition = Composition()
    }
}
