import Foundation
import TestSupport
import Testing

/// The interface in the user's language: the engine's hints (through `simulate`) and the tool's
/// messages follow `LANGUAGE`/`LANG` with the compiled catalogs of `po/`.
@Suite struct TranslationTests {
    let translations: CompiledTranslations

    init() throws { translations = try CompiledTranslations() }

    private func runner(language: String) -> CLIRunner {
        var cli = CLIRunner()
        cli.environment.merge(translations.environment(language: language)) { _, new in new }
        return cli
    }

    private func expected(_ msgid: String, _ language: String, _ values: [String: String]) throws -> String {
        let text = try CompiledTranslations.translation(of: msgid, language: language)
        #expect(text != msgid, "\(language) leaves \(msgid) in English")
        return values.reduce(text) { $0.replacingOccurrences(of: "{\($1.key)}", with: $1.value) }
    }

    @Test func everyLanguageShowsTheHintsAboveTheGridInIt() throws {
        for language in translations.languages {
            let result = try runner(language: language).run(["simulate", "--lang", "en", "x", "y", "z", "q"])
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            let aux = try #require((object["final"] as? [String: Any])?["aux"] as? String)
            let noMatch = try expected("No emoji for “{query}”", language, ["query": "xyzq"])
            #expect(aux.hasPrefix(noMatch), "\(language): \(aux)")
            #expect(aux.contains(try expected("Esc cancels", language, [:])), "\(language): \(aux)")
        }
    }

    @Test func browsingStartsAtFrequentlyUsedInTheLanguage() throws {
        let result = try runner(language: "ja").run(["simulate", "--lang", "ja", "Down"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let final = try #require(object["final"] as? [String: Any])
        #expect(final["category"] as? String == (try expected("Frequently used", "ja", [:])))
    }

    @Test func messagesOfTheToolAreTranslatedAndTheLocaleNeedNotBeInstalled() throws {
        var cli = runner(language: "de")
        // A German desktop whose locale was never generated: the language still comes from LANG.
        cli.environment["LANGUAGE"] = nil
        cli.environment["LANG"] = "de_DE.UTF-8"
        let result = try cli.run(["search", "xyzzyq"])
        #expect(result.status != 0)
        #expect(result.stderr.contains(try expected("no emoji matches '{query}'", "de", ["query": "xyzzyq"])))
    }

    @Test func withoutALanguageTheInterfaceIsEnglish() throws {
        let result = try CLIRunner().run(["search", "xyzzyq"])
        #expect(result.stderr.contains("no emoji matches 'xyzzyq'"))
    }
}
