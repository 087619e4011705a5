/// Folds text for matching: case, width and diacritics are removed, so `Café`, `cafe` and
/// `ｃａｆｅ` all become `cafe`.
///
/// The mapping is a table computed by the index generator (compatibility decomposition, lower
/// case, Latin/Greek/Cyrillic/Hebrew/Arabic combining marks dropped, a few letters such as `ß`
/// and `ł` spelled out) and stored in the index, so the engine needs no Unicode library at run
/// time and folds queries exactly as the generator folded names and keywords.
public struct TextFolder: Sendable {
    private let keys: [UInt32]
    private let starts: [UInt32]
    private let values: [Unicode.Scalar]

    /// Wraps a folding table: sorted `keys`, and for key `i` the scalars `values[starts[i]..<starts[i+1]]`.
    ///
    /// `nil` if the table is malformed.
    public init?(keys: [UInt32], starts: [UInt32], values: [UInt32]) {
        guard starts.count == keys.count + 1, starts.first == 0, Int(starts[keys.count]) == values.count,
            zip(starts, starts.dropFirst()).allSatisfy({ $0 <= $1 }),
            zip(keys, keys.dropFirst()).allSatisfy({ $0 < $1 })
        else { return nil }
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(values.count)
        for value in values {
            guard let scalar = Unicode.Scalar(value) else { return nil }
            scalars.append(scalar)
        }
        self.keys = keys
        self.starts = starts
        self.values = scalars
    }

    /// The number of scalars with a folding other than themselves.
    public var entryCount: Int { keys.count }

    /// Appends the folded form of `scalar` to `output`.
    @inline(__always)
    public func fold(_ scalar: Unicode.Scalar, into output: inout [Unicode.Scalar]) {
        let value = scalar.value
        if value < 0x80 {
            output.append(value >= 0x41 && value <= 0x5A ? Unicode.Scalar(UInt8(value + 0x20)) : scalar)
            return
        }
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] < value { low = middle + 1 } else { high = middle }
        }
        if low < keys.count, keys[low] == value {
            output.append(contentsOf: values[Int(starts[low])..<Int(starts[low + 1])])
        } else {
            output.append(scalar)
        }
    }

    /// The folded scalars of `text`.
    public func fold(_ text: some StringProtocol) -> [Unicode.Scalar] {
        var output: [Unicode.Scalar] = []
        output.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars { fold(scalar, into: &output) }
        return output
    }

    /// The folded form of `text` as a string.
    public func folded(_ text: some StringProtocol) -> String {
        var result = String.UnicodeScalarView()
        result.append(contentsOf: fold(text))
        return String(result)
    }
}
