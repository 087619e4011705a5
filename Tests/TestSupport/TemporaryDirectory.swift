import Foundation

/// A fresh directory under the system's temporary directory, removed when the value goes away.
public final class TemporaryDirectory {
    /// The directory's path.
    public let path: String

    /// Makes a directory whose name starts with `prefix`.
    public init(prefix: String = "swift-emoji-tests") {
        path = NSTemporaryDirectory() + "\(prefix)-\(UUID().uuidString)"
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}
