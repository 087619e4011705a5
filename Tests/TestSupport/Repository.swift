import Foundation

/// Paths in the repository the tests run from: its root found from this file's path.
public enum Repository {
    /// The repository root.
    public static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// `data/`: the generated index and its sources.
    public static var data: String { root + "/data" }
    /// The committed index.
    public static var index: String { data + "/emoji.index" }
    /// `data/sources/`.
    public static var sources: String { data + "/sources" }
}
