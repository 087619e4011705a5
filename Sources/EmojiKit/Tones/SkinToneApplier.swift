/// Applying skin tones the Unicode way (UTS #51 §2.4, ED-20):
///
/// - the modifier goes right after the person's base scalar, replacing a U+FE0F standing there
///   (🏌️‍♀️ → 🏌🏽‍♀️);
/// - once per person in multi-person sequences (🧑‍🤝‍🧑 → 🧑🏻‍🤝‍🧑🏿);
/// - single-character couples (💏 💑 👫 👬 👭 🤝 👯 🤼) keep their one character when both
///   persons share a tone (💏🏽) and take their ZWJ form when the tones differ (🧑🏻‍❤️‍💋‍🧑🏼).
///
/// Which scalars are persons, and which ZWJ form a couple takes, comes from the index (derived
/// from emoji-test.txt by the generator), so the rule needs no emoji-specific code.
extension EmojiCatalog {
    /// How `id` takes skin tones.
    public func toneCapability(_ id: EmojiID) -> ToneCapability {
        switch personCounts[id.index] {
        case 0: .none
        case 1: .single
        case let persons: .multiPerson(persons: Int(persons))
        }
    }

    /// The text of `id` with `tones` applied, or `nil` when `id` takes no tones or the number of
    /// tones does not fit (give one tone, or one per person for multi-person emoji).
    ///
    /// One tone on a multi-person emoji gives every person that tone. The result is one of the
    /// fully-qualified sequences of emoji-test.txt (the test suite checks all of them).
    public func applying(_ tones: [SkinTone], to id: EmojiID) -> String? {
        let capability = toneCapability(id)
        guard !tones.isEmpty, capability != .none,
            tones.count == 1 || tones.count == capability.personCount
        else { return nil }
        let personTones = tones.count == 1 ? Array(repeating: tones[0], count: capability.personCount) : tones
        let baseSlots = baseSlots(id)
        let allSame = personTones.allSatisfy { $0 == personTones[0] }

        if baseSlots.count == personTones.count {
            return Self.insert(personTones, at: baseSlots, into: string(id))
        }
        if allSame, baseSlots.count == 1 {
            return Self.insert([personTones[0]], at: baseSlots, into: string(id))
        }
        guard let template = strings.string(emojiTemplateRefs[id.index]) else { return nil }
        let templateSlots = Self.slots(emojiTemplateSlots, id.index)
        guard templateSlots.count == personTones.count else { return nil }
        return Self.insert(personTones, at: templateSlots, into: template)
    }

    /// The toned sequence of `id` with `tones` (one tone: every person), if it is in the index.
    ///
    /// Looked up among the base's toned sequences by their tones, without building text; it is
    /// the sequence ``applying(_:to:)`` builds (the test suite checks every one).
    public func tonedSequence(_ tones: [SkinTone], of id: EmojiID) -> TonedEmojiID? {
        let persons = Int(personCounts[id.index])
        guard !tones.isEmpty, persons > 0, tones.count == 1 || tones.count == persons else { return nil }
        let first = tones[0].rawValue
        let second = tones.count > 1 ? tones[1].rawValue : first
        for position in tonedByBaseStarts[id.index]..<tonedByBaseStarts[id.index + 1] {
            let toned = tonedByBase[position]
            let storedFirst = tonedTones[2 * toned]
            let storedSecond = tonedTones[2 * toned + 1] == 0 ? storedFirst : tonedTones[2 * toned + 1]
            // A single tone is stored once (💏🏽); equal tones are never also stored in a ZWJ form.
            guard storedFirst == first, storedSecond == second else { continue }
            return TonedEmojiID(toned)
        }
        return nil
    }

    private func baseSlots(_ id: EmojiID) -> [Int] { Self.slots(emojiToneSlots, id.index) }

    private static func slots(_ table: [UInt8], _ index: Int) -> [Int] {
        [table[2 * index], table[2 * index + 1]].filter { $0 != 0xFF }.map(Int.init)
    }

    /// Inserts the modifier of `tones[k]` after the scalar at `slots[k]`, dropping a U+FE0F
    /// that followed it.
    private static func insert(_ tones: [SkinTone], at slots: [Int], into text: String) -> String? {
        let scalars = Array(text.unicodeScalars)
        guard slots.allSatisfy({ $0 < scalars.count }) else { return nil }
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            result.append(scalars[index])
            if let slot = slots.firstIndex(of: index) {
                result.append(tones[slot].modifier)
                if index + 1 < scalars.count, scalars[index + 1].value == 0xFE0F { index += 1 }
            }
            index += 1
        }
        return String(result)
    }
}
