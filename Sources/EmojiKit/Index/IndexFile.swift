#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// An open index: its header and section table, with sections read on demand.
///
/// Only the header and table are read when opening; a section's bytes are read, checked against
/// their CRC-32 and inflated when ``section(named:)`` asks for them.
final class IndexFile: Sendable {
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
    private let source: IndexByteSource

    init(source: IndexByteSource) throws(IndexError) {
        self.source = source
        path = source.path
        (entries, sectionNames) = try Self.readTable(source)
    }

    /// The raw (inflated) bytes of section `name`, verified against its checksum.
    func section(named name: String) throws(IndexError) -> [UInt8] {
        guard let entry = entries[name] else {
            throw .corrupt(path: path, detail: "section \(name) is missing")
        }
        let stored = try source.read(offset: entry.offset, count: entry.storedSize)
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

    private static func readTable(_ source: IndexByteSource) throws(IndexError) -> ([String: Entry], [String]) {
        let path = source.path
        let fileSize = source.size
        guard fileSize >= UInt64(IndexFormat.headerSize) else {
            if fileSize >= UInt64(IndexFormat.magic.count),
                try source.read(offset: 0, count: IndexFormat.magic.count) == IndexFormat.magic
            {
                throw .truncated(path: path, detail: "the header is cut off")
            }
            throw .notAnIndex(path: path)
        }
        let header = try source.read(offset: 0, count: IndexFormat.headerSize)
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
        let table = try source.read(offset: UInt64(IndexFormat.headerSize), count: count * IndexFormat.tableEntrySize)
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
            entries[name] = Entry(
                name: name, offset: offset, storedSize: storedSize, rawSize: rawSize, crc: crc, compression: compression
            )
            names.append(name)
        }
        return (entries, names)
    }

    private static func littleEndianUInt32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        bytes.withUnsafeBytes { UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self)) }
    }

    private static func littleEndianUInt64(_ bytes: [UInt8], _ offset: Int) -> UInt64 {
        bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
    }
}
