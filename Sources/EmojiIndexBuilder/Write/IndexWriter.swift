import CZlib
import EmojiKit

/// Assembles sections into an index file (see `EmojiKit.IndexFormat`), compressing each one.
public struct IndexWriter {
    private var sections: [(name: String, raw: [UInt8], compression: IndexFormat.Compression)] = []

    public init() {}

    /// Adds a section of raw (uncompressed) bytes, to be stored with `compression`.
    public mutating func add(_ name: String, _ raw: [UInt8], compression: IndexFormat.Compression = .deflate) {
        precondition(name.utf8.count < IndexFormat.sectionNameSize, "section name too long: \(name)")
        sections.append((name, raw, compression))
    }

    /// The file's bytes.
    ///
    /// Deterministic: the same sections give the same bytes. `level` is zlib's (1 fast … 9 small).
    public func bytes(level: Int32 = Z_BEST_COMPRESSION) throws -> [UInt8] {
        var header: [UInt8] = IndexFormat.magic
        append(IndexFormat.version, to: &header)
        append(UInt32(sections.count), to: &header)
        var table: [UInt8] = []
        var payload: [UInt8] = []
        var offset = UInt64(IndexFormat.headerSize + sections.count * IndexFormat.tableEntrySize)
        for section in sections {
            let stored = section.compression == .deflate ? try Self.deflate(section.raw, level: level) : section.raw
            var name = Array(section.name.utf8)
            name += [UInt8](repeating: 0, count: IndexFormat.sectionNameSize - name.count)
            table += name
            append(offset, to: &table)
            append(UInt32(stored.count), to: &table)
            append(UInt32(section.raw.count), to: &table)
            append(Zlib.crc32(stored), to: &table)
            table += [section.compression.rawValue, 0, 0, 0]
            payload += stored
            offset += UInt64(stored.count)
        }
        return header + table + payload
    }

    private func append<T: FixedWidthInteger>(_ value: T, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// A zlib stream (loading cost is inflating, which does not depend on the level).
    static func deflate(_ input: [UInt8], level: Int32) throws -> [UInt8] {
        var length = compressBound(uLong(input.count))
        var output = [UInt8](repeating: 0, count: Int(length))
        let status = output.withUnsafeMutableBufferPointer { out in
            input.withUnsafeBufferPointer { inp in
                compress2(out.baseAddress, &length, inp.baseAddress, uLong(inp.count), level)
            }
        }
        guard status == Z_OK else { throw SourceError.invalid(path: "<index>", "zlib compress2 failed with \(status)") }
        return Array(output[0..<Int(length)])
    }
}
