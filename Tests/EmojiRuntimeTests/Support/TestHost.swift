import EmojiFrontend
import EmojiInput
import EmojiKit
import EmojiRuntime
import EmojiSpeech
import TestSupport

/// An engine process for the sessions without GSettings or a background load: the committed
/// index with in-memory state, or none (the index could not be loaded).
@MainActor
final class TestHost: SessionHost {
    let service: EmojiInputService?
    let failure: String?
    var panelStyle = PanelStyle.marks
    var onReset: (@MainActor () -> Void)?
    var speech: ScreenReaderSpeech?
    var firstLanguage = "en"
    private(set) var fontChecks = 0

    init(settings: EngineSettings = EngineSettings(languages: ["en"]), loads: Bool = true) {
        service =
            loads ? EmojiInputService(database: TestDatabase.shared, settings: settings, store: .inMemory()) : nil
        failure = loads ? nil : "no emoji data"
    }

    func queryPlacement(for client: InputClient) -> QueryPlacement {
        if service?.settings.mode == .inline { return .application }
        return QueryPlacement.resolve(setting: "auto", client: client)
    }

    func applyFontChanges() {}
    func checkFonts() { fontChecks += 1 }
}

extension InputSessions {
    /// Types each character of `text` as a key press and release in the context `id`; the replies
    /// to the presses.
    @discardableResult
    func type(_ text: String, in id: String) -> [SessionReply] {
        text.unicodeScalars.map { scalar in
            let press = handle(
                .key(RawKey(keysym: scalar.value, modifiers: 0, isRelease: false, character: scalar.value)), for: id)
            _ = handle(
                .key(RawKey(keysym: scalar.value, modifiers: 0, isRelease: true, character: scalar.value)), for: id)
            return press
        }
    }

    /// Presses and releases a key without a character (Return, Escape).
    @discardableResult
    func press(_ keysym: UInt32, in id: String) -> SessionReply {
        let reply = handle(.key(RawKey(keysym: keysym, modifiers: 0, isRelease: false, character: 0)), for: id)
        _ = handle(.key(RawKey(keysym: keysym, modifiers: 0, isRelease: true, character: 0)), for: id)
        return reply
    }
}
