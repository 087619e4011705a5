import EmojiKit

/// The search data of the `core` section, which belongs to no language: popularity counts,
/// emoticons, region codes, and the token index of words of no locale (Unicode character names,
/// English category words from Unicode's group names, gemoji's tags).
struct CoreSearchBlocks {
    let emojiTest: EmojiTestFile
    let bases: [EmojiTestFile.Entry]
    let popularity: EmojiTrackerCounts
    let emoticons: EmoticonSources
    let unicodeNames: UnicodeCharacterNames
    /// gemoji's tags by emoji key.
    let tags: [String: [String]]
    let folder: TextFolder

    /// Region codes typed for a flag besides its own (`uk` is not an ISO code, but it is typed).
    static let regionCodeAliases: [String: String] = ["uk": "gb"]

    func write(into writer: inout SectionWriter, path: String) throws {
        let tags = BlockTags.self
        let keys = bases.map { CLDRAnnotations.key($0.text) }
        let baseIndex = Dictionary(keys.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        writer.block(tags.popularity, keys.map { popularity.counts[$0] ?? 0 })

        // An emoticon's emoji in the order of its sources (emojibase first): the first is its own.
        var emoticonEntries: [(key: [UInt8], order: Int, target: Int)] = []
        for emoticon in emoticons.order {
            for (order, text) in (emoticons.emoji[emoticon] ?? []).enumerated() {
                guard let target = baseIndex[CLDRAnnotations.key(text)] else {
                    throw SourceError.invalid(
                        path: path, "emoticon \(emoticon) names \(text), which is not a base emoji")
                }
                emoticonEntries.append((Array(folder.folded(emoticon).utf8), order, target))
            }
        }
        writeTable(emoticonEntries, into: &writer, tags.emoticonStrings, tags.emoticonOffsets, tags.emoticonTargets)

        var codeEntries: [(key: [UInt8], order: Int, target: Int)] = []
        var byCode: [String: Int] = [:]
        for (index, entry) in bases.enumerated() {
            guard let code = Self.regionCode(entry.scalars) else { continue }
            byCode[code] = index
            codeEntries.append((Array(code.utf8), 0, index))
        }
        for (alias, code) in Self.regionCodeAliases.sorted(by: { $0.key < $1.key }) {
            if let index = byCode[code] { codeEntries.append((Array(alias.utf8), 1, index)) }
        }
        writeTable(codeEntries, into: &writer, tags.regionCodeStrings, tags.regionCodeOffsets, tags.regionCodeTargets)

        let (collector, nameWordCounts) = globalWords()
        collector.write(into: &writer, tags: .global)
        writer.block(tags.globalNameWordCounts, nameWordCounts)
    }

    /// The longest text of these blocks a query can match: an emoticon, a Unicode name, a category
    /// word or a tag.
    var longestPhrase: LongestPhrase {
        var longest = LongestPhrase()
        for emoticon in emoticons.order { longest.note(folder.fold(emoticon)) }
        for entry in bases {
            if let name = unicodeNames.name(of: entry.text) { longest.note(folder.fold(name)) }
            let subgroup = emojiTest.subgroups[entry.subgroup].name
            for word in CategoryWords.englishWords(group: emojiTest.groups[entry.group], subgroup: subgroup) {
                longest.note(folder.fold(word))
            }
            for tag in tags[CLDRAnnotations.key(entry.text)] ?? [] { longest.note(folder.fold(tag)) }
        }
        return longest
    }

    /// The words of no locale, by emoji, and the number of words of each Unicode name.
    private func globalWords() -> (PostingCollector, [UInt8]) {
        var collector = PostingCollector()
        var nameWordCounts: [UInt8] = []
        for (index, entry) in bases.enumerated() {
            let key = CLDRAnnotations.key(entry.text)
            if let name = unicodeNames.name(of: entry.text) {
                let folded = folder.fold(name)
                collector.add(WordSplitter.indexTokens(folded), emoji: index, role: .supplementaryName)
                nameWordCounts.append(UInt8(clamping: WordSplitter.words(folded).count))
            } else {
                nameWordCounts.append(0)
            }
            let subgroup = emojiTest.subgroups[entry.subgroup].name
            for word in CategoryWords.englishWords(group: emojiTest.groups[entry.group], subgroup: subgroup) {
                collector.add(WordSplitter.indexTokens(folder.fold(word)), emoji: index, role: .supplementary)
            }
            for tag in tags[key] ?? [] {
                collector.add(WordSplitter.indexTokens(folder.fold(tag)), emoji: index, role: .keyword)
            }
        }
        return (collector, nameWordCounts)
    }

    /// The region code of a flag: `us` for 🇺🇸 (regional indicators), `gbsct` for the Scottish
    /// flag (tag characters); nil for any other emoji.
    static func regionCode(_ scalars: [Unicode.Scalar]) -> String? {
        let letters: [UInt32]
        if scalars.count == 2, scalars.allSatisfy({ (0x1F1E6...0x1F1FF).contains($0.value) }) {
            letters = scalars.map { $0.value - 0x1F1E6 }
        } else if scalars.first?.value == 0x1F3F4, scalars.last?.value == 0xE007F, scalars.count > 3 {
            let tagged = scalars.dropFirst().dropLast()
            guard
                tagged.allSatisfy({ (0xE0061...0xE007A).contains($0.value) || (0xE0030...0xE0039).contains($0.value) })
            else { return nil }
            letters = tagged.map { $0.value >= 0xE0061 ? $0.value - 0xE0061 : 0x100 + $0.value - 0xE0030 }
        } else {
            return nil
        }
        return String(
            letters.map { $0 >= 0x100 ? Character(String($0 - 0x100)) : Character(Unicode.Scalar(UInt8(0x61 + $0))) })
    }

    /// A sorted key table: by key bytes, then by `order` (the order of preference), then target.
    private func writeTable(
        _ entries: [(key: [UInt8], order: Int, target: Int)], into writer: inout SectionWriter,
        _ strings: BlockTag, _ offsets: BlockTag, _ targets: BlockTag
    ) {
        var sorted: [(key: [UInt8], order: Int, target: Int)] = []
        for entry in entries.sorted(by: { a, b in
            if a.key != b.key { return a.key.lexicographicallyPrecedes(b.key) }
            return (a.order, a.target) < (b.order, b.target)
        }) where !sorted.contains(where: { $0.key == entry.key && $0.target == entry.target }) {
            sorted.append(entry)
        }
        writer.strings(StringTableBuilder.ordered(sorted.map(\.key)), bytes: strings, offsets: offsets)
        writer.block(targets, sorted.map { UInt32($0.target) })
    }
}
