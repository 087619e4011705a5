/// The carrier emoji blocks of `core` as stored (see ``BlockTags/carrierTargets``): a few kilobytes, read with the
/// catalog; ``CarrierEmoji`` indexes them when asked.
struct CarrierBlocks: Sendable {
    /// Per element, its emoji (numbered as shortcode targets: base emoji, then toned ones), or none.
    let targets: [UInt32]
    /// Per element, two code points for each carrier in ``Carrier`` order (0 = none).
    let codes: [UInt16]
    /// Per element, a bit per carrier (`1 << rawValue`) whose code points are a one-way fallback.
    let fallbacks: [UInt8]

    /// An index without carrier data.
    static let empty = CarrierBlocks(targets: [], codes: [], fallbacks: [])

    private init(targets: [UInt32], codes: [UInt16], fallbacks: [UInt8]) {
        self.targets = targets
        self.codes = codes
        self.fallbacks = fallbacks
    }

    /// Reads the blocks of `section`, if it has them; `sequenceCount` bounds the targets.
    init(section: BlockSection, sequenceCount: Int) throws(IndexError) {
        let tags = BlockTags.self
        guard section.contains(tags.carrierTargets) else {
            self = .empty
            return
        }
        targets = try section.array(tags.carrierTargets, of: UInt32.self)
        let slots = 2 * Carrier.allCases.count
        codes = try section.array(tags.carrierCodes, of: UInt16.self, count: targets.count * slots)
        fallbacks = try section.array(tags.carrierFallbacks, of: UInt8.self, count: targets.count)
        try section.checkReferences(
            targets, below: sequenceCount, allowing: IndexFormat.noString, in: tags.carrierTargets)
        try section.checkReferences(fallbacks, below: 1 << Carrier.allCases.count, in: tags.carrierFallbacks)
        for code in codes where code != 0 && !(0xE000...0xF8FF).contains(code) {
            throw section.corrupt("block \(tags.carrierCodes) holds U+\(String(code, radix: 16)), not private use")
        }
    }

    /// The number of elements.
    var count: Int { targets.count }

    /// The code points of element `element` for `carrier`: none, one or two.
    func codes(of element: Int, carrier: Carrier) -> [Unicode.Scalar] {
        let start = (element * Carrier.allCases.count + Int(carrier.rawValue)) * 2
        return codes[start..<start + 2].filter { $0 != 0 }.compactMap { Unicode.Scalar($0) }
    }

    /// Whether the code points of `element` for `carrier` are a one-way fallback.
    func isFallback(_ element: Int, carrier: Carrier) -> Bool {
        fallbacks[element] & (1 << carrier.rawValue) != 0
    }
}
