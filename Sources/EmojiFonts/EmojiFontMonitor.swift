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
        /// 0 before the first decision, then 1, 2, …
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
    /// Used on `queue` only: the configuration the decision came from and when it was checked.
    private let work = Mutex<(configuration: FontconfigConfigurationBox?, lastCheck: ContinuousClock.Instant?)>((nil, nil))

    /// A monitor for the desktop's fonts (or those `load` gives); checks for changes at most once
    /// per `minimumCheckInterval`.
    public init(
        catalog: EmojiCatalog,
        minimumCheckInterval: Duration = .seconds(5),
        load: @escaping @Sendable () throws(EmojiFontError) -> FontconfigConfiguration = { () throws(EmojiFontError) in try FontconfigConfiguration() }
    ) {
        self.catalog = catalog
        self.minimumCheckInterval = minimumCheckInterval
        self.load = load
    }

    /// The latest decision.
    public var latest: Decision { published.withLock { $0 } }

    /// Makes the first decision, or a new one if fonts changed since the last; in the background.
    /// Calls within `minimumCheckInterval` of the previous check do nothing.
    public func checkForChanges() {
        queue.async { [self] in
            let now = ContinuousClock.now
            let configuration: FontconfigConfigurationBox? = work.withLock { state in
                if let last = state.lastCheck, now - last < minimumCheckInterval { return nil }
                state.lastCheck = now
                if let current = state.configuration?.value, current.isUpToDate { return nil }
                return FontconfigConfigurationBox(loading: load)
            }
            guard let configuration else { return }
            work.withLock { $0.configuration = configuration.isLoaded ? configuration : nil }
            let report = configuration.value.map { $0.emojiFonts(catalog: catalog) }
            published.withLock { decision in
                decision = Decision(generation: decision.generation + 1, report: report, failure: configuration.failure)
            }
        }
    }

    /// Waits until every check asked for so far is done (tests, command-line use).
    public func waitUntilIdle() {
        queue.sync {}
    }
}

/// A loaded configuration or why loading failed; moved between the monitor's state and its queue.
final class FontconfigConfigurationBox: @unchecked Sendable {
    // Only used on the monitor's queue, one thread at a time.
    let value: FontconfigConfiguration?
    let failure: EmojiFontError?

    init(loading load: () throws(EmojiFontError) -> FontconfigConfiguration) {
        do throws(EmojiFontError) {
            value = try load()
            failure = nil
        } catch {
            value = nil
            failure = error
        }
    }

    var isLoaded: Bool { value != nil }
}
