import EmojiIndexBuilder
import TestSupport

/// The generator's view of the repository's sources.
extension Repository {
    static let sourceFiles = SourceFiles(directory: Repository.sources)
}
