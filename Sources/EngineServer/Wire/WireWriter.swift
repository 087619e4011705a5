/// Writes the fields of one message of the engine server's protocol (see ``WireReader``).
struct WireWriter {
    private(set) var bytes: [UInt8] = []

    mutating func byte(_ value: UInt8) { bytes.append(value) }

    mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    mutating func uint32(_ value: UInt32) {
        for shift in 0..<4 { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * shift))) }
    }

    mutating func uint32(_ value: Int) { uint32(UInt32(clamping: value)) }

    /// A string, cut at ``WireLimits/stringBytes`` on a character boundary.
    mutating func string(_ value: String) {
        var utf8 = Array(value.utf8)
        if utf8.count > WireLimits.stringBytes {
            var end = WireLimits.stringBytes
            while end > 0, utf8[end] & 0xC0 == 0x80 { end -= 1 }
            utf8 = Array(utf8[..<end])
        }
        uint32(utf8.count)
        bytes += utf8
    }

    /// `message` with its length in front: one frame on the socket.
    static func frame(_ message: [UInt8]) -> [UInt8] {
        var framed = WireWriter()
        framed.uint32(message.count)
        return framed.bytes + message
    }
}
