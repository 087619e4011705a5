/// Why an index file could not be used.
///
/// Every case names the file, so a message shown to a user says which file to repair or reinstall.
public enum IndexError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file does not exist or cannot be opened or read.
    case unreadable(path: String, reason: String)
    /// The file does not start with the index magic bytes.
    case notAnIndex(path: String)
    /// The file is an index of another format version.
    case wrongVersion(path: String, found: UInt32, expected: UInt32)
    /// The file ends before the data its header announces.
    case truncated(path: String, detail: String)
    /// Checksums or internal references do not hold.
    case corrupt(path: String, detail: String)
    /// No section for the locale asked for.
    case unknownLocale(path: String, locale: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            "cannot read emoji index \(path): \(reason)"
        case .notAnIndex(let path):
            "\(path) is not a Swift Emoji index (bad magic bytes)"
        case .wrongVersion(let path, let found, let expected):
            "emoji index \(path) has format version \(found), this program reads version \(expected); regenerate it with `make data` or reinstall"
        case .truncated(let path, let detail):
            "emoji index \(path) is truncated: \(detail)"
        case .corrupt(let path, let detail):
            "emoji index \(path) is corrupt: \(detail)"
        case .unknownLocale(let path, let locale):
            "emoji index \(path) has no data for locale \(locale)"
        }
    }
}
