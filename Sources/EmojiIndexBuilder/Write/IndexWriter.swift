import CZlib
import EmojiKit

/// Assembles sections into an index file (see `EmojiKit.IndexFormat`), compressing each one.
struct IndexWriter {
    private var sections: [(name: String, raw: [UInt8])] = []

    mutating func add(_ name: String, _ raw: [UInt8]) {
        precondition(name.utf8.count < IndexFormat.sectionNameSize, "section name too long: \(name)")
        sections.append((name, raw))
    }

    /// The file's bytes. Deterministic: the same sections give the same bytes.
    func bytes() throws -> [UInt8] {
        var header: [UInt8] = IndexFormat.magic
        append(IndexFormat.version, to: &header)
        append(UInt32(sections.count), to: &header)
        var table: [UInt8] = []
        var payload: [UInt8] = []
        var offset = UInt64(IndexFormat.headerSize + sections.count * IndexFormat.tableEntrySize)
        for section in sections {
            let stored = try Self.deflate(section.raw)
            var name = Array(section.name.utf8)
            name += [UInt8](repeating: 0, count: IndexFormat.sectionNameSize - name.count)
            table += name
            append(offset, to: &table)
            append(UInt32(stored.count), to: &table)
            append(UInt32(section.raw.count), to: &table)
            append(Zlib.crc32(stored), to: &table)
            table += [IndexFormat.Compression.deflate.rawValue, 0, 0, 0]
            payload += stored
            offset += UInt64(stored.count)
        }
        return header + table + payload
    }

    private func append<T: FixedWidthInteger>(_ value: T, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// zlib stream at the best compression level (loading cost is inflating, which does not
    /// depend on the level).
    static func deflate(_ input: [UInt8]) throws -> [UInt8] {
        var length = compressBound(uLong(input.count))
        var output = [UInt8](repeating: 0, count: Int(length))
        let status = output.withUnsafeMutableBufferPointer { out in
            input.withUnsafeBufferPointer { inp in
                compress2(out.baseAddress, &length, inp.baseAddress, uLong(inp.count), Z_BEST_COMPRESSION)
            }
        }
        guard status == Z_OK else { throw SourceError.invalid(path: "<index>", "zlib compress2 failed with \(status)") }
        return Array(output[0..<Int(length)])
    }
}
