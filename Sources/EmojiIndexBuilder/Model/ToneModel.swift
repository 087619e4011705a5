import EmojiKit

/// How each base emoji takes skin tones, derived from the toned sequences of emoji-test.txt.
///
/// For every toned sequence, the generator finds its base emoji and where the modifiers sit:
/// - if removing the modifiers gives the base (ignoring U+FE0F, which a modifier replaces), the
///   modifiers' positions are the base's tone slots (👋 → 👋🏽, 🧑‍🤝‍🧑 → 🧑🏻‍🤝‍🧑🏿);
/// - otherwise the sequence is the ZWJ form of a single-character couple with two different
///   tones (🤝 → 🫱🏻‍🫲🏼); its base is found by its CLDR name with the tones removed
///   ("kiss: woman, man, light skin tone, …" → "kiss: woman, man"), or by the part before the
///   colon ("kiss: person, person, …" → "kiss"), and the sequence without modifiers becomes
///   the base's template for mixed tones.
struct ToneModel {
    struct Base {
        /// Scalar positions in the base text that take a modifier (at most two).
        var slots: [Int] = []
        /// The ZWJ form for different tones, and its slots.
        var template: [Unicode.Scalar]?
        var templateSlots: [Int] = []
    }

    struct Toned {
        var base: Int
        var tones: [SkinTone]
        var text: String
        var version: String
    }

    /// Per base emoji (index in `bases`).
    var bases: [Base]
    /// Toned sequences in Unicode order.
    var toned: [Toned]

    /// - Parameter baseEntries: the untoned fully-qualified entries, in Unicode order.
    /// - Parameter tonedEntries: the toned fully-qualified entries, in Unicode order.
    init(baseEntries: [EmojiTestFile.Entry], tonedEntries: [EmojiTestFile.Entry], path: String) throws {
        var byKey: [[UInt32]: Int] = [:]
        var byName: [String: Int] = [:]
        for (index, entry) in baseEntries.enumerated() {
            byKey[Self.keyWithoutVS16(entry.scalars)] = index
            byName[entry.name] = index
        }
        bases = Array(repeating: Base(), count: baseEntries.count)
        toned = []
        for entry in tonedEntries {
            var skeleton: [Unicode.Scalar] = []
            var personPositions: [Int] = []
            var tones: [SkinTone] = []
            for scalar in entry.scalars {
                if let tone = SkinTone(modifier: scalar) {
                    guard !skeleton.isEmpty else {
                        throw SourceError.invalid(path: path, "\(entry.name): modifier first")
                    }
                    tones.append(tone)
                    personPositions.append(skeleton.count - 1)
                } else {
                    skeleton.append(scalar)
                }
            }
            guard (1...2).contains(tones.count) else {
                throw SourceError.invalid(path: path, "\(entry.name): \(tones.count) modifiers")
            }
            if let baseIndex = byKey[Self.keyWithoutVS16(skeleton)] {
                let slots = Self.positions(personPositions, in: skeleton, mappedTo: baseEntries[baseIndex].scalars)
                try record(slots: slots, template: nil, base: baseIndex, entry: entry, path: path)
                toned.append(Toned(base: baseIndex, tones: tones, text: entry.text, version: entry.version))
            } else {
                guard let baseIndex = Self.baseByName(entry.name, names: byName) else {
                    throw SourceError.invalid(path: path, "\(entry.name): no base emoji found")
                }
                try record(slots: personPositions, template: skeleton, base: baseIndex, entry: entry, path: path)
                toned.append(Toned(base: baseIndex, tones: tones, text: entry.text, version: entry.version))
            }
        }
    }

    private mutating func record(
        slots: [Int], template: [Unicode.Scalar]?, base: Int, entry: EmojiTestFile.Entry, path: String
    ) throws {
        if let template {
            if let existing = bases[base].template, existing != template || bases[base].templateSlots != slots {
                throw SourceError.invalid(path: path, "\(entry.name): a second mixed-tone form")
            }
            bases[base].template = template
            bases[base].templateSlots = slots
        } else {
            if !bases[base].slots.isEmpty, bases[base].slots != slots {
                throw SourceError.invalid(path: path, "\(entry.name): modifiers at other positions than its siblings")
            }
            bases[base].slots = slots
        }
    }

    /// Maps positions in `skeleton` (which lacks the U+FE0F a modifier replaced) to positions in `base`.
    private static func positions(_ positions: [Int], in skeleton: [Unicode.Scalar], mappedTo base: [Unicode.Scalar])
        -> [Int]
    {
        var mapping: [Int] = []
        var baseIndex = 0
        for scalar in skeleton {
            while baseIndex < base.count, base[baseIndex] != scalar { baseIndex += 1 }
            mapping.append(baseIndex)
            baseIndex += 1
        }
        return positions.map { mapping[$0] }
    }

    private static func baseByName(_ name: String, names: [String: Int]) -> Int? {
        guard let colon = name.firstIndex(of: ":") else { return names[name] }
        let head = String(name[..<colon])
        let qualifiers = name[name.index(after: colon)...]
            .split(separator: ",")
            .map { $0.trimmingPrefix(while: { $0 == " " }) }
            .filter { !$0.hasSuffix("skin tone") }
        if !qualifiers.isEmpty, let index = names[head + ": " + qualifiers.joined(separator: ", ")] { return index }
        return names[head]
    }

    static func keyWithoutVS16(_ scalars: [Unicode.Scalar]) -> [UInt32] {
        scalars.lazy.map(\.value).filter { $0 != 0xFE0F }
    }
}
