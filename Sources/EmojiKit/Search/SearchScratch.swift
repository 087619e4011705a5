/// The buffers of one search and the matching passes that fill them.
struct SearchScratch {
    let emojiCount: Int
    /// Best rank class per emoji (`.none` for every emoji not in `matched`).
    var classes: [RankClass]
    /// The emoji with a class.
    var matched: MatchSet
    /// Per query word `w`, per emoji: `wordMatches[w * emojiCount + emoji]`.
    private var wordMatches: [WordMatch] = []
    /// Per query word, the emoji whose entry is not empty.
    private var touched: [[Int]] = []
    /// Per query word, per emoji: found by a typo.
    private var typoMatches: [Bool] = []
    private var typoTouched: [Int] = []
    private var typoRanges: [Range<Int>] = []

    init(emojiCount: Int) {
        self.emojiCount = emojiCount
        classes = [RankClass](repeating: .none, count: emojiCount)
        matched = MatchSet(count: emojiCount)
    }

    /// Clears the previous search's classes (only those it set).
    mutating func reset() {
        let previous = matched
        previous.forEach { classes[$0] = .none }
        matched.removeAll()
    }

    @inline(__always)
    private mutating func improve(_ index: Int, to rank: RankClass) {
        let current = classes[index]
        if rank < current {
            if current == .none { matched.insert(index) }
            classes[index] = rank
        }
    }

    /// Shortcode matches: an exact shortcode ranks first; with `exact == false`, shortcodes
    /// starting with `prefix` follow (preferred shortcodes before alternatives).
    mutating func rankShortcodes(prefix: String, exact: Bool, catalog: EmojiCatalog, sequences: inout [EmojiID: EmojiSequenceID]) {
        let bytes = Array(prefix.utf8)
        for index in catalog.shortcodeRange(withPrefix: bytes) {
            let sequence = catalog.shortcodeSequence(index)
            let base = catalog.baseEmoji(of: sequence)
            if catalog.shortcodes.range(index).count == bytes.count {
                improve(base.index, to: RankClass(.exactShortcode, bonus: 3))
                if case .toned = sequence { sequences[base] = sequence }
            } else if !exact {
                let preferred = catalog.isPreferredShortcode(index)
                improve(base.index, to: RankClass(preferred ? .namePrefix : .nameWords, bonus: preferred ? 3 : 0))
            }
        }
    }

    /// Whether any emoji matched so far.
    var hasMatches: Bool { !matched.isEmpty }

    /// Word matches in every language.
    mutating func rankWords(_ words: [String], languages: [LocaleAnnotations]) {
        let wordBytes = words.map { Array($0.utf8) }
        prepare(words: words.count)
        var perWord = [WordMatch](repeating: [], count: words.count)
        let singleWordRank = WordMatchTables.shared.singleWordRank
        if words.count == 1, let scalar = words[0].unicodeScalars.first, words[0].unicodeScalars.count == 1 {
            for locale in languages {
                locale.firstScalars.forEachMatch(of: scalar) { index, match in
                    improve(index, to: singleWordRank[Int(match.rawValue)])
                }
            }
            return
        }
        for locale in languages {
            collect(words: wordBytes, in: locale)
            if words.count == 1 {
                for index in touched[0] {
                    improve(index, to: singleWordRank[Int(wordMatches[index].rawValue)])
                }
                clearWordMatches(1)
                continue
            }
            for index in touched[0] {
                var complete = true
                for w in 0..<words.count {
                    perWord[w] = wordMatches[w * emojiCount + index]
                    if perWord[w].isEmpty { complete = false; break }
                }
                guard complete else { continue }
                improve(index, to: WordMatch.rank(perWord, nameWordCount: Int(locale.nameWordCounts[index])))
            }
            clearWordMatches(words.count)
        }
    }

    /// Typo matches: every word matches for real or, if it has four letters or more, with one
    /// edit; at least one word needs the edit. They rank last.
    mutating func rankTypos(_ words: [String], languages: ArraySlice<LocaleAnnotations>) {
        let scalars = words.map { Array($0.unicodeScalars) }
        guard scalars.contains(where: { $0.count >= EmojiSearcher.typoMinimumLength }) else { return }
        let wordBytes = words.map { Array($0.utf8) }
        prepare(words: words.count)
        for locale in languages {
            collect(words: wordBytes, in: locale)
            var candidates: [Int] = []
            for w in words.indices where scalars[w].count >= EmojiSearcher.typoMinimumLength {
                typoRanges.removeAll(keepingCapacity: true)
                locale.typoRanges(for: scalars[w], into: &typoRanges)
                for range in typoRanges {
                    for token in range {
                        for posting in locale.postings(token) {
                            let slot = w * emojiCount + Int(locale.postingEmoji[posting])
                            if !typoMatches[slot] {
                                typoMatches[slot] = true
                                typoTouched.append(slot)
                                candidates.append(slot % emojiCount)
                            }
                        }
                    }
                }
            }
            for index in candidates where classes[index] == .none {
                var usedTypo = false
                var complete = true
                for w in words.indices {
                    if !wordMatches[w * emojiCount + index].isEmpty { continue }
                    if typoMatches[w * emojiCount + index] { usedTypo = true } else { complete = false; break }
                }
                if complete, usedTypo { improve(index, to: RankClass(.typo, bonus: 0)) }
            }
            clearWordMatches(words.count)
            for slot in typoTouched { typoMatches[slot] = false }
            typoTouched.removeAll(keepingCapacity: true)
        }
    }

    /// Fills the word matches with the real (prefix) matches of every word in `locale`.
    private mutating func collect(words: [[UInt8]], in locale: LocaleAnnotations) {
        let count = emojiCount
        for (w, bytes) in words.enumerated() {
            let range = locale.tokenRange(withPrefix: bytes)
            wordMatches.withUnsafeMutableBufferPointer { all in
                let slice = UnsafeMutableBufferPointer(rebasing: all[w * count..<(w + 1) * count])
                locale.accumulate(tokens: range, exactLength: bytes.count, into: slice, touched: &touched[w])
            }
        }
    }

    private mutating func clearWordMatches(_ words: Int) {
        for w in 0..<words {
            for index in touched[w] { wordMatches[w * emojiCount + index] = [] }
            touched[w].removeAll(keepingCapacity: true)
        }
    }

    private mutating func prepare(words: Int) {
        if touched.count < words {
            touched += Array(repeating: [], count: words - touched.count)
            wordMatches = [WordMatch](repeating: [], count: words * emojiCount)
            typoMatches = [Bool](repeating: false, count: words * emojiCount)
        }
    }
}
