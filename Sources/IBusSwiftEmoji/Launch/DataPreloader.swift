import Dispatch
import EmojiKit
import Synchronization

/// Loads the emoji index and the user's languages on a background thread while the engine
/// connects to ibus-daemon, so the two waits overlap and the first key comes sooner.
final class DataPreloader: Sendable {
    private let result = Mutex<Result<EmojiDatabase, IndexError>?>(nil)
    private let finished = DispatchSemaphore(value: 0)

    /// Starts loading at once.
    init(languageTags: [String]) {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let loaded = Result { () throws(IndexError) -> EmojiDatabase in
                let database = try DataLocation.openDatabase()
                for tag in languageTags {
                    if let locale = database.languageMatcher.match(tag) { _ = try? database.annotations(locale: locale) }
                }
                _ = database.sequence(for: "😀")  // builds the sequence lookup
                return database
            }
            result.withLock { $0 = loaded }
            finished.signal()
        }
    }

    /// Whether loading has finished (so ``database()`` will not wait).
    var isFinished: Bool { result.withLock { $0 != nil } }

    /// The loaded index, waiting for it if needed.
    func database() -> Result<EmojiDatabase, IndexError> {
        finished.wait()
        finished.signal()
        return result.withLock { $0! }
    }
}
