import CZlib

/// The two zlib services the index needs: CRC-32 checksums and inflating deflate streams.
public enum Zlib {
    /// The CRC-32 (as in zlib, gzip and PNG) of `bytes`.
    public static func crc32(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { buffer in
            var crc: uLong = CZlib.crc32(0, nil, 0)
            var offset = 0
            // zlib takes a uInt length; feed large inputs in chunks.
            while offset < buffer.count {
                let length = min(buffer.count - offset, 1 << 30)
                crc = CZlib.crc32(crc, buffer.baseAddress! + offset, uInt(length))
                offset += length
            }
            return UInt32(truncatingIfNeeded: crc)
        }
    }

    /// Inflates a zlib stream that must expand to exactly `expectedSize` bytes.
    ///
    /// Returns `nil` when the stream is damaged or its size differs, never traps.
    public static func inflate(_ input: [UInt8], expectedSize: Int) -> [UInt8]? {
        guard expectedSize >= 0, expectedSize <= Int(UInt32.max), input.count <= Int(UInt32.max) else {
            return nil
        }
        var output = [UInt8](repeating: 0, count: expectedSize)
        var destinationLength = uLongf(expectedSize)
        let status = output.withUnsafeMutableBufferPointer { out in
            input.withUnsafeBufferPointer { inp in
                // A one-byte scratch buffer stands in for an empty output so zlib gets a valid pointer.
                var scratch: UInt8 = 0
                return withUnsafeMutablePointer(to: &scratch) { scratchPointer in
                    uncompress(out.baseAddress ?? scratchPointer, &destinationLength, inp.baseAddress, uLong(inp.count))
                }
            }
        }
        guard status == Z_OK, Int(destinationLength) == expectedSize else { return nil }
        return output
    }
}
