import Foundation
import TestSupport
import Testing

/// Inline mode through a real ibus-daemon: text full of colons reaches the application exactly as
/// typed, and `:query` Return puts the emoji in its place.
@Suite(.serialized, .needsIBus) struct InlineModeTests {
    /// An engine in inline mode (set with gsettings, as a user does, and waited for).
    private func inlineSession() throws -> IBusTestSession {
        let session = try IBusTestSession(extraEnvironment: ["GSETTINGS_BACKEND": "keyfile"])
        try session.run("/usr/bin/gsettings", ["set", "org.freedesktop.ibus.engine.swift-emoji", "mode", "inline"])
        _ = try session.probe(["engine swift-emoji", "key a", "key space", "key colon", "key c"]) {
            $0.lastPreedit == ":c" && $0.handled.first == false
        }
        return session
    }

    /// What the application got: each key's commits, then the key itself when it was not handled.
    private func applicationText(_ log: ProbeLog) -> String {
        var text = ""
        for event in log.events {
            if event.signal == "commit-text", let commit = event.text { text += commit }
            guard event.event == "key", event.handled == false, let key = event.key else { continue }
            switch key {
            case "Return": text += "\n"
            case "space": text += " "
            default: if key.unicodeScalars.count == 1 { text += key }  // not Shift_L, Escape, …
            }
        }
        return text
    }

    @Test func textWithColonsTypesExactlyAsTyped() throws {
        let session = try inlineSession()
        defer { session.stop() }
        let log = try session.probe(
            ["engine swift-emoji"] + ColonText.keyNames(ColonText.realistic).map { "key \($0)" })
        #expect(log.errors.isEmpty)
        #expect(applicationText(log) == ColonText.realistic)
        // The only preedits were the `:word`s and lone colons at the start of a word, as typed.
        let preedits = Set(log.signals("update-preedit-text").compactMap(\.text).filter { !$0.isEmpty })
        #expect(preedits.allSatisfy { $0.hasPrefix(":") })
    }

    @Test func aChosenEmojiTakesThePlaceOfItsQuery() throws {
        let session = try inlineSession()
        defer { session.stop() }
        let keys =
            ColonText.keyNames("I love :cat") + ["Return"] + ColonText.keyNames(" and :sob: :thumbsup")
            + ["Shift_L", "Return"]
        let log = try session.probe(["engine swift-emoji"] + keys.map { "key \($0)" })
        #expect(log.errors.isEmpty)
        #expect(applicationText(log) == "I love 🐱 and 😭 👍🏻")
    }
}
