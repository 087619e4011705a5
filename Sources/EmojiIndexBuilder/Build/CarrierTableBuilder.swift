import EmojiKit

/// The carrier emoji blocks of `core` (see `EmojiKit.BlockTags.carrierTargets`): emoji4unicode's elements with their
/// Unicode sequence resolved to the index's fully-qualified emoji.
///
/// emoji4unicode writes Unicode sequences without U+FE0F (`2600`, `0023+20E3`); each is matched to the
/// fully-qualified sequence of emoji-test.txt with the same code points but U+FE0F (☀️, #️⃣), so that every emoji a
/// conversion produces is fully-qualified. A sequence of one code point that no emoji has (the regional indicator
/// letters, au's spaces) is no emoji: its carrier code points are kept, as emoji with no Unicode emoji.
struct CarrierTableBuilder {
    /// The blocks' elements (see `EmojiKit.BlockTags.carrierTargets`).
    private(set) var targets: [UInt32] = []
    private(set) var codes: [UInt16] = []
    private(set) var fallbacks: [UInt8] = []

    /// Resolves `mappings` against `sequences`, the index's emoji in shortcode-target order (base, then toned).
    init(mappings: CarrierMappings, sequences: [String], path: String) throws {
        let targetOf = Dictionary(
            sequences.enumerated().map { (CLDRAnnotations.key($1), UInt32($0)) },
            uniquingKeysWith: { first, _ in first })
        var seenTargets = Set<UInt32>()
        var seenCodes = Set<[UInt16]>()
        for element in mappings.elements {
            var target = IndexFormat.noString
            var carriers = Carrier.allCases.filter { element.codes[$0] != nil }
            if let unicode = element.unicode {
                let key = String(String.UnicodeScalarView(unicode))
                if let found = targetOf[key] {
                    target = found
                    guard seenTargets.insert(found).inserted else {
                        throw SourceError.invalid(path: path, "two elements map to \(key)")
                    }
                } else if unicode.count > 1 {
                    throw SourceError.invalid(path: path, "\(key) is no fully-qualified emoji of emoji-test.txt")
                }
            }
            if target == IndexFormat.noString {
                // Without a Unicode emoji only the carrier's own emoji count: fallbacks lead from Unicode.
                carriers.removeAll { element.fallbacks.contains($0) }
                guard !carriers.isEmpty else { continue }
            }
            targets.append(target)
            var bits: UInt8 = 0
            for carrier in Carrier.allCases {
                let own = carriers.contains(carrier) ? element.codes[carrier] ?? [] : []
                codes += own + [UInt16](repeating: 0, count: 2 - own.count)
                if carriers.contains(carrier), element.fallbacks.contains(carrier) { bits |= 1 << carrier.rawValue }
                if !own.isEmpty, !element.fallbacks.contains(carrier) {
                    guard seenCodes.insert([UInt16(carrier.rawValue)] + own).inserted else {
                        throw SourceError.invalid(path: path, "\(carrier) code \(own) is mapped twice")
                    }
                }
            }
            fallbacks.append(bits)
        }
    }

    /// The number of elements written.
    var count: Int { targets.count }

    func write(into writer: inout SectionWriter) {
        writer.block(BlockTags.carrierTargets, targets)
        writer.block(BlockTags.carrierCodes, codes)
        writer.block(BlockTags.carrierFallbacks, fallbacks)
    }
}
