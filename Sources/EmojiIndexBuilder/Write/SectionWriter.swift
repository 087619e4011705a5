import EmojiKit

/// Writes the tagged blocks of one section (see `EmojiKit.IndexFormat`).
struct SectionWriter {
    private(set) var bytes: [UInt8] = []

    mutating func block<T: FixedWidthInteger & UnsignedInteger>(_ tag: BlockTag, _ values: [T]) {
        append(tag.rawValue)
        append(UInt32(MemoryLayout<T>.size))
        append(UInt32(values.count))
        for value in values { append(value) }
        while bytes.count % 4 != 0 { bytes.append(0) }
    }

    /// Writes `values` as unsigned LEB128 varints into a byte block.
    mutating func varints(_ tag: BlockTag, _ values: [UInt32]) {
        var encoded: [UInt8] = []
        for var value in values {
            while value >= 0x80 {
                encoded.append(UInt8(value & 0x7F) | 0x80)
                value >>= 7
            }
            encoded.append(UInt8(value))
        }
        block(tag, encoded)
    }

    /// Writes strings as a byte block and a varint block of their lengths.
    mutating func lengthPrefixed(_ texts: [[UInt8]], bytes bytesTag: BlockTag, lengths lengthsTag: BlockTag) {
        block(bytesTag, texts.flatMap { $0 })
        varints(lengthsTag, texts.map { UInt32($0.count) })
    }

    mutating func strings(_ table: StringTableBuilder, bytes bytesTag: BlockTag, offsets offsetsTag: BlockTag) {
        block(bytesTag, table.bytes)
        block(offsetsTag, table.offsets)
    }

    private mutating func append<T: FixedWidthInteger>(_ value: T) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }
}

/// Collects strings into a deduplicated table and hands out their references.
struct StringTableBuilder {
    private(set) var bytes: [UInt8] = []
    private(set) var offsets: [UInt32] = [0]
    private var known: [String: UInt32] = [:]

    /// The reference of `text`, adding it if new.
    mutating func reference(_ text: String) -> UInt32 {
        if let existing = known[text] { return existing }
        let reference = UInt32(offsets.count - 1)
        bytes.append(contentsOf: text.utf8)
        offsets.append(UInt32(bytes.count))
        known[text] = reference
        return reference
    }

    /// The reference of `text`, or `IndexFormat.noString` for `nil`.
    mutating func reference(_ text: String?) -> UInt32 {
        guard let text else { return IndexFormat.noString }
        return reference(text)
    }

    /// A table of `sorted` strings in the given order, without deduplication.
    static func ordered(_ sorted: [[UInt8]]) -> StringTableBuilder {
        var table = StringTableBuilder()
        for item in sorted {
            table.bytes.append(contentsOf: item)
            table.offsets.append(UInt32(table.bytes.count))
        }
        return table
    }
}
