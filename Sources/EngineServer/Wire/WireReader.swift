/// Reads the fields of one message of the engine server's protocol (see ``EngineRequest``):
/// little-endian integers and length-prefixed UTF-8 strings, every read checked against the end.
///
/// Whatever the bytes, reading throws or succeeds: it never traps.
struct WireReader {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Whether every byte was read.
    var isAtEnd: Bool { offset == bytes.count }

    mutating func byte() throws(WireError) -> UInt8 {
        guard offset < bytes.count else { throw .truncated }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func uint32() throws(WireError) -> UInt32 {
        guard bytes.count - offset >= 4 else { throw .truncated }
        var value: UInt32 = 0
        for shift in 0..<4 { value |= UInt32(bytes[offset + shift]) << (8 * shift) }
        offset += 4
        return value
    }

    mutating func bool() throws(WireError) -> Bool { try byte() != 0 }

    /// A string: its byte count, then its UTF-8 bytes (invalid sequences become U+FFFD).
    mutating func string() throws(WireError) -> String {
        let count = Int(try uint32())
        guard count <= WireLimits.stringBytes else { throw .tooLong(count) }
        guard bytes.count - offset >= count else { throw .truncated }
        defer { offset += count }
        return String(decoding: bytes[offset..<offset + count], as: UTF8.self)
    }
}

/// Why a message could not be read.
enum WireError: Error, Equatable, CustomStringConvertible {
    case truncated
    case tooLong(Int)
    case unknownKind(UInt8)
    case trailingBytes

    var description: String {
        switch self {
        case .truncated: "message ends early"
        case .tooLong(let count): "field of \(count) bytes is over the limit"
        case .unknownKind(let kind): "unknown message kind \(kind)"
        case .trailingBytes: "message has bytes after its fields"
        }
    }
}

/// Sizes the protocol refuses past.
enum WireLimits {
    /// A string field (a query, a client name, a row of emoji).
    static let stringBytes = 64 * 1024
    /// A whole message.
    static let frameBytes = 1024 * 1024
}
