/// Converts text between the Japanese carriers' private-use emoji and Unicode emoji.
///
/// ```swift
/// let converter = CarrierTextConverter(database: database)
/// converter.toUnicode("今日は\u{E04A}").text                 // "今日は☀️"
/// converter.toCarrier("今日は☀️", .docomo).text             // "今日は\u{E63E}"
/// ```
///
/// Everything but the emoji converted stays as it is, scalar for scalar (no normalization), so valid UTF-8 in gives
/// the same bytes out around them. What cannot be converted stays too and is listed once in
/// ``Conversion/unmapped``, in the order it first appears.
public struct CarrierTextConverter: Sendable {
    /// Text converted, and what was left as it was.
    public struct Conversion: Equatable, Sendable {
        public var text: String
        /// Each code point or emoji left unconverted, once, in order of first appearance.
        public var unmapped: [Unmapped]

        public init(text: String, unmapped: [Unmapped]) {
            self.text = text
            self.unmapped = unmapped
        }
    }

    /// Something left unconverted.
    public struct Unmapped: Equatable, Sendable {
        /// The code point (to Unicode) or emoji (to a carrier) as it was.
        public var text: String
        /// The carrier whose emoji it is, converting to Unicode, which lacks it.
        ///
        /// Empty for a private-use code point of none of the carriers read, and when converting to a carrier.
        public var carriers: [Carrier]

        public init(text: String, carriers: [Carrier]) {
            self.text = text
            self.carriers = carriers
        }
    }

    public let database: EmojiDatabase
    public let carrierEmoji: CarrierEmoji

    public init(database: EmojiDatabase) {
        self.database = database
        carrierEmoji = CarrierEmoji(catalog: database.catalog)
    }

    /// `text` with each carrier emoji replaced by its fully-qualified Unicode emoji.
    ///
    /// A code point is read as the first carrier of `carriers` that has it (where au and SoftBank share code points,
    /// the default reads SoftBank's). Private-use code points (U+E000–U+F8FF) with no Unicode emoji stay and are
    /// listed; other text is not looked at.
    public func toUnicode(_ text: String, from carriers: [Carrier] = Carrier.readingOrder) -> Conversion {
        var result = String.UnicodeScalarView()
        var unmapped = UnmappedList()
        for scalar in text.unicodeScalars {
            guard (0xE000...0xF8FF).contains(scalar.value) else {
                result.append(scalar)
                continue
            }
            let reading = carriers.lazy.compactMap { carrier in
                carrierEmoji.meaning(of: scalar, carrier: carrier).map { (carrier: carrier, meaning: $0) }
            }.first
            if case .emoji(let sequence)? = reading?.meaning {
                result.append(contentsOf: database.catalog.string(sequence).unicodeScalars)
            } else {
                result.append(scalar)
                unmapped.note(Unmapped(text: String(scalar), carriers: reading.map { [$0.carrier] } ?? []))
            }
        }
        return Conversion(text: String(result), unmapped: unmapped.items)
    }

    /// `text` with each emoji `carrier` has replaced by the carrier's code point (or its nearest emoji, where
    /// emoji4unicode gives one).
    ///
    /// An emoji is converted as a whole (👨‍👩‍👧 is not 👨 and the rest), written fully- or minimally-qualified; a
    /// character that is an emoji only with U+FE0F (☀ without it) is text and stays. Emoji the carrier lacks (toned,
    /// newer) stay and are listed.
    public func toCarrier(_ text: String, _ carrier: Carrier) -> Conversion {
        var result = ""
        var unmapped = UnmappedList()
        for character in text {
            guard let sequence = emojiSequence(character) else {
                result.append(character)
                continue
            }
            if let code = carrierEmoji.code(for: sequence, carrier: carrier) {
                result.unicodeScalars.append(contentsOf: code.scalars)
            } else {
                result.append(character)
                unmapped.note(Unmapped(text: String(character), carriers: []))
            }
        }
        return Conversion(text: result, unmapped: unmapped.items)
    }

    /// The emoji `character` is, when it is written as one: fully-qualified, or missing only a U+FE0F after its
    /// first component (minimally-qualified, still shown as an emoji).
    func emojiSequence(_ character: Character) -> EmojiSequenceID? {
        let written = Array(character.unicodeScalars)
        guard written.first.map({ $0.value >= 0x80 || $0 == "#" || $0 == "*" || ("0"..."9").contains($0) }) == true,
            let sequence = database.sequence(for: String(character))
        else { return nil }
        let qualified = Array(database.catalog.string(sequence).unicodeScalars)
        if qualified.count > 1, qualified[1] == "\u{FE0F}" {
            guard written.count > 1, written[1] == "\u{FE0F}" else { return nil }
        }
        return sequence
    }
}

/// Unconverted items, each once, in order.
private struct UnmappedList {
    private(set) var items: [CarrierTextConverter.Unmapped] = []
    private var seen = Set<String>()

    mutating func note(_ item: CarrierTextConverter.Unmapped) {
        if seen.insert(item.text).inserted { items.append(item) }
    }
}
