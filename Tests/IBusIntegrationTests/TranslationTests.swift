import Foundation
import TestSupport
import Testing

/// The engine speaks the desktop's language through a real ibus-daemon: the hints above the grid
/// and the panel menu come from the compiled catalogs, chosen by the session's `LANGUAGE`.
@Suite(.serialized, .needsIBus) struct TranslationTests {
    @Test func theEngineSpeaksTheDesktopsLanguage() throws {
        let translations = try CompiledTranslations()
        let session = try IBusTestSession(extraEnvironment: translations.environment(language: "fr"))
        defer { session.stop() }
        let log = try session.probe(
            ["engine swift-emoji", "key x", "key y", "key z", "key q", "key Escape"], panel: true)
        #expect(log.errors.isEmpty)
        let noMatch = try CompiledTranslations.translation(of: "No emoji for “{query}”", language: "fr")
            .replacingOccurrences(of: "{query}", with: "xyzq")
        let aux = log.caused(byKey: "q").lastAuxiliary ?? ""
        #expect(aux.hasPrefix(noMatch), "\(aux)")

        let labels = log.signals("panel-register-properties").last?.labels ?? []
        for msgid in ["Layout", "Rank often-used emoji first", "List with names"] {
            let label = try CompiledTranslations.translation(of: msgid, language: "fr")
            #expect(label != msgid)
            #expect(labels.contains(label), "\(msgid) → \(label) in \(labels)")
        }
    }
}
