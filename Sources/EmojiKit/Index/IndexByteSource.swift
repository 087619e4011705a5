#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Where index bytes come from: a file read with `pread` (never memory-mapped, so a file
/// truncated while in use gives an error rather than a bus error), or bytes in memory (tests and
/// fuzzing).
final class IndexByteSource: @unchecked Sendable {
    private enum Storage {
        case file(Int32)
        case memory([UInt8])
    }

    /// The path shown in errors.
    let path: String
    let size: UInt64
    private let storage: Storage

    /// Opens a regular file.
    init(path: String) throws(IndexError) {
        self.path = path
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .unreadable(path: path, reason: Self.errnoText()) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            let reason = (info.st_mode & S_IFMT) == S_IFREG ? Self.errnoText() : "not a regular file"
            close(fd)
            throw .unreadable(path: path, reason: reason)
        }
        storage = .file(fd)
        size = UInt64(info.st_size)
    }

    /// Wraps bytes in memory; `name` stands for the path in errors.
    init(bytes: [UInt8], name: String) {
        path = name
        storage = .memory(bytes)
        size = UInt64(bytes.count)
    }

    deinit {
        if case .file(let fd) = storage { close(fd) }
    }

    /// Exactly `count` bytes at `offset`.
    func read(offset: UInt64, count: Int) throws(IndexError) -> [UInt8] {
        let (end, overflow) = offset.addingReportingOverflow(UInt64(count))
        guard !overflow, end <= size else {
            throw .truncated(path: path, detail: "unexpected end of file at byte \(min(offset, size))")
        }
        switch storage {
        case .memory(let bytes):
            return Array(bytes[Int(offset)..<Int(end)])
        case .file(let fd):
            var result = [UInt8](repeating: 0, count: count)
            var done = 0
            while done < count {
                let got = result.withUnsafeMutableBytes { buffer in
                    pread(fd, buffer.baseAddress! + done, count - done, off_t(offset) + off_t(done))
                }
                if got < 0 {
                    if errno == EINTR { continue }
                    throw .unreadable(path: path, reason: Self.errnoText())
                }
                if got == 0 {
                    throw .truncated(path: path, detail: "unexpected end of file at byte \(offset + UInt64(done))")
                }
                done += got
            }
            return result
        }
    }

    private static func errnoText() -> String {
        String(cString: strerror(errno))
    }
}
