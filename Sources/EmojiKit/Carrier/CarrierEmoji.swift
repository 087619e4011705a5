/// The carriers' private-use emoji and the Unicode emoji they stand for, from the index (emoji4unicode's mapping):
/// both ways, for one carrier at a time.
///
/// Built from the catalog when asked (a few thousand entries): the input method never needs it.
public struct CarrierEmoji: Sendable {
    /// What a carrier's code point stands for.
    public enum Meaning: Equatable, Sendable {
        /// A fully-qualified emoji of the index.
        case emoji(EmojiSequenceID)
        /// An emoji of the carrier that Unicode does not have (SoftBank's U+E50A, a Shibuya landmark), or has only
        /// as something that is no emoji (au's spaces).
        case noUnicodeEmoji
    }

    private let catalog: EmojiCatalog
    private let blocks: CarrierBlocks
    /// Per carrier (by raw value): each round-trip code point → its element.
    private let elementOfCode: [[UInt16: Int]]
    /// Each emoji (as a shortcode target) → its element.
    private let elementOfTarget: [UInt32: Int]

    /// The carrier emoji of `catalog`'s index (none for an index without them).
    public init(catalog: EmojiCatalog) {
        self.catalog = catalog
        let blocks = catalog.carrierBlocks
        self.blocks = blocks
        var byCode = [[UInt16: Int]](repeating: [:], count: Carrier.allCases.count)
        var byTarget: [UInt32: Int] = [:]
        for element in 0..<blocks.count {
            for carrier in Carrier.allCases where !blocks.isFallback(element, carrier: carrier) {
                let codes = blocks.codes(of: element, carrier: carrier)
                if codes.count == 1 { byCode[Int(carrier.rawValue)][UInt16(codes[0].value)] = element }
            }
            if blocks.targets[element] != IndexFormat.noString { byTarget[blocks.targets[element]] = element }
        }
        elementOfCode = byCode
        elementOfTarget = byTarget
    }

    /// Whether the index has no carrier data (one generated before it had).
    public var isEmpty: Bool { blocks.count == 0 }

    /// What `scalar` stands for as `carrier`'s code point; `nil` when it is none of that carrier's emoji.
    public func meaning(of scalar: Unicode.Scalar, carrier: Carrier) -> Meaning? {
        guard scalar.value <= 0xFFFF, let element = elementOfCode[Int(carrier.rawValue)][UInt16(scalar.value)] else {
            return nil
        }
        let target = blocks.targets[element]
        return target == IndexFormat.noString ? .noUnicodeEmoji : .emoji(catalog.sequence(forShortcodeTarget: target))
    }

    /// `carrier`'s code point (or points) for `sequence`, if it has one: its own emoji, or the nearest it has.
    public func code(for sequence: EmojiSequenceID, carrier: Carrier) -> CarrierCode? {
        guard let element = elementOfTarget[UInt32(catalog.shortcodeTarget(sequence))] else { return nil }
        let scalars = blocks.codes(of: element, carrier: carrier)
        guard !scalars.isEmpty else { return nil }
        return CarrierCode(
            carrier: carrier, scalars: scalars, isRoundTrip: !blocks.isFallback(element, carrier: carrier))
    }

    /// Every carrier's code for `sequence`, in ``Carrier/readingOrder``.
    public func codes(for sequence: EmojiSequenceID) -> [CarrierCode] {
        Carrier.readingOrder.compactMap { code(for: sequence, carrier: $0) }
    }

    /// The code points `carrier` uses round trip, ascending (for tests and tools).
    public func codePoints(of carrier: Carrier) -> [Unicode.Scalar] {
        elementOfCode[Int(carrier.rawValue)].keys.sorted().compactMap { Unicode.Scalar($0) }
    }
}
