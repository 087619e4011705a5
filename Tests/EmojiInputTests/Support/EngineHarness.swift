import EmojiInput
import EmojiKit
import Foundation
import TestSupport

/// The committed index and helpers to drive engines with key names.
enum Fixtures {
    static var database: EmojiDatabase { TestDatabase.shared }

    static var catalog: EmojiCatalog { database.catalog }
}

/// One engine over the real index with in-memory state (unless a store is given).
struct EngineHarness {
    let service: EmojiInputService
    let engine: InputEngine

    init(
        languages: [String] = ["en"], store: UserStateStore = .inMemory(),
        configure: (inout EngineSettings) -> Void = { _ in }
    ) {
        var settings = EngineSettings(languages: languages)
        configure(&settings)
        service = EmojiInputService(database: Fixtures.database, settings: settings, store: store)
        engine = service.makeEngine()
    }

    /// Types space-separated key names.
    @discardableResult
    func type(_ keys: String) -> Simulation {
        Simulation(running: try! KeyScript(text: keys), on: engine)
    }

    /// Types each character of `text` as a key.
    @discardableResult
    func typeText(_ text: String) -> Simulation {
        Simulation(running: try! KeyScript(text.unicodeScalars.map { $0 == " " ? "space" : String($0) }), on: engine)
    }

    var snapshot: EngineSnapshot { engine.snapshot }

    /// The focused emoji's text.
    var focused: String? { snapshot.focusedCandidate?.text }
}
