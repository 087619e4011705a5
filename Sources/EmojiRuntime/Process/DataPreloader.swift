import CStartupMemory
import Dispatch
import EmojiFonts
import EmojiKit
import Synchronization

/// Loads the emoji index and the user's languages on a background thread while the engine
/// connects to ibus-daemon, so the two waits overlap and the first key comes sooner; the font
/// monitor's first decision on what the fonts can draw is made there too, so the first key has it;
/// then the memory only start-up needed is given back.
public final class DataPreloader: Sendable {
    /// The loaded index with the monitor of its fonts.
    public struct Loaded: Sendable {
        public let database: EmojiDatabase
        public let fonts: EmojiFontMonitor
    }

    private let result = Mutex<Result<Loaded, IndexError>?>(nil)
    private let finished = DispatchSemaphore(value: 0)

    /// Starts loading at once.
    public init(languageTags: [String]) {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let loaded = Result { () throws(IndexError) -> Loaded in
                let database = try DataLocation.openDatabase()
                let fonts = EmojiFontMonitor(catalog: database.catalog)
                fonts.checkForChanges()
                for tag in languageTags {
                    if let locale = database.languageMatcher.match(tag) {
                        _ = try? database.annotations(locale: locale)
                    }
                }
                _ = database.sequence(for: "😀")  // builds the sequence lookup
                fonts.waitUntilIdle()
                // Start-up is over: its relocation tables and the heap the index's sections were
                // inflated into go back to the system (about 1.5 MiB of the engine's resident set).
                _ = swift_emoji_release_startup_memory()
                return Loaded(database: database, fonts: fonts)
            }
            result.withLock { $0 = loaded }
            finished.signal()
        }
    }

    /// Whether loading has finished (so ``loaded()`` will not wait).
    public var isFinished: Bool { result.withLock { $0 != nil } }

    /// The loaded index, waiting for it if needed.
    public func loaded() -> Result<Loaded, IndexError> {
        finished.wait()
        finished.signal()
        return result.withLock { $0! }
    }
}
