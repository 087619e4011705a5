import Dispatch
import EmojiKit
import FoundationEssentials
import Logging
import Synchronization

/// The user's usage history and remembered tones, shared by every engine of a process, saved
/// in the background soon after they change.
///
/// Two files under the state directory, `usage.json` and `tones.json`, each written atomically
/// with mode 0600. A file that cannot be parsed is moved aside (`….corrupt-<time>`) with a warning
/// and that part starts fresh; the other file is unaffected. When the directory cannot be read or
/// written (permissions, disk full) the state stays in memory, one warning is logged for the
/// whole episode, and the next change tries again.
public final class UserStateStore: Sendable {
    /// The directory written to, or `nil` for a store that lives in memory only.
    public let directory: String?

    private struct State {
        var usage = UsageHistory()
        var tones = ToneMemory()
        var dirty = false
        var saveScheduled = false
        /// An I/O problem was reported and no save has succeeded since (warn once).
        var ioProblemReported = false
        var revision = 0
    }

    private let state = Mutex(State())
    private let queue = DispatchQueue(label: "swift-emoji.user-state")
    private let delay: DispatchTimeInterval
    private let logger: Logger

    /// A store kept in memory only (tests, `swift-emoji simulate` without `--state-dir`).
    public static func inMemory() -> UserStateStore { UserStateStore(directory: nil) }

    /// Opens the store in `directory`, reading what is there.
    ///
    /// Never throws: damaged files are moved aside and unreadable ones are skipped, with a warning.
    public init(
        directory: String?, saveDelay: DispatchTimeInterval = .milliseconds(500),
        logger: Logger = Logger(label: "swift-emoji.state")
    ) {
        self.directory = directory
        delay = saveDelay
        self.logger = logger
        guard let directory else { return }
        let usage = load(directory + "/usage.json", as: UsageFile.self).map { UsageHistory(scores: $0.scores) }
        let tones = load(directory + "/tones.json", as: TonesFile.self).map { file in
            ToneMemory(
                tones: file.tones.compactMapValues { names in
                    let tones = names.compactMap(SkinTone.init(name:))
                    return tones.count == names.count ? tones : nil
                })
        }
        state.withLock { state in
            state.usage = usage ?? UsageHistory()
            state.tones = tones ?? ToneMemory()
        }
    }

    // MARK: Reading

    public var usage: UsageHistory { state.withLock { $0.usage } }
    /// Increases with every change, so readers can cache what they derive from the state.
    public var revision: Int { state.withLock { $0.revision } }
    public var tones: ToneMemory { state.withLock { $0.tones } }

    // MARK: Changing

    /// Records a commit of `emoji` (base emoji text) and schedules a save.
    public func recordUse(of emoji: String) {
        state.withLock { $0.usage.record(emoji) }
        changed()
    }

    /// Remembers the tones chosen for `emoji` and schedules a save.
    public func rememberTones(_ tones: [SkinTone], for emoji: String) {
        let changed = state.withLock { state -> Bool in
            guard state.tones[emoji] != tones else { return false }
            state.tones.remember(tones, for: emoji)
            return true
        }
        if changed { self.changed() }
    }

    /// Forgets all usage and remembered tones (the "clear history" menu item).
    public func clear() {
        state.withLock { state in
            state.usage = UsageHistory()
            state.tones = ToneMemory()
        }
        changed()
    }

    // MARK: Saving

    /// Saves now if anything changed, on the calling thread.
    ///
    /// Returns whether the state is saved.
    @discardableResult
    public func flush() -> Bool {
        queue.sync { saveIfDirty() }
    }

    private func changed() {
        let schedule = state.withLock { state -> Bool in
            state.dirty = true
            state.revision += 1
            guard directory != nil, !state.saveScheduled else { return false }
            state.saveScheduled = true
            return true
        }
        if schedule {
            queue.asyncAfter(deadline: .now() + delay) { [self] in
                state.withLock { $0.saveScheduled = false }
                // A failed save leaves the state dirty; the next change schedules another.
                _ = saveIfDirty()
            }
        }
    }

    /// Writes both files if dirty.
    ///
    /// Runs on `queue`.
    private func saveIfDirty() -> Bool {
        guard let directory else { return true }
        let snapshot = state.withLock { state -> (UsageHistory, ToneMemory)? in
            guard state.dirty else { return nil }
            state.dirty = false
            return (state.usage, state.tones)
        }
        guard let (usage, tones) = snapshot else { return true }
        do {
            try write(UsageFile(scores: usage.scores), to: directory + "/usage.json")
            try write(TonesFile(tones: tones.tones.mapValues { $0.map(\.name) }), to: directory + "/tones.json")
            let recovered = state.withLock { state -> Bool in
                defer { state.ioProblemReported = false }
                return state.ioProblemReported
            }
            if recovered { logger.notice("user state saved again in \(directory)") }
            return true
        } catch {
            state.withLock { $0.dirty = true }
            reportIOProblem("cannot save user state (kept in memory, will retry): \(error)")
            return false
        }
    }

    /// Logs the first I/O problem of an episode (until a save succeeds).
    private func reportIOProblem(_ message: String) {
        let first = state.withLock { state -> Bool in
            defer { state.ioProblemReported = true }
            return !state.ioProblemReported
        }
        if first { logger.warning("\(message)") }
    }

    private func write<T: Encodable>(_ value: T, to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try AtomicFile.write(Array(try encoder.encode(value)), to: path)
    }

    private func load<T: Decodable & VersionedFile>(_ path: String, as type: T.Type) -> T? {
        do {
            guard let bytes = try AtomicFile.read(path) else { return nil }
            let file = try JSONDecoder().decode(T.self, from: Data(bytes))
            guard file.version == T.currentVersion else { throw UnknownVersion(version: file.version) }
            return file
        } catch AtomicFile.Failure.io(let reason) {
            // Not readable (permissions…): leave the file alone, work in memory.
            reportIOProblem("cannot read user state, starting without it: \(reason)")
            return nil
        } catch {
            let aside = AtomicFile.moveAside(path)
            logger.warning(
                "\(path) is damaged (\(Self.describe(error))); moved to \(aside ?? "nowhere"), starting fresh")
            return nil
        }
    }

    private static func describe(_ error: any Error) -> String {
        if error is DecodingError { return "not valid state JSON" }
        if let unknown = error as? UnknownVersion { return "unknown format version \(unknown.version)" }
        return "\(error)"
    }

    private struct UnknownVersion: Error {
        let version: Int
    }
}

/// A state file's schema version, checked when reading.
private protocol VersionedFile {
    static var currentVersion: Int { get }
    var version: Int { get }
}

private struct UsageFile: Codable, VersionedFile {
    static let currentVersion = 1
    var version = currentVersion
    var scores: [String: Double]
}

private struct TonesFile: Codable, VersionedFile {
    static let currentVersion = 1
    var version = currentVersion
    var tones: [String: [String]]
}
