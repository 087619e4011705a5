/// A setting's value as the settings store keeps it: one of the GSettings types the schema uses.
public enum StoredValue: Equatable, Sendable {
    case string(String)
    case strings([String])
    case bool(Bool)
    case int(Int)
    case int64(Int64)
    /// Names mapped to lists of names.
    case dictionary([String: [String]])

    /// The value's type.
    public var type: StoredType {
        switch self {
        case .string: .string
        case .strings: .strings
        case .bool: .bool
        case .int: .int
        case .int64: .int64
        case .dictionary: .dictionary
        }
    }
}

/// The types of stored values, by their GVariant type strings (the schema's `type`).
public enum StoredType: String, Sendable, CaseIterable {
    case string = "s"
    case strings = "as"
    case bool = "b"
    case int = "i"
    case int64 = "x"
    case dictionary = "a{sas}"
}
