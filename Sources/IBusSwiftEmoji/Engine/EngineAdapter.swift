import CIBus
import EmojiFrontend
import EmojiInput
import EmojiRuntime
import Logging

/// One IBus engine object in front of the session of the input context it serves: IBus calls in,
/// as ``SessionRequest``s; `ibus_engine_*` updates out, and only for what changed since the last
/// update (IBus leaves that to the engine).
///
/// IBus moves one engine object between applications as focus moves (its "global engine"); the
/// daemon names the context in each focus call, and ``InputSessions`` keeps each context's
/// composition, so every application has its own query and page.
@MainActor
final class EngineAdapter {
    private let engine: UnsafeMutablePointer<IBusEngine>
    private unowned let runtime: EngineRuntime
    /// What the panel and application currently show, and where the query was placed.
    private var shown = EngineSnapshot.idle
    private var shownPlacement = QueryPlacement.application
    /// The focused context's path (empty until the daemon sends a focus id).
    private var currentPath = ""
    /// Inline mode's query typed into a Wayland application as text (see ``TypedInlineText``).
    private var typedInline = TypedInlineText()
    /// Whether the last snapshot went out as typed text rather than as a preedit.
    private var typingInline = false
    private let logger = Logger(label: "swift-emoji.ibus")
    private var sessions: InputSessions { runtime.sessions }

    init(engine: UnsafeMutablePointer<IBusEngine>, runtime: EngineRuntime) {
        self.engine = engine
        self.runtime = runtime
    }

    // MARK: Keys

    func processKey(keyval: guint, keycode: guint, state: guint) -> Bool {
        let release = IBUS_RELEASE_MASK.rawValue
        let key = RawKey(
            keysym: keyval, modifiers: state & ~release, isRelease: state & release != 0,
            character: ibus_keyval_to_unicode(keyval))
        let reply = sessions.handle(.key(key), for: currentPath)
        show(reply)
        return reply.handled
    }

    // MARK: Focus and state

    /// Focus from a daemon that does not send focus ids (or not yet): the client is not named.
    func focusIn() { focusIn(context: currentPath, client: "") }
    func focusOut() { focusOut(context: currentPath) }

    /// An input context gained focus.
    func focusIn(context path: String, client name: String) {
        // A focus without an id (before the daemon knew ours) belongs to the first context named.
        if currentPath.isEmpty, !path.isEmpty { sessions.adopt("", as: path) }
        currentPath = path
        ibus_engine_register_properties(engine, runtime.properties.list)
        show(sessions.handle(.focusIn(client: name), for: path))
    }

    /// An input context lost focus.
    func focusOut(context path: String) {
        if currentPath.isEmpty, !path.isEmpty {
            sessions.adopt("", as: path)
            currentPath = path
        }
        typedInline.keep()
        show(sessions.handle(.focusOut, for: currentPath))
    }

    func reset() {
        typedInline.keep()
        show(sessions.handle(.reset, for: currentPath))
    }

    func enable() {}

    /// Another engine was chosen for the focused context: its composition ends.
    func disable() {
        logger.debug("disable")
        reset()
    }

    /// The field's purpose and hints: a password or PIN field; a field with the private hint (an
    /// incognito window, IBus ≥ 1.5.24: "should not update personalized data").
    func setContentType(purpose: guint, hints: guint) {
        let facts = FieldFacts(
            isPassword: purpose == IBUS_INPUT_PURPOSE_PASSWORD.rawValue || purpose == IBUS_INPUT_PURPOSE_PIN.rawValue,
            isPrivate: hints & guint(IBUS_INPUT_HINT_PRIVATE.rawValue) != 0)
        show(sessions.handle(.field(facts), for: currentPath))
    }

    /// Settings changed: compositions were reset by the sessions; hide what was shown.
    func settingsChanged() {
        typedInline.keep()
        apply(.idle, commit: nil, placement: sessions.placement(of: currentPath))
    }

    // MARK: Panel

    func panel(_ action: PanelAction) {
        show(sessions.handle(.panel(action), for: currentPath))
    }

    func propertyActivate(_ name: String, state: guint) {
        _ = runtime.properties.activate(name, state: state, in: runtime.core)
    }

    // MARK: Output

    /// Shows a reply: its commit and snapshot, then any notice over the auxiliary text.
    private func show(_ reply: SessionReply) {
        if let snapshot = reply.snapshot { apply(snapshot, commit: reply.commit, placement: reply.placement) }
        if let notice = reply.notice { ibus_engine_update_auxiliary_text(engine, TextBuilder.text(notice), 1) }
    }

