/// Matching by code: shortcodes, ASCII emoticons and region codes.
extension SearchScratch {
    /// Shortcode matches: an exact shortcode ranks first; with `exact == false`, shortcodes starting with `prefix`
    /// follow (preferred shortcodes before alternatives).
    ///
    /// Localized shortcodes of the `languages` count as alternatives. A word typed without colons (`asWord`) is an
    /// exact shortcode only when it is an emoji's preferred (GitHub) shortcode, as people type them in chats (`sob`);
    /// the other sets name many emoji with plain words (emojibase's `lol` is 😆), which rank as keywords.
    mutating func rankShortcodes(
        prefix: String, exact: Bool, asWord: Bool = false, catalog: EmojiCatalog, languages: [LocaleAnnotations],
        sequences: inout [EmojiID: EmojiSequenceID]
    ) {
        let bytes = Array(prefix.utf8)
        let table = catalog.shortcodeTable
        if exact {
            if let index = table.index(of: bytes) {
                if asWord, !catalog.isPreferredShortcode(index) {
                    let base = catalog.baseEmoji(of: catalog.shortcodeSequence(index))
                    improve(base.index, to: RankClass(.exactKeyword, bonus: 3))
                } else {
                    rankShortcode(
                        catalog.shortcodeSequence(index), exact: true, exactOnly: true, preferred: false,
                        catalog: catalog, sequences: &sequences)
                }
            }
        } else {
            for index in table.range(withPrefix: bytes) {
                rankShortcode(
                    catalog.shortcodeSequence(index), exact: table.isExact(index, length: bytes.count),
                    exactOnly: false, preferred: catalog.isPreferredShortcode(index), catalog: catalog,
                    sequences: &sequences)
            }
        }
        for locale in languages where locale.shortcodes.count > 0 {
            let local = locale.shortcodes
            let range = exact ? local.index(of: bytes).map { $0..<$0 + 1 } ?? 0..<0 : local.range(withPrefix: bytes)
            for index in range {
                if asWord {
                    let sequence = catalog.sequence(forShortcodeTarget: local.targets[index])
                    improve(catalog.baseEmoji(of: sequence).index, to: RankClass(.exactKeyword, bonus: 3))
                    continue
                }
                rankShortcode(
                    catalog.sequence(forShortcodeTarget: local.targets[index]),
                    exact: local.isExact(index, length: bytes.count), exactOnly: exact, preferred: false,
                    catalog: catalog, sequences: &sequences)
            }
        }
    }

    private mutating func rankShortcode(
        _ sequence: EmojiSequenceID, exact: Bool, exactOnly: Bool, preferred: Bool, catalog: EmojiCatalog,
        sequences: inout [EmojiID: EmojiSequenceID]
    ) {
        let base = catalog.baseEmoji(of: sequence)
        if exact {
            improve(base.index, to: RankClass(.exactShortcode, bonus: 3))
            if case .toned = sequence { sequences[base] = sequence }
        } else if !exactOnly {
            improve(base.index, to: RankClass(preferred ? .namePrefix : .nameWords, bonus: preferred ? 3 : 0))
        }
    }

    /// Emoticon matches: the emoji of an emoticon typed in full first (its own emoji, the one its
    /// first source maps it to, before the others: `:)` 🙂, then 😊); while an emoticon that
    /// contains punctuation is typed, the emoji of the emoticons it starts follow.
    mutating func rankEmoticons(_ key: String, catalog: EmojiCatalog) {
        let bytes = Array(key.utf8)
        let table = catalog.emoticons
        let isPunctuated = bytes.contains { !(($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z")) }
        var ownFound = false
        for index in table.range(withPrefix: bytes) {
            let emoji = Int(table.targets[index])
            if table.isExact(index, length: bytes.count) {
                // The table keeps an emoticon's emoji in the order of preference.
                improve(emoji, to: RankClass(.emoticon, bonus: ownFound ? 2 : 3))
                ownFound = true
            } else if isPunctuated {
                improve(emoji, to: RankClass(.emoticon, bonus: 0))
            }
        }
    }

    /// Region-code matches: a flag ranks first when the query is its code (`us`, `gb-sct`), or
    /// its code and words of its name (`flag us`, `us flag`, `flag-us`).
    mutating func rankRegionCode(_ words: [String], catalog: EmojiCatalog, languages: [LocaleAnnotations]) {
        for start in words.indices where words[start].utf8.count == 2 {
            var length = 1
            var flag = catalog.regionCodes.index(of: Array(words[start].utf8))
            // A subdivision code is typed as two words (`gb-sct`) or one (`gbsct`).
            if start + 1 < words.count,
                let subdivision = catalog.regionCodes.index(of: Array((words[start] + words[start + 1]).utf8))
            {
                flag = subdivision
                length = 2
            }
            guard let flag else { continue }
            let emoji = Int(catalog.regionCodes.targets[flag])
            let rest = Array(words[..<start]) + Array(words[(start + length)...])
            let sources = languages.map(\.words) + [catalog.globalWords]
            if rest.allSatisfy({ word in sources.contains { $0.finds(emoji: emoji, word: word) } }) {
                improve(emoji, to: RankClass(.regionCode, bonus: rest.isEmpty ? 3 : 2))
                return
            }
        }
        // A subdivision code typed together (`gbsct`).
        if words.count == 1, words[0].utf8.count > 2, let flag = catalog.regionCodes.index(of: Array(words[0].utf8)) {
            improve(Int(catalog.regionCodes.targets[flag]), to: RankClass(.regionCode, bonus: 3))
        }
    }
}

extension TokenIndex {
    /// Whether a token starting with `word` has a posting for `emoji`.
    func finds(emoji: Int, word: String) -> Bool {
        for token in tokenRange(withPrefix: Array(word.utf8)) {
            for posting in postings(token) where Int(postingEmoji[posting]) == emoji { return true }
        }
        return false
    }
}
