/// Where bytes stop being UTF-8, so that a tool can refuse its input before writing anything.
public enum UTF8Validation {
    /// The offset of the first byte of the first ill-formed sequence of `bytes` (a stray continuation byte, an
    /// overlong form, a surrogate, a sequence cut short), or `nil` when all of `bytes` is well-formed UTF-8.
    public static func firstInvalidOffset(_ bytes: some Sequence<UInt8>) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .error: return offset
            case .emptyInput: return nil
            }
        }
    }
}
