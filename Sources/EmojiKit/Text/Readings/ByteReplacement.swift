/// A spelling rule over ASCII bytes: every occurrence of a pattern becomes a replacement, left to right.
///
/// The pattern and replacement are kept as bytes, so applying a rule compares bytes directly (a romanized word goes
/// through a dozen rules on every key typed with Japanese or Korean configured).
struct ByteReplacement: Sendable {
    let pattern: [UInt8]
    let replacement: [UInt8]

    init(_ pattern: String, _ replacement: String) {
        self.pattern = Array(pattern.utf8)
        self.replacement = Array(replacement.utf8)
    }

    /// `bytes` with every occurrence of the pattern replaced, left to right; `bytes` itself when there is none.
    func apply(to bytes: [UInt8]) -> [UInt8] {
        let count = pattern.count
        guard count > 0, bytes.count >= count else { return bytes }
        guard let first = (0...(bytes.count - count)).first(where: { matches(bytes, at: $0) }) else { return bytes }
        var result = Array(bytes[..<first])
        result.reserveCapacity(bytes.count + replacement.count)
        var index = first
        while index < bytes.count {
            if matches(bytes, at: index) {
                result.append(contentsOf: replacement)
                index += count
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return result
    }

    /// Whether the pattern occurs in `bytes` at `index`.
    @inline(__always)
    private func matches(_ bytes: [UInt8], at index: Int) -> Bool {
        guard bytes[index] == pattern[0], index + pattern.count <= bytes.count else { return false }
        for offset in 1..<pattern.count where bytes[index + offset] != pattern[offset] { return false }
        return true
    }
}

extension [ByteReplacement] {
    /// `bytes` with each rule applied in turn, in order.
    func apply(to bytes: [UInt8]) -> [UInt8] {
        reduce(bytes) { bytes, rule in rule.apply(to: bytes) }
    }
}
