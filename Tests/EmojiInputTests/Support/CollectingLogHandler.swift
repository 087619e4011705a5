import Logging
import Synchronization

/// A log handler that keeps messages, so tests can count warnings.
struct CollectingLogHandler: LogHandler {
    final class Storage: Sendable {
        let messages = Mutex<[(Logger.Level, String)]>([])
        var warnings: [String] { messages.withLock { $0.filter { $0.0 >= .warning }.map(\.1) } }
        var all: [String] { messages.withLock { $0.map(\.1) } }
    }

    let storage: Storage
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        storage.messages.withLock { $0.append((event.level, "\(event.message)")) }
    }

    /// A logger writing into a fresh storage.
    static func logger() -> (Logger, Storage) {
        let storage = Storage()
        return (Logger(label: "test") { _ in CollectingLogHandler(storage: storage) }, storage)
    }
}
