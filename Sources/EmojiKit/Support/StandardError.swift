#if canImport(Glibc)
    import Glibc
    private let writeBytes = Glibc.write
#elseif canImport(Musl)
    import Musl
    private let writeBytes = Musl.write
#endif

/// Standard error as a `TextOutputStream`, for `print(_:to:)` in the command-line tools and the
/// engine: unbuffered, so a message is out before the process exits.
public struct StandardError: TextOutputStream {
    public init() {}

    public mutating func write(_ string: String) {
        var bytes = Array(string.utf8)
        _ = bytes.withUnsafeMutableBytes { writeBytes(2, $0.baseAddress, $0.count) }
    }
}
