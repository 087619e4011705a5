/// Finding emoji by shortcode (`sob`, `+1`, `wave_tone3`).
///
/// Each lookup of typed text answers at once for text longer than ``searchLimits`` admits: it can
/// name nothing, and it is not even folded.
extension EmojiCatalog {
    /// The sequence with exactly this shortcode (case-insensitive, without colons).
    public func sequence(forShortcode shortcode: String) -> EmojiSequenceID? {
        guard searchLimits.admits(shortcode) else { return nil }
        let key = Array(folder.folded(shortcode).utf8)
        return shortcodeTable.index(of: key).map { sequence(forShortcodeTarget: shortcodeTable.targets[$0]) }
    }

    /// The popularity count of `id` (emojitracker), 0 when unknown.
    public func popularity(of id: EmojiID) -> Int { Int(popularity[id.index]) }

    /// The flag named by a region code (`us`, `gb-sct`, case-insensitive), if there is one.
    public func flag(forRegionCode code: String) -> EmojiID? {
        guard searchLimits.admits(code) else { return nil }
        let key = Array(folder.folded(code).utf8.filter { $0 != UInt8(ascii: "-") && $0 != UInt8(ascii: "_") })
        return regionCodes.index(of: key).map { EmojiID(Int(regionCodes.targets[$0])) }
    }

    /// The emoji an ASCII emoticon stands for (`:)` → 🙂), if it is one.
    public func emoji(forEmoticon emoticon: String) -> EmojiID? {
        guard searchLimits.admits(emoticon) else { return nil }
        return emoticons.index(of: Array(folder.folded(emoticon).utf8)).map { EmojiID(Int(emoticons.targets[$0])) }
    }

    /// Whether `text` is the start of a known emoticon (or one): what the engine keeps composing.
    public func isEmoticonPrefix(_ text: String) -> Bool {
        searchLimits.admits(text) && !emoticons.range(withPrefix: Array(folder.folded(text).utf8)).isEmpty
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
        sequence(forShortcodeTarget: shortcodeTable.targets[index])
    }

    /// Whether shortcode table entry `index` is the preferred shortcode of its sequence.
    func isPreferredShortcode(_ index: Int) -> Bool {
        let target = Int(shortcodeTable.targets[index])
        let start = Int(shortcodeListStarts[target])
        return start < Int(shortcodeListStarts[target + 1]) && Int(shortcodeLists[start]) == index
    }
}
