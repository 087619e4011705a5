import EmojiIndexBuilder
import EmojiKit
import Foundation
import TestSupport

/// The repository's generated index and sources, shared by the tests.
enum TestData {
    static let root = Repository.root
    static let indexPath = Repository.index
    static let emojiTestPath = Repository.sources + "/emoji-test.txt"

    /// The committed index, opened once.
    static var database: EmojiDatabase { TestDatabase.shared }

    static var catalog: EmojiCatalog { database.catalog }

    /// emoji-test.txt, parsed by the generator's parser.
    static let emojiTest: EmojiTestFile = {
        do {
            return try EmojiTestFile(text: String(contentsOfFile: emojiTestPath, encoding: .utf8), path: emojiTestPath)
        } catch { fatalError("cannot parse \(emojiTestPath): \(error)") }
    }()

    /// A searcher over the given languages.
    static func searcher(_ languages: String...) throws -> EmojiSearcher {
        try searcher(languages)
    }

    /// A searcher over the given languages.
    static func searcher(_ languages: [String]) throws -> EmojiSearcher {
        EmojiSearcher(catalog: catalog, languages: try database.languages(languages))
    }

    /// The emoji texts of the first `count` results for `query`.
    static func top(
        _ query: String, _ count: Int = 5, in searcher: EmojiSearcher, options: SearchOptions = SearchOptions()
    ) -> [String] {
        searcher.search(query, options: options).prefix(count).map { catalog.string($0.sequence) }
    }

    /// The base emoji whose text is `text`.
    static func id(_ text: String) -> EmojiID {
        guard case .base(let id)? = database.sequence(for: text) else { fatalError("\(text) is not a base emoji") }
        return id
    }
}
