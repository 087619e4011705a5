/// A section's bytes split into its tagged blocks, with typed, bounds-checked access.
///
/// Every accessor checks the element size and count it is given, so a damaged section becomes an
/// ``IndexError`` rather than a trap.
struct BlockSection {
    private struct Block {
        let offset: Int
        let elementSize: Int
        let count: Int
    }

    let path: String
    let sectionName: String
    private let bytes: [UInt8]
    private var blocks: [BlockTag: Block] = [:]

    init(bytes: [UInt8], path: String, sectionName: String) throws(IndexError) {
        self.bytes = bytes
        self.path = path
        self.sectionName = sectionName
        var position = 0
        while position < bytes.count {
            guard position + 12 <= bytes.count else {
                throw .corrupt(
                    path: path, detail: "section \(sectionName): block header at byte \(position) is cut off")
            }
            let tag = BlockTag(rawValue: Self.readUInt32(bytes, at: position))
            let elementSize = Int(Self.readUInt32(bytes, at: position + 4))
            let count = Int(Self.readUInt32(bytes, at: position + 8))
            let (length, overflow) = elementSize.multipliedReportingOverflow(by: count)
            let start = position + 12
            guard !overflow, [1, 2, 4].contains(elementSize), length <= bytes.count - start else {
                throw .corrupt(path: path, detail: "section \(sectionName): block \(tag) does not fit")
            }
            blocks[tag] = Block(offset: start, elementSize: elementSize, count: count)
            position = start + (length + 3) / 4 * 4
        }
    }

    /// Whether the section has a block `tag` (for optional blocks).
    func contains(_ tag: BlockTag) -> Bool { blocks[tag] != nil }

    /// The elements of the block `tag`, which must have `expectedCount` elements if given.
    func array<T: FixedWidthInteger & UnsignedInteger>(
        _ tag: BlockTag, of type: T.Type, count expectedCount: Int? = nil
    ) throws(IndexError) -> [T] {
        guard let block = blocks[tag] else {
            throw .corrupt(path: path, detail: "section \(sectionName): block \(tag) is missing")
        }
        guard block.elementSize == MemoryLayout<T>.size else {
            throw .corrupt(
                path: path, detail: "section \(sectionName): block \(tag) has \(block.elementSize)-byte elements")
        }
        if let expectedCount, block.count != expectedCount {
            throw .corrupt(
                path: path,
                detail: "section \(sectionName): block \(tag) has \(block.count) elements, expected \(expectedCount)")
        }
        return [T](unsafeUninitializedCapacity: block.count) { buffer, initialized in
            bytes.withUnsafeBytes { raw in
                let source = UnsafeRawBufferPointer(
                    rebasing: raw[block.offset..<block.offset + block.count * block.elementSize])
                #if _endian(little)
                    UnsafeMutableRawBufferPointer(buffer).copyMemory(from: source)
                #else
                    for i in 0..<block.count {
                        buffer[i] = T(
                            littleEndian: source.loadUnaligned(fromByteOffset: i * block.elementSize, as: T.self))
                    }
                #endif
            }
            initialized = block.count
        }
    }

    /// `count` unsigned LEB128 varints stored in the byte block `tag`, which they must fill exactly.
    func varints(_ tag: BlockTag, count: Int) throws(IndexError) -> [UInt32] {
        let bytes = try array(tag, of: UInt8.self)
        var values: [UInt32] = []
        values.reserveCapacity(count)
        var position = 0
        while values.count < count {
            var value: UInt32 = 0
            var shift: UInt32 = 0
            while true {
                guard position < bytes.count, shift <= 28 else {
                    throw corrupt("block \(tag) holds fewer than \(count) varints")
                }
                let byte = bytes[position]
                position += 1
                value |= UInt32(byte & 0x7F) << shift
                if byte & 0x80 == 0 { break }
                shift += 7
            }
            values.append(value)
        }
        guard position == bytes.count else { throw corrupt("block \(tag) holds more than \(count) varints") }
        return values
    }

    /// Lengths (varints in `lengthsTag`) and the bytes they split (`bytesTag`) as a string table.
    func lengthPrefixedStrings(bytes bytesTag: BlockTag, lengths lengthsTag: BlockTag, count: Int) throws(IndexError)
        -> StringTable
    {
        let lengths = try varints(lengthsTag, count: count)
        let blob = try array(bytesTag, of: UInt8.self)
        var offsets: [UInt32] = [0]
        offsets.reserveCapacity(count + 1)
        var total: UInt64 = 0
        for length in lengths {
            total += UInt64(length)
            guard total <= UInt64(blob.count) else { throw corrupt("block \(lengthsTag) runs past block \(bytesTag)") }
            offsets.append(UInt32(total))
        }
        guard Int(total) == blob.count, let table = StringTable(bytes: blob, offsets: offsets) else {
            throw corrupt("block \(lengthsTag) does not cover block \(bytesTag)")
        }
        return table
    }

    /// A string table stored as the blocks `bytesTag` (UTF-8) and `offsetsTag` (count + 1 offsets).
    func stringTable(bytes bytesTag: BlockTag, offsets offsetsTag: BlockTag) throws(IndexError) -> StringTable {
        let blob = try array(bytesTag, of: UInt8.self)
        let offsets = try array(offsetsTag, of: UInt32.self)
        guard let table = StringTable(bytes: blob, offsets: offsets) else {
            throw .corrupt(path: path, detail: "section \(sectionName): string table \(bytesTag) has bad offsets")
        }
        return table
    }

    /// Throws unless every element of `values` is below `limit` (or equals `allowing`).
    func checkReferences<T: FixedWidthInteger>(
        _ values: [T], below limit: Int, allowing exception: T? = nil, in tag: BlockTag
    ) throws(IndexError) {
        for value in values where value != exception {
            guard value >= 0, Int(value) < limit else {
                throw .corrupt(
                    path: path, detail: "section \(sectionName): block \(tag) refers to \(value), beyond \(limit)")
            }
        }
    }

    /// Throws unless `starts` is a valid list of `count + 1` ascending offsets into `total` items.
    func checkRanges(_ starts: [UInt32], count: Int, total: Int, in tag: BlockTag) throws(IndexError) {
        guard starts.count == count + 1, starts.first == 0, Int(starts[count]) == total,
            zip(starts, starts.dropFirst()).allSatisfy({ $0 <= $1 })
        else {
            throw .corrupt(path: path, detail: "section \(sectionName): block \(tag) has bad ranges")
        }
    }

    func corrupt(_ detail: String) -> IndexError {
        .corrupt(path: path, detail: "section \(sectionName): \(detail)")
    }

    private static func readUInt32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes.withUnsafeBytes { UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self)) }
    }
}
