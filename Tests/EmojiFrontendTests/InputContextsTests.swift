import EmojiFrontend
import EmojiInput
import EmojiKit
import TestSupport
import Testing

/// One composition per application text field, the least recently focused dropped first.
@MainActor @Suite struct InputContextsTests {
    static let service = EmojiInputService(
        database: TestDatabase.shared, settings: EngineSettings(languages: ["en"]), store: .inMemory())

    private func make() -> InputEngine? { Self.service.makeEngine() }

    @Test func eachContextKeepsItsOwnEngine() {
        let contexts = InputContexts()
        let first = contexts.context("/a", make: make)
        let second = contexts.context("/b", make: make)
        #expect(first !== second)
        #expect(contexts.context("/a", make: make) === first)
        #expect(contexts.existing("/c") == nil)
    }

    @Test func theOldestGoFirstBeyondTheLimit() {
        let contexts = InputContexts()
        let first = contexts.context("/0", make: make)
        for index in 1...InputContexts.limit { _ = contexts.context("/\(index)", make: make) }
        #expect(contexts.existing("/0") == nil)
        #expect(contexts.all.count == InputContexts.limit)
        // Using a context makes it the most recent.
        _ = contexts.context("/1", make: make)
        _ = contexts.context("/new", make: make)
        #expect(contexts.existing("/1") != nil && contexts.existing("/2") == nil)
        _ = first
    }

    @Test func aContextWithoutIdGetsItsPathLater() {
        let contexts = InputContexts()
        let early = contexts.context("", make: make)
        contexts.rename("", to: "/real")
        #expect(contexts.existing("/real") === early)
        #expect(contexts.existing("") == nil)
    }

    @Test func privateContextsRecordNothing() {
        let password = InputContexts().context("/password", make: make)!
        password.isPrivate = true
        #expect(password.input.incognito)
        let incognito = InputContexts().context("/incognito", make: make)!
        incognito.isIncognito = true
        #expect(incognito.input.incognito)
        incognito.isIncognito = false
        #expect(!incognito.input.incognito)
    }

    @Test func noServiceNoContext() {
        #expect(InputContexts().context("/a", make: { nil }) == nil)
    }
}
