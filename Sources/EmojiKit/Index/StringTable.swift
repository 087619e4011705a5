/// Strings stored as one UTF-8 blob and `count + 1` ascending offsets.
///
/// Used for display strings and, sorted, for search tokens, whose raw bytes are compared directly.
public struct StringTable: Sendable {
    /// The UTF-8 bytes of all strings, back to back.
    public let bytes: [UInt8]
    /// Where each string starts in ``bytes``; the last element is the end of the last string.
    public let offsets: [UInt32]

    /// Wraps a blob and its offsets; `nil` unless the offsets ascend within the blob.
    public init?(bytes: [UInt8], offsets: [UInt32]) {
        guard let first = offsets.first, first == 0, Int(offsets[offsets.count - 1]) == bytes.count,
            zip(offsets, offsets.dropFirst()).allSatisfy({ $0 <= $1 })
        else { return nil }
        self.bytes = bytes
        self.offsets = offsets
    }

    /// The number of strings.
    public var count: Int { offsets.count - 1 }

    /// The byte range of string `index`.
    @inline(__always)
    public func range(_ index: Int) -> Range<Int> {
        Int(offsets[index])..<Int(offsets[index + 1])
    }

    /// String `index`, decoded (invalid UTF-8 is repaired, never trapped on).
    public subscript(index: Int) -> String {
        String(decoding: bytes[range(index)], as: UTF8.self)
    }

    /// String `reference`, or `nil` for ``IndexFormat/noString``.
    public func string(_ reference: UInt32) -> String? {
        reference == IndexFormat.noString ? nil : self[Int(reference)]
    }
}
