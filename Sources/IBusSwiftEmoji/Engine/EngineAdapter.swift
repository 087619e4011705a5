import CIBus
import EmojiFrontend
import EmojiInput
import EmojiKit
import EmojiRuntime
import Logging

/// One IBus engine object in front of the input engine of the input context it serves: IBus
/// calls in, `ibus_engine_*` updates out, and only for what changed since the last update.
///
/// IBus moves one engine object between applications as focus moves (its "global engine"); the
/// daemon names the context in each focus call, and the context's composition comes from
/// ``InputContexts``: each application keeps its own query and page, while usage and tones are
/// shared through the service.
///
/// The daemon also names the client (the application's toolkit, see ``InputClient``): where the
/// query shows, in the application or in the panel, depends on it (``QueryPlacement``).
@MainActor
final class EngineAdapter {
    private let engine: UnsafeMutablePointer<IBusEngine>
    private unowned let runtime: EngineRuntime
    /// What the panel and application currently show, and where the query was placed.
    private var shown = EngineSnapshot.idle
    private var shownPlacement = QueryPlacement.application
    /// The focused context's path (empty until the daemon sends a focus id).
    private var currentPath = ""
    /// The focused context's client, as the daemon named it.
    private var client = InputClient.unnamed
    private let logger = Logger(label: "swift-emoji.ibus")
    /// What the engine process shares with other frontends.
    private var core: InputRuntime { runtime.core }

    init(engine: UnsafeMutablePointer<IBusEngine>, runtime: EngineRuntime) {
        self.engine = engine
        self.runtime = runtime
    }

    /// The focused context, made on first use: the index may still be loading when IBus creates the engine object, and
    /// focus changes need not wait for it.
    ///
    /// `nil` when the emoji data could not be loaded: keys then pass through.
    private var context: InputContexts.Context? {
        core.contexts.context(currentPath) { core.service?.makeEngine() }
    }

    /// The focused context if it exists already.
    private var existingContext: InputContexts.Context? { core.contexts.existing(currentPath) }

    // MARK: Keys

    func processKey(keyval: guint, keycode: guint, state: guint) -> Bool {
        core.applyFontChanges()
        // The context is looked up once per key.
        guard let context else {
            if let failure = core.failure { ibus_engine_update_auxiliary_text(engine, TextBuilder.text(failure), 1) }
            return false
        }
        guard !context.isPrivate else { return false }
        let input = context.input
        let isRelease = state & IBUS_RELEASE_MASK.rawValue != 0
        let character = ibus_keyval_to_unicode(keyval)
        let event = KeyEvent(
            keysym: KeySym(keyval),
            modifiers: ModifierMask(rawValue: state & ~IBUS_RELEASE_MASK.rawValue),
            isRelease: isRelease,
            character: character > 0x1F && character != 0x7F ? Unicode.Scalar(character) : nil)
        // The engine's answer is final, for releases too (see `InputEngine.handle`).
        let outcome = input.handle(event)
        apply(outcome)
        return outcome.handled
    }

    // MARK: Focus and state

    /// Focus from a daemon that does not send focus ids (or not yet): the client is not named.
    func focusIn() { focusIn(context: currentPath, client: "") }
    func focusOut() { focusOut(context: currentPath) }

    /// An input context gained focus: its own composition comes back.
    func focusIn(context path: String, client name: String) {
        client = InputClient(ibusName: name)
        logger.debug("focus in \(path) (client \"\(name)\"): query in the \(core.queryPlacement(for: client))")
        // A focus without an id (before the daemon knew ours) belongs to the first context named.
        if currentPath.isEmpty, !path.isEmpty { core.contexts.rename("", to: path) }
        currentPath = path
        core.checkFonts()
        ibus_engine_register_properties(engine, runtime.properties.list)
        if let failure = core.failure {
            ibus_engine_update_auxiliary_text(engine, TextBuilder.text(failure), 1)
        } else if let input = existingContext?.input, input.snapshot.isActive {
            apply(input.snapshot, commit: nil)
        }
    }

    /// An input context lost focus: hide, but keep its composition for when it comes back; in
    /// inline mode the application kept the preedit as text, and the composition ends.
    func focusOut(context path: String) {
        logger.debug("focus out \(path)")
        if currentPath.isEmpty, !path.isEmpty {
            core.contexts.rename("", to: path)
            currentPath = path
        }
        if let input = existingContext?.input, input.snapshot.preeditIsText { input.reset() }
        apply(.idle, commit: nil)
    }

