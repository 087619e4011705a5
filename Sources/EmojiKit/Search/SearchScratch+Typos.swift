/// Matching query words with one typo, when nothing matches without one.
extension SearchScratch {
    /// Typo matches: every word matches for real or, if it has four to 32 letters (``EmojiSearcher/typoLengths``)
    /// and is not `known` (a word of the user's language as written, see ``KnownWords``), with one edit; at least one
    /// word needs the edit.
    ///
    /// They rank last. `memos` (one per language, in order) keep each word's token ranges within one edit, for the
    /// keys that search the same earlier words again.
    mutating func rankTypos(
        _ words: [String], languages: ArraySlice<LocaleAnnotations>, memos: inout [BoundedMemo<String, [Range<Int>]>],
        known: [Bool] = []
    ) {
        let scalars = words.map { Array($0.unicodeScalars) }
        let mayBeTypo = words.indices.map { w in
            EmojiSearcher.typoLengths.contains(scalars[w].count) && !(w < known.count && known[w])
        }
        guard mayBeTypo.contains(true) else { return }
        assert(memos.count >= languages.count, "a typo memo per language")
        let wordBytes = words.map { Array($0.utf8) }
        prepare(words: words.count)
        for (position, locale) in zip(memos.indices, languages) {
            let index = locale.words
            collect(words: wordBytes, in: index, meaning: WordMatchTables.shared.postingMatch)
            var candidates: [Int] = []
            for w in words.indices where mayBeTypo[w] {
                let ranges = memos[position].value(for: words[w]) {
                    var ranges: [Range<Int>] = []
                    index.typoRanges(for: scalars[w], into: &ranges)
                    return ranges
                }
                for range in ranges {
                    for token in range {
                        for posting in index.postings(token) {
                            let slot = w * emojiCount + Int(index.postingEmoji[posting])
                            if !typoMatches[slot] {
                                typoMatches[slot] = true
                                typoTouched.append(slot)
                                candidates.append(slot % emojiCount)
                            }
                        }
                    }
                }
            }
            for emoji in candidates where classes[emoji] == .none {
                var usedTypo = false
                var complete = true
                for w in words.indices {
                    if !wordMatches[w * emojiCount + emoji].isEmpty { continue }
                    if typoMatches[w * emojiCount + emoji] {
                        usedTypo = true
                    } else {
                        complete = false
                        break
                    }
                }
                if complete, usedTypo { improve(emoji, to: RankClass(.typo, bonus: 0)) }
            }
            clearWordMatches(words.count)
            for slot in typoTouched { typoMatches[slot] = false }
            typoTouched.removeAll(keepingCapacity: true)
        }
    }
}
