import EmojiIndexBuilder
import Foundation

/// Paths of the repository's sources, for the generator tests.
enum Repository {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    static let sources = SourceFiles(directory: root + "/data/sources")
    static let index = root + "/data/emoji.index"
}
