import EmojiKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Standard input and output as bytes, for the commands that must pass text through unchanged (`convert`).
enum StandardStreams {
    /// Everything on standard input, to its end.
    static func readAll() throws -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw CLIError(
                    UIText.localized(
                        "cannot read standard input: {problem}", ["problem": String(cString: strerror(errno))]))
            }
            bytes += chunk[..<count]
        }
    }

    /// Writes all of `bytes` to standard output.
    static func writeAll(_ bytes: [UInt8]) throws {
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw CLIError(
                    UIText.localized(
                        "cannot write standard output: {problem}", ["problem": String(cString: strerror(errno))]))
            }
            written += count
        }
    }
}
