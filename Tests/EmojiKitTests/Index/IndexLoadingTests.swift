import EmojiKit
import Foundation
import TestSupport
import Testing

/// Opening an index: every damaged form gives an `IndexError` naming the file, never a crash.
@Suite struct IndexLoadingTests {
    private let original = try! Data(contentsOf: URL(fileURLWithPath: TestData.indexPath))

    private func open(_ bytes: Data) throws -> EmojiDatabase {
        let scratch = TemporaryDirectory()
        let path = scratch.path + "/emoji.index"
        try bytes.write(to: URL(fileURLWithPath: path))
        return try EmojiDatabase(path: path)
    }

    private func error(opening bytes: Data) -> IndexError? {
        do {
            let database = try open(bytes)
            _ = try database.allLanguages()
            return nil
        } catch let error as IndexError {
            return error
        } catch {
            Issue.record("unexpected error \(error)")
            return nil
        }
    }

    @Test func opensTheCommittedIndex() throws {
        let database = TestData.database
        #expect(database.catalog.dataVersions["unicode"] == "18.0")
        #expect(database.catalog.dataVersions["cldr"] == "48.0")
        #expect(database.catalog.dataVersions[IndexFormat.provisionalNamesKey] == "49 alpha-2")
        #expect(database.availableLocales.count > 150)
        #expect(database.availableLocales.contains("de"))
        #expect(database.availableLocales.contains("zh-Hant-HK"))
    }

    @Test func missingFileNamesThePath() {
        #expect(throws: IndexError.self) { try EmojiDatabase(path: "/nonexistent/emoji.index") }
        do {
            _ = try EmojiDatabase(path: "/nonexistent/emoji.index")
        } catch {
            #expect(error.description.contains("/nonexistent/emoji.index"))
        }
    }

    @Test func directoryIsRejected() {
        #expect(throws: IndexError.self) { try EmojiDatabase(path: "/tmp") }
    }

    @Test func otherFilesAreNotAnIndex() {
        guard case .notAnIndex? = error(opening: Data("hello world, this is not an index".utf8)) else {
            Issue.record("expected notAnIndex")
            return
        }
        guard case .notAnIndex? = error(opening: Data()) else {
            Issue.record("expected notAnIndex for an empty file")
            return
        }
    }

    @Test func wrongVersionIsReported() {
        var bytes = original
        bytes[8] = 99
        guard case .wrongVersion(_, let found, let expected)? = error(opening: bytes) else {
            Issue.record("expected wrongVersion")
            return
        }
        #expect(found == 99)
        #expect(expected == IndexFormat.version)
    }

    @Test(arguments: [12, 16, 100, 4_000, 100_000, 1_000_000, 5_000_000])
    func truncatedFilesAreReported(length: Int) {
        let cut = original.prefix(length)
        switch error(opening: Data(cut)) {
        case .truncated?:
            break
        case let other:
            Issue.record("cut at \(length): expected truncated, got \(String(describing: other))")
        }
    }

    @Test func truncatedLastByteIsReported() {
        guard case .truncated? = error(opening: original.dropLast()) else {
            Issue.record("expected truncated")
            return
        }
    }

    @Test(arguments: [0.01, 0.2, 0.5, 0.9, 0.999])
    func flippedBytesFailTheChecksum(position: Double) {
        var bytes = original
        let tableEnd = IndexFormat.headerSize + 200 * IndexFormat.tableEntrySize
        let index = tableEnd + Int(Double(bytes.count - tableEnd - 1) * position)
        bytes[index] ^= 0x5A
        guard case .corrupt(_, let detail)? = error(opening: bytes) else {
            Issue.record("expected corrupt at byte \(index)")
            return
        }
        #expect(detail.contains("checksum"))
    }

    @Test func unknownLocaleIsAnError() throws {
        #expect(throws: IndexError.self) { try TestData.database.annotations(locale: "xx-Nowhere") }
        #expect(throws: LanguageError.unknown("klingon")) { try TestData.database.languages(["klingon"]) }
    }

    @Test func localesAreLoadedOnlyWhenAsked() throws {
        let database = try EmojiDatabase(path: TestData.indexPath)
        let german = try database.annotations(locale: "de")
        #expect(german.locale == "de")
        #expect(try database.annotations(locale: "de") === german)
    }
}
