#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// An open index file: its header and section table, with sections read on demand.
///
/// Only the header and table are read when opening; a section's bytes are read, checked against
/// their CRC-32 and inflated when ``section(named:)`` asks for them. Nothing is memory-mapped, so a
/// file truncated while in use yields an error, not a bus error.
final class IndexFile: @unchecked Sendable {
    struct Entry {
        let name: String
        let offset: UInt64
        let storedSize: Int
        let rawSize: Int
        let crc: UInt32
        let compression: IndexFormat.Compression
    }

    let path: String
    let entries: [String: Entry]
    /// Section names in file order.
    let sectionNames: [String]
    private let descriptor: Int32
    private let fileSize: UInt64

    init(path: String) throws(IndexError) {
        self.path = path
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .unreadable(path: path, reason: Self.errnoText()) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let reason = Self.errnoText()
            close(fd)
            throw .unreadable(path: path, reason: reason)
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            close(fd)
            throw .unreadable(path: path, reason: "not a regular file")
        }
        descriptor = fd
        fileSize = UInt64(info.st_size)
        do {
            (entries, sectionNames) = try Self.readTable(fd: fd, fileSize: fileSize, path: path)
        } catch {
            close(fd)
            throw error
        }
    }

    deinit { close(descriptor) }

    /// The raw (inflated) bytes of section `name`, verified against its checksum.
    func section(named name: String) throws(IndexError) -> [UInt8] {
        guard let entry = entries[name] else {
            throw .corrupt(path: path, detail: "section \(name) is missing")
        }
        let stored = try Self.read(fd: descriptor, offset: entry.offset, count: entry.storedSize, path: path)
        guard Zlib.crc32(stored) == entry.crc else {
            throw .corrupt(path: path, detail: "section \(name) fails its checksum")
        }
        switch entry.compression {
        case .none:
            guard stored.count == entry.rawSize else {
                throw .corrupt(path: path, detail: "section \(name) has the wrong size")
            }
            return stored
        case .deflate:
            guard let raw = Zlib.inflate(stored, expectedSize: entry.rawSize) else {
                throw .corrupt(path: path, detail: "section \(name) does not inflate")
            }
            return raw
        }
    }

    private static func readTable(fd: Int32, fileSize: UInt64, path: String) throws(IndexError) -> ([String: Entry], [String]) {
        guard fileSize >= UInt64(IndexFormat.headerSize) else {
            if fileSize >= UInt64(IndexFormat.magic.count),
               try read(fd: fd, offset: 0, count: IndexFormat.magic.count, path: path) == IndexFormat.magic {
                throw .truncated(path: path, detail: "the header is cut off")
            }
            throw .notAnIndex(path: path)
        }
        let header = try read(fd: fd, offset: 0, count: IndexFormat.headerSize, path: path)
        guard Array(header[0..<8]) == IndexFormat.magic else { throw .notAnIndex(path: path) }
        let version = littleEndianUInt32(header, 8)
        guard version == IndexFormat.version else {
            throw .wrongVersion(path: path, found: version, expected: IndexFormat.version)
        }
        let count = Int(littleEndianUInt32(header, 12))
        guard count <= 100_000 else { throw .corrupt(path: path, detail: "implausible section count \(count)") }
        let tableEnd = UInt64(IndexFormat.headerSize + count * IndexFormat.tableEntrySize)
        guard tableEnd <= fileSize else {
            throw .truncated(path: path, detail: "the section table is cut off")
        }
        let table = try read(fd: fd, offset: UInt64(IndexFormat.headerSize), count: count * IndexFormat.tableEntrySize, path: path)
        var entries: [String: Entry] = [:]
        var names: [String] = []
        for index in 0..<count {
            let base = index * IndexFormat.tableEntrySize
            let nameBytes = table[base..<base + IndexFormat.sectionNameSize].prefix { $0 != 0 }
            let name = String(decoding: nameBytes, as: UTF8.self)
            let offset = littleEndianUInt64(table, base + 24)
            let storedSize = Int(littleEndianUInt32(table, base + 32))
            let rawSize = Int(littleEndianUInt32(table, base + 36))
            let crc = littleEndianUInt32(table, base + 40)
            guard let compression = IndexFormat.Compression(rawValue: table[base + 44]) else {
                throw .corrupt(path: path, detail: "section \(name) has an unknown compression")
            }
            let (end, overflow) = offset.addingReportingOverflow(UInt64(storedSize))
            guard !overflow, offset >= tableEnd else {
                throw .corrupt(path: path, detail: "section \(name) has a bad offset")
            }
            guard end <= fileSize else {
                throw .truncated(path: path, detail: "section \(name) ends at byte \(end), the file has \(fileSize)")
            }
            guard entries[name] == nil else { throw .corrupt(path: path, detail: "section \(name) appears twice") }
            entries[name] = Entry(name: name, offset: offset, storedSize: storedSize, rawSize: rawSize, crc: crc, compression: compression)
            names.append(name)
        }
        return (entries, names)
    }

    private static func read(fd: Int32, offset: UInt64, count: Int, path: String) throws(IndexError) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let got = result.withUnsafeMutableBytes { buffer in
                pread(fd, buffer.baseAddress! + done, count - done, off_t(offset) + off_t(done))
            }
            if got < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: path, reason: errnoText())
            }
            if got == 0 { throw .truncated(path: path, detail: "unexpected end of file at byte \(offset + UInt64(done))") }
            done += got
        }
        return result
    }

    private static func littleEndianUInt32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        bytes.withUnsafeBytes { UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self)) }
    }

    private static func littleEndianUInt64(_ bytes: [UInt8], _ offset: Int) -> UInt64 {
        bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
    }

    private static func errnoText() -> String {
        String(cString: strerror(errno))
    }
}
