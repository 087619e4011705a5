import CIBus
import EmojiInput
import EmojiKit

/// One IBus engine object (one input context) in front of one ``InputEngine``: IBus calls in,
/// `ibus_engine_*` updates out, and only for what changed since the last update.
@MainActor
final class EngineAdapter {
    private let engine: UnsafeMutablePointer<IBusEngine>
    /// The input engine once made (`.some(nil)` when the emoji data could not be loaded).
    private var made: InputEngine??

    /// The input engine, made on first use: the index may still be loading when IBus creates the
    /// engine object, and focus changes need not wait for it. `nil` when the emoji data could
    /// not be loaded: keys then pass through.
    private var input: InputEngine? {
        if let made { return made }
        let engine = runtime.service?.makeEngine()
        engine?.incognito = isPrivateField
        made = .some(engine)
        return engine
    }

    /// The input engine if it was made already.
    private var existingInput: InputEngine? { made ?? nil }
    private unowned let runtime: EngineRuntime
    /// What the panel and application currently show.
    private var shown = EngineSnapshot.idle
    /// Password and PIN fields: every key passes through, nothing is recorded.
    private var isPrivateField = false
    /// Presses passed through, so that their releases pass through too (even if the state
    /// changed in between).
    private var passedPresses: Set<UInt32> = []

    init(engine: UnsafeMutablePointer<IBusEngine>, runtime: EngineRuntime) {
        self.engine = engine
        self.runtime = runtime
    }

    // MARK: Keys

    func processKey(keyval: guint, keycode: guint, state: guint) -> Bool {
        guard !isPrivateField else { return false }
        guard let input else {
            if let failure = runtime.failure { ibus_engine_update_auxiliary_text(engine, TextBuilder.text(failure), 1) }
            return false
        }
        let isRelease = state & IBUS_RELEASE_MASK.rawValue != 0
        let character = ibus_keyval_to_unicode(keyval)
        let event = KeyEvent(
            keysym: KeySym(keyval),
            modifiers: ModifierMask(rawValue: state & ~IBUS_RELEASE_MASK.rawValue),
            isRelease: isRelease,
            character: character > 0x1F && character != 0x7F ? Unicode.Scalar(character) : nil)
        if isRelease, passedPresses.remove(keyval) != nil {
            // Keep the engine's tap detection and release bookkeeping in step, but the
            // application got the press, so it gets the release.
            let outcome = input.handle(event)
            apply(outcome.snapshot, commit: outcome.commit)
            return false
        }
        let outcome = input.handle(event)
        apply(outcome.snapshot, commit: outcome.commit)
        if !isRelease, !outcome.handled { passedPresses.insert(keyval) }
        return outcome.handled
    }

    // MARK: Focus and state

    func focusIn() {
        ibus_engine_register_properties(engine, runtime.properties.list)
        if let failure = runtime.failure {
            ibus_engine_update_auxiliary_text(engine, TextBuilder.text(failure), 1)
        }
    }

    func focusOut() {
        reset()
    }

    func reset() {
        existingInput?.reset()
        passedPresses.removeAll()
        apply(.idle, commit: nil)
    }

    func enable() {}

    func disable() {
        reset()
    }

    func setContentType(purpose: guint, hints: guint) {
        let isPrivate = purpose == IBUS_INPUT_PURPOSE_PASSWORD.rawValue || purpose == IBUS_INPUT_PURPOSE_PIN.rawValue
        guard isPrivate != isPrivateField else { return }
        isPrivateField = isPrivate
        existingInput?.incognito = isPrivate
        if isPrivate { reset() }
    }

    func settingsChanged() {
        guard let input = existingInput, input.snapshot.isActive else { return }
        // Re-render the composition with the new settings (layout, tones…).
        input.reset()
        apply(.idle, commit: nil)
    }

    // MARK: Panel

    func pageUp() { if let input { apply(input.pageUp(), commit: nil) } }
    func pageDown() { if let input { apply(input.pageDown(), commit: nil) } }
    func cursorUp() { if let input { apply(input.cursorUp(), commit: nil) } }
    func cursorDown() { if let input { apply(input.cursorDown(), commit: nil) } }

    func candidateClicked(index: Int, button: guint, state: guint) {
        guard let input else { return }
        let outcome = input.clickRow(index)
        apply(outcome.snapshot, commit: outcome.commit)
    }

    func propertyActivate(_ name: String, state: guint) {
        _ = runtime.properties.activate(name, state: state, in: runtime)
    }

    // MARK: Output

    /// Sends what changed between the shown state and `snapshot`, committing `commit` first.
    private func apply(_ snapshot: EngineSnapshot, commit: String?) {
        if snapshot.preedit != shown.preedit || commit != nil {
            if snapshot.preedit.isEmpty {
                if !shown.preedit.isEmpty { ibus_engine_hide_preedit_text(engine) }
            } else {
                ibus_engine_update_preedit_text(engine, TextBuilder.preedit(snapshot.preedit), guint(snapshot.preedit.unicodeScalars.count), 1)
            }
        }
        if let commit { ibus_engine_commit_text(engine, TextBuilder.text(commit)) }
        if snapshot.auxiliary != shown.auxiliary {
            if snapshot.auxiliary.isEmpty {
                ibus_engine_hide_auxiliary_text(engine)
            } else {
                ibus_engine_update_auxiliary_text(engine, TextBuilder.text(snapshot.auxiliary), 1)
            }
        }
        if snapshot.rows != shown.rows || snapshot.focus != shown.focus || snapshot.layout != shown.layout {
            if snapshot.rows.isEmpty {
                ibus_engine_hide_lookup_table(engine)
            } else {
                ibus_engine_update_lookup_table(engine, LookupTableBuilder.table(for: snapshot), 1)
            }
        }
        shown = snapshot
    }
}
