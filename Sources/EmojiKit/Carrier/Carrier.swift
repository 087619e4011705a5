/// A Japanese mobile carrier whose phones sent emoji as private-use code points of its own, before Unicode 6.0
/// encoded emoji (and iPhones did until iOS 5, with SoftBank's).
public enum Carrier: UInt8, CaseIterable, Sendable, CustomStringConvertible {
    case docomo = 0
    /// KDDI's au (emoji4unicode's `kddi`).
    case au = 1
    case softbank = 2

    /// The order in which text is read when its carrier is not known: SoftBank first, since iPhones sent its code
    /// points and au's range overlaps SoftBank's (U+E501–U+E53E); docomo's overlaps no other.
    public static let readingOrder: [Carrier] = [.softbank, .docomo, .au]

    /// The name written on the command line and in settings: `docomo`, `au`, `softbank`.
    public var name: String {
        switch self {
        case .docomo: "docomo"
        case .au: "au"
        case .softbank: "softbank"
        }
    }

    /// The carrier named `name` (case ignored; `kddi` is au).
    public init?(name: String) {
        switch name.lowercased() {
        case "docomo": self = .docomo
        case "au", "kddi": self = .au
        case "softbank": self = .softbank
        default: return nil
        }
    }

    /// The carrier's own spelling, for people: `docomo`, `au`, `SoftBank`.
    public var description: String {
        switch self {
        case .docomo: "docomo"
        case .au: "au"
        case .softbank: "SoftBank"
        }
    }
}

/// A carrier's code point or points for one emoji.
public struct CarrierCode: Equatable, Sendable, CustomStringConvertible {
    public let carrier: Carrier
    /// One code point, or two where the carrier shows the emoji as two of its own (⛅ as ☀ and ☁).
    public let scalars: [Unicode.Scalar]
    /// Whether the code point comes back as the same emoji; `false` for emoji4unicode's one-way fallbacks, the
    /// carrier's nearest emoji.
    public let isRoundTrip: Bool

    public init(carrier: Carrier, scalars: [Unicode.Scalar], isRoundTrip: Bool) {
        self.carrier = carrier
        self.scalars = scalars
        self.isRoundTrip = isRoundTrip
    }

    /// The code points as text.
    public var text: String { String(String.UnicodeScalarView(scalars)) }

    /// `SoftBank U+E04A`, `docomo U+E63E U+E63F`.
    public var description: String { "\(carrier) " + scalars.map(\.codePointNotation).joined(separator: " ") }
}

extension Unicode.Scalar {
    /// `U+E415`, `U+1F604`: the code point as Unicode writes it.
    public var codePointNotation: String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
