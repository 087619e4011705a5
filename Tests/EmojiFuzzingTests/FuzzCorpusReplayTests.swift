import EmojiFuzzing
import EmojiKit
import Foundation
import TestSupport
import Testing

/// Every input kept in Fuzz/Corpus and every crash reproducer in Fuzz/Reproducers, replayed
/// through the fuzz harnesses without libFuzzer: a fixed crash stays fixed.
@Suite struct FuzzCorpusReplayTests {
    static let root = Repository.root

    private func inputs(_ target: String) -> [String] {
        ["Corpus", "Reproducers"].flatMap { kind in
            FuzzReplay.files(at: Self.root + "/Fuzz/\(kind)/\(target)").filter { !$0.hasSuffix("/\(target)") }
        }
    }

    @Test func indexLoaderInputs() throws {
        let fuzzer = try IndexLoaderFuzzer(indexPath: Repository.index)
        let files = inputs("index-loader")
        #expect(files.count >= 10)
        for file in files { fuzzer.run(try FuzzReplay.read(file)) }
    }

    @Test func keyHandlingInputs() throws {
        let fuzzer = KeyHandlingFuzzer(database: try EmojiDatabase(path: Repository.index))
        let files = inputs("key-handling")
        #expect(files.count >= 5)
        for file in files { fuzzer.run(try FuzzReplay.read(file)) }
    }
}