    /// Sends what changed between the shown state and `snapshot` (see ``SnapshotChanges``),
    /// committing `commit` first, with the query placed as `placement` says.
    private func apply(_ snapshot: EngineSnapshot, commit: String?, placement: QueryPlacement) {
        if placement != shownPlacement {
            // Whatever was shown the other way goes first.
            send(SnapshotChanges(from: shown, to: .idle, commit: nil, placement: shownPlacement), of: .idle)
            shown = .idle
            shownPlacement = placement
        }
        let typing = typesInlineText(snapshot, placement: placement)
        if typing != typingInline {
            // From a preedit to typed text or back: what showed the one way goes first.
            if typingInline {
                perform(typedInline.update(to: "", commit: nil))
            } else if !shown.preedit.isEmpty {
                ibus_engine_hide_preedit_text(engine)
            }
            shown = .idle
            typingInline = typing
        }
        send(
            SnapshotChanges(from: shown, to: snapshot, commit: commit, placement: placement), of: snapshot,
            typed: typing)
        shown = snapshot
    }

    /// Whether inline mode's typed text goes to the application as text rather than as a preedit,
    /// where a preedit to be kept is lost when the focus moves: in GNOME Shell's own context
    /// (Wayland applications: mutter 48 and later drop it) and in Qt's (its IBus module keeps it
    /// only if it still has a focused widget then: lost one time in four with Qt 6.8 on GNOME
    /// Shell 48); when the application reports its surrounding text, which taking the text back
    /// needs; and only ASCII text, as taking it back counts characters, which mutter 43 takes as
    /// bytes (a query that is not ASCII shows as a preedit).
    private func typesInlineText(_ snapshot: EngineSnapshot, placement: QueryPlacement) -> Bool {
        guard placement == .application, snapshot.preeditIsText || !typedInline.text.isEmpty,
            snapshot.preedit.unicodeScalars.allSatisfy(\.isASCII)
        else { return false }
        let surrounding = engine.pointee.client_capabilities & IBUS_CAP_SURROUNDING_TEXT.rawValue != 0
        return surrounding && [.gnomeShell, .qt].contains(sessions.client(of: currentPath).kind)
    }

    /// Sends `changes`, which lead to `snapshot`; with `typed`, inline mode's preedit and commit
    /// as edits of the application's text.
    private func send(_ changes: SnapshotChanges, of snapshot: EngineSnapshot, typed: Bool = false) {
        if typed {
            let preedit = snapshot.preeditIsText ? snapshot.preedit : ""
            perform(typedInline.update(to: preedit, commit: changes.commit))
        } else {
            sendPreedit(changes.preedit, of: snapshot)
            if let commit = changes.commit { ibus_engine_commit_text(engine, TextBuilder.text(commit)) }
        }
        switch changes.auxiliary {
        case .keep: break
        case .hide: ibus_engine_hide_auxiliary_text(engine)
        case .show:
            let text = AuxiliaryText(snapshot, placement: changes.placement, style: sessions.panelStyle)
            ibus_engine_update_auxiliary_text(engine, TextBuilder.auxiliary(text), 1)
        }
        switch changes.candidates {
        case .keep: break
        case .hide: ibus_engine_hide_lookup_table(engine)
        case .show:
            ibus_engine_update_lookup_table(
                engine, LookupTableBuilder.table(for: snapshot, style: sessions.panelStyle), 1)
        }
    }

    /// Edits the application's text as inline mode's typed text changes.
    private func perform(_ edits: [TypedInlineText.Edit]) {
        for edit in edits {
            switch edit {
            case .deleteBefore(let count): ibus_engine_delete_surrounding_text(engine, -gint(count), guint(count))
            case .commit(let text): ibus_engine_commit_text(engine, TextBuilder.text(text))
            }
        }
    }

    private func sendPreedit(_ update: SnapshotChanges.Update, of snapshot: EngineSnapshot) {
        switch update {
        case .keep: break
        case .hide: ibus_engine_hide_preedit_text(engine)
        case .show:
            // Inline mode: the preedit is typed text, which the application keeps when focus
            // moves or it resets the input; otherwise a query, which it drops.
            let mode = snapshot.preeditIsText ? IBUS_ENGINE_PREEDIT_COMMIT : IBUS_ENGINE_PREEDIT_CLEAR
            ibus_engine_update_preedit_text_with_mode(
                engine, TextBuilder.preedit(snapshot.preedit), guint(snapshot.preedit.unicodeScalars.count), 1, mode)
        }
    }
}
