import EmojiFrontend
import EmojiInput
import EmojiKit
import TestSupport
import Testing

@testable import EmojiRuntime

/// One session per application text field, the least recently used dropped first.
@MainActor @Suite struct SessionTableTests {
    static let service = EmojiInputService(
        database: TestDatabase.shared, settings: EngineSettings(languages: ["en"]), store: .inMemory())

    private func make() -> InputEngine? { Self.service.makeEngine() }

    @Test func eachContextKeepsItsOwnEngine() {
        let contexts = SessionTable()
        let first = contexts.session("/a", client: .unnamed)
        let second = contexts.session("/b", client: .unnamed)
        #expect(first !== second)
        #expect(first.engine(making: make) !== second.engine(making: make))
        #expect(contexts.session("/a", client: .unnamed) === first)
        #expect(contexts.existing("/c") == nil)
    }

    @Test func theOldestGoFirstBeyondTheLimit() {
        let contexts = SessionTable()
        let first = contexts.session("/0", client: .unnamed)
        for index in 1...SessionTable.limit { _ = contexts.session("/\(index)", client: .unnamed) }
        #expect(contexts.existing("/0") == nil)
        #expect(contexts.all.count == SessionTable.limit)
        // Using a context makes it the most recent.
        _ = contexts.session("/1", client: .unnamed)
        _ = contexts.session("/new", client: .unnamed)
        #expect(contexts.existing("/1") != nil && contexts.existing("/2") == nil)
        _ = first
    }

    @Test func aContextWithoutIdGetsItsPathLater() {
        let contexts = SessionTable()
        let early = contexts.session("", client: .unnamed)
        contexts.rename("", to: "/real")
        #expect(contexts.existing("/real") === early)
        #expect(contexts.existing("") == nil)
    }

    @Test func privateContextsRecordNothing() {
        let password = SessionTable().session("/password", client: .unnamed)
        _ = password.take(FieldFacts(isPassword: true))
        #expect(password.engine(making: make)!.incognito)
        let incognito = SessionTable().session("/incognito", client: .unnamed)
        let input = incognito.engine(making: make)!
        _ = incognito.take(FieldFacts(isPrivate: true))
        #expect(input.incognito)
        _ = incognito.take(FieldFacts(isPrivate: false))
        #expect(!input.incognito)
    }

    @Test func noServiceNoContext() {
        #expect(SessionTable().session("/a", client: .unnamed).engine(making: { nil }) == nil)
    }
}
