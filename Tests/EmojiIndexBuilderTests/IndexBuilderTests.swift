import EmojiIndexBuilder
import EmojiKit
import Foundation
import TestSupport
import Testing

/// The generator is deterministic and the committed index is what it generates.
@Suite struct IndexBuilderTests {
    @Test func regeneratingGivesTheCommittedIndexByteForByte() throws {
        // The committed file was generated earlier, by another process: equal bytes show the
        // generator is deterministic and the committed index is current.
        let first = try IndexBuilder.build(from: Repository.sourceFiles)
        let committed = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Repository.index)))
        #expect(first.bytes == committed, "data/emoji.index is stale: run `make data`")
        #expect(first.summary.baseEmoji == 1923)
        #expect(first.summary.tonedEmoji == 2040)
        #expect(first.summary.locales.contains("de"))
        #expect(first.bytes.count <= 14_500_000, "index grew past 14.5 MB (the target is 16 MB)")
    }

    @Test func missingSourcesAreNamed() {
        var sources = Repository.sourceFiles
        sources.gemoji = "/nonexistent/gemoji.json"
        do {
            _ = try IndexBuilder.build(from: sources)
            Issue.record("expected an error")
        } catch {
            #expect("\(error)".contains("/nonexistent/gemoji.json"))
        }
    }
}
