#if canImport(Glibc)
    import Glibc
#endif

/// Reading and atomically replacing small private files.
enum AtomicFile {
    /// Why a file operation failed, with the path and the system's reason.
    enum Failure: Error, CustomStringConvertible {
        /// The system refused (permissions, missing directory, disk full…).
        case io(String)
        /// The file is not what we write: too large to be user state.
        case tooLarge(String)

        var description: String {
            switch self {
            case .io(let text), .tooLarge(let text): text
            }
        }
    }

    /// Files larger than this are not user state written by us.
    static let maximumSize = 4 << 20

    /// The bytes of `path`, or `nil` if it does not exist.
    static func read(_ path: String) throws(Failure) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 {
            if errno == ENOENT { return nil }
            throw failure("cannot open", path)
        }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let got = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if got < 0 {
                if errno == EINTR { continue }
                throw failure("cannot read", path)
            }
            if got == 0 { break }
            bytes += buffer[0..<got]
            if bytes.count > maximumSize { throw .tooLarge("\(path) is larger than \(maximumSize) bytes") }
        }
        return bytes
    }

    /// Replaces `path` with `bytes`: a temporary file in the same directory (mode 0600) is
    /// written, flushed to disk and renamed over `path`, so a crash leaves the old or the new file,
    /// never a mix.
    static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
        let directory = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        try makeDirectory(directory)
        let temporary = "\(path).tmp-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw failure("cannot create", temporary) }
        var ok = fchmod(fd, 0o600) == 0
        var written = 0
        while ok, written < bytes.count {
            let result = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + written, bytes.count - written) }
            if result < 0, errno == EINTR { continue }
            if result <= 0 { ok = false } else { written += result }
        }
        let error = errno
        if ok, fsync(fd) != 0 { ok = false }
        close(fd)
        guard ok, rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(ok ? errno : error))
            unlink(temporary)
            throw .io("cannot write \(path): \(reason)")
        }
        let directoryFD = open(directory.isEmpty ? "/" : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directoryFD >= 0 {
            fsync(directoryFD)
            close(directoryFD)
        }
    }

    /// Moves a damaged file out of the way (`name.corrupt-<time>`) and returns the new path.
    static func moveAside(_ path: String) -> String? {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let target = "\(path).corrupt-\(now.tv_sec)"
        return rename(path, target) == 0 ? target : nil
    }

    /// Creates `path` and its parents with mode 0700 if needed.
    static func makeDirectory(_ path: String) throws(Failure) {
        guard !path.isEmpty else { return }
        var current = ""
        for component in path.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o700) != 0, errno != EEXIST {
                throw failure("cannot create directory", current)
            }
        }
    }

    private static func failure(_ what: String, _ path: String) -> Failure {
        .io("\(what) \(path): \(String(cString: strerror(errno)))")
    }
}
