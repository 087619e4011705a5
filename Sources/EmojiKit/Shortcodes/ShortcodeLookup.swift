/// Finding emoji by shortcode (`sob`, `+1`, `wave_tone3`).
extension EmojiCatalog {
    /// The sequence with exactly this shortcode (case-insensitive, without colons).
    public func sequence(forShortcode shortcode: String) -> EmojiSequenceID? {
        let key = folder.folded(shortcode)
        let range = shortcodeRange(withPrefix: Array(key.utf8))
        for index in range where shortcodes.range(index).count == key.utf8.count {
            return sequence(forShortcodeTarget: shortcodeTargets[index])
        }
        return nil
    }

    /// Indices into the sorted shortcode table of the shortcodes starting with `prefix`.
    func shortcodeRange(withPrefix prefix: [UInt8]) -> Range<Int> {
        func startsWithOrAfter(_ index: Int, prefixOnly: Bool) -> Bool {
            let range = shortcodes.range(index)
            let bytes = shortcodes.bytes[range]
            for (a, b) in zip(bytes, prefix) where a != b { return a > b }
            if bytes.count >= prefix.count { return !prefixOnly }
            return false
        }
        var low = 0
        var high = shortcodes.count
        while low < high {
            let middle = (low + high) / 2
            if startsWithOrAfter(middle, prefixOnly: false) { high = middle } else { low = middle + 1 }
        }
        let lower = low
        high = shortcodes.count
        while low < high {
            let middle = (low + high) / 2
            if startsWithOrAfter(middle, prefixOnly: true) { high = middle } else { low = middle + 1 }
        }
        return lower..<low
    }

    /// The base emoji of a sequence.
    public func baseEmoji(of sequence: EmojiSequenceID) -> EmojiID {
        switch sequence {
        case .base(let id): id
        case .toned(let id): base(of: id)
        }
    }

    /// The sequence targeted by shortcode table entry `index`.
    func shortcodeSequence(_ index: Int) -> EmojiSequenceID {
        sequence(forShortcodeTarget: shortcodeTargets[index])
    }

    /// Whether shortcode table entry `index` is the preferred shortcode of its sequence.
    func isPreferredShortcode(_ index: Int) -> Bool {
        let target = Int(shortcodeTargets[index])
        let start = Int(shortcodeListStarts[target])
        return start < Int(shortcodeListStarts[target + 1]) && Int(shortcodeLists[start]) == index
    }
}
