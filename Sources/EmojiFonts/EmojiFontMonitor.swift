import Dispatch
import EmojiKit
import Synchronization

/// Keeps the decision on what the fonts can draw for a long-running frontend, and makes it again
/// when fonts change; all fontconfig work happens on a background queue, never on the key path.
///
/// Frontends read ``latest`` (a lock, no fontconfig call) and apply a decision whose generation
/// they have not seen yet.
public final class EmojiFontMonitor: Sendable {
    /// A decision (or why there is none), numbered in the order they were made.
    public struct Decision: Sendable {
        /// The decision's number: 0 before the first decision, then 1, 2 and so on.
        public let generation: Int
        public let report: EmojiFontReport?
        /// Why fontconfig could not answer, if it could not.
        public let failure: EmojiFontError?
    }

    private let catalog: EmojiCatalog
    private let load: @Sendable () throws(EmojiFontError) -> FontconfigConfiguration
    private let minimumCheckInterval: Duration
    private let queue = DispatchQueue(label: "swift-emoji.fonts", qos: .utility)
    private let published = Mutex(Decision(generation: 0, report: nil, failure: nil))
    /// Used on `queue` only: what the last decision was made from, and when fonts were checked.
    private let work = Mutex<(sources: FontconfigSources?, lastCheck: ContinuousClock.Instant?)>((nil, nil))

    /// A monitor for the desktop's fonts (or those `load` gives); checks for changes at most once
    /// per `minimumCheckInterval`.
    public init(
        catalog: EmojiCatalog,
        minimumCheckInterval: Duration = .seconds(5),
        load: @escaping @Sendable () throws(EmojiFontError) -> FontconfigConfiguration = { () throws(EmojiFontError) in
            try FontconfigConfiguration()
        }
    ) {
        self.catalog = catalog
        self.minimumCheckInterval = minimumCheckInterval
        self.load = load
    }

    /// The latest decision.
    public var latest: Decision { published.withLock { $0 } }

    /// Makes the first decision, or a new one if fonts changed since the last; in the background.
    ///
    /// Calls within `minimumCheckInterval` of the previous check do nothing.
    ///
    /// Only the paths and timestamps of the configuration are kept between checks, not
    /// fontconfig's font list.
    public func checkForChanges() {
        queue.async { [self] in
            let now = ContinuousClock.now
            let due = work.withLock { state in
                if let last = state.lastCheck, now - last < minimumCheckInterval { return false }
                state.lastCheck = now
                return !(state.sources?.areUnchanged ?? false)
            }
            guard due else { return }
            let decision: (report: EmojiFontReport?, sources: FontconfigSources?, failure: EmojiFontError?)
            do throws(EmojiFontError) {
                let configuration = try load()
                decision = (configuration.emojiFonts(catalog: catalog), configuration.sources, nil)
            } catch {
                decision = (nil, nil, error)
            }
            work.withLock { $0.sources = decision.sources }
            published.withLock { latest in
                latest = Decision(generation: latest.generation + 1, report: decision.report, failure: decision.failure)
            }
        }
    }

    /// Waits until every check asked for so far is done (tests, command-line use).
    public func waitUntilIdle() {
        queue.sync {}
    }
}
