import CSwiftEmojiPaths

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Finds the directory holding `emoji.index`.
///
/// Order: the environment variable `SWIFT_EMOJI_DATA_DIR` (development and tests), the data
/// directory compiled in from the install prefix, and `../share/swift-emoji` next to the running
/// executable (a relocated install).
public enum DataLocation {
    /// The environment variable that overrides the data directory.
    public static let environmentVariable = "SWIFT_EMOJI_DATA_DIR"

    /// The data directory compiled into this build.
    public static var compiledDirectory: String { String(cString: swift_emoji_compiled_datadir()) }

    /// Directories to look in, best first.
    public static func candidateDirectories() -> [String] {
        if let override = getenv(environmentVariable), override.pointee != 0 {
            return [String(cString: override)]
        }
        var result = [compiledDirectory]
        if let executable = executablePath() {
            var parts = executable.split(separator: "/", omittingEmptySubsequences: false)
            if parts.count >= 2 {
                parts.removeLast(2)
                let relative = parts.joined(separator: "/") + "/share/swift-emoji"
                if relative != result[0] { result.append(relative) }
            }
        }
        return result
    }

    /// The index file to use: the first candidate that exists, or the first candidate's path
    /// when none does (so the error names where it was expected).
    public static func indexPath() -> String {
        let paths = candidateDirectories().map { $0 + "/" + IndexFormat.fileName }
        return paths.first { access($0, F_OK) == 0 } ?? paths[0]
    }

    /// Opens the index found by ``indexPath()``.
    public static func openDatabase() throws(IndexError) -> EmojiDatabase {
        let path = indexPath()
        do {
            return try EmojiDatabase(path: path)
        } catch .unreadable(let path, let reason) {
            let hint = getenv(environmentVariable) == nil ? "; install Swift Emoji or set \(environmentVariable)" : ""
            throw .unreadable(path: path, reason: reason + hint)
        }
    }

    private static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