    func reset() {
        logger.debug("reset \(currentPath)")
        existingContext?.input.reset()
        apply(.idle, commit: nil)
    }

    func enable() {}

    /// Another engine was chosen for the focused context: its composition ends.
    func disable() {
        logger.debug("disable")
        reset()
    }

    /// A password or PIN field passes every key through; a field with the private hint (an
    /// incognito window, IBus ≥ 1.5.24: "should not update personalized data") works but learns
    /// nothing.
    func setContentType(purpose: guint, hints: guint) {
        let isPrivate = purpose == IBUS_INPUT_PURPOSE_PASSWORD.rawValue || purpose == IBUS_INPUT_PURPOSE_PIN.rawValue
        guard let context else { return }
        context.isIncognito = hints & guint(IBUS_INPUT_HINT_PRIVATE.rawValue) != 0
        guard context.isPrivate != isPrivate else { return }
        context.isPrivate = isPrivate
        if isPrivate { reset() }
    }

    /// Settings changed: compositions were reset by the runtime; hide what was shown.
    func settingsChanged() {
        apply(.idle, commit: nil)
    }

    // MARK: Panel

    func pageUp() { if let input = existingContext?.input { apply(input.pageUp()) } }
    func pageDown() { if let input = existingContext?.input { apply(input.pageDown()) } }
    func cursorUp() { if let input = existingContext?.input { apply(input.cursorUp()) } }
    func cursorDown() { if let input = existingContext?.input { apply(input.cursorDown()) } }

    func candidateClicked(index: Int, button: guint, state: guint) {
        guard let input = existingContext?.input else { return }
        apply(input.clickRow(index))
    }

    func propertyActivate(_ name: String, state: guint) {
        _ = runtime.properties.activate(name, state: state, in: core)
    }

    // MARK: Output

    /// Sends what an outcome changed.
    private func apply(_ outcome: KeyOutcome) { apply(outcome.snapshot, commit: outcome.commit) }

    /// Sends what changed between the shown state and `snapshot` (see ``SnapshotChanges``),
    /// committing `commit` first, with the query placed for the focused client.
    private func apply(_ snapshot: EngineSnapshot, commit: String?) {
        let placement = core.queryPlacement(for: client)
        if placement != shownPlacement {
            // Whatever was shown the other way goes first.
            send(SnapshotChanges(from: shown, to: .idle, commit: nil, placement: shownPlacement), of: .idle)
            shown = .idle
            shownPlacement = placement
        }
        send(SnapshotChanges(from: shown, to: snapshot, commit: commit, placement: placement), of: snapshot)
        shown = snapshot
    }

    /// Sends `changes`, which lead to `snapshot`.
    private func send(_ changes: SnapshotChanges, of snapshot: EngineSnapshot) {
        switch changes.preedit {
        case .keep: break
        case .hide: ibus_engine_hide_preedit_text(engine)
        case .show:
            // Inline mode: the preedit is typed text, which the application keeps when focus
            // moves or it resets the input; otherwise a query, which it drops.
            let mode = snapshot.preeditIsText ? IBUS_ENGINE_PREEDIT_COMMIT : IBUS_ENGINE_PREEDIT_CLEAR
            ibus_engine_update_preedit_text_with_mode(
                engine, TextBuilder.preedit(snapshot.preedit), guint(snapshot.preedit.unicodeScalars.count), 1, mode)
        }
        if let commit = changes.commit { ibus_engine_commit_text(engine, TextBuilder.text(commit)) }
        switch changes.auxiliary {
        case .keep: break
        case .hide: ibus_engine_hide_auxiliary_text(engine)
        case .show:
            let text = AuxiliaryText(snapshot, placement: changes.placement, style: core.panelStyle)
            ibus_engine_update_auxiliary_text(engine, TextBuilder.auxiliary(text), 1)
        }
        switch changes.candidates {
        case .keep: break
        case .hide: ibus_engine_hide_lookup_table(engine)
        case .show:
            ibus_engine_update_lookup_table(
                engine, LookupTableBuilder.table(for: snapshot, style: core.panelStyle), 1)
        }
    }
}
