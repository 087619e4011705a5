/// Matching query words against names, keywords, readings and the words of no locale.
extension SearchScratch {
    /// Word matches in every language. A word may match a locale's words or (for a locale with
    /// readings) its readings, and in any locale the words of no locale (`global`).
    mutating func rankWords(
        _ words: [String], languages: [LocaleAnnotations], global: TokenIndex, unicodeNameWordCounts: [UInt8]
    ) {
        prepare(words: words.count)
        let singleWordRank = WordMatchTables.shared.singleWordRank
        if words.count == 1, let scalar = words[0].unicodeScalars.first, words[0].unicodeScalars.count == 1 {
            // One letter: the precomputed matches of the locales' own words only (readings and
            // supplementary words would only add thousands of weak matches).
            for locale in languages {
                locale.words.firstScalars.forEachMatch(of: scalar) { index, match in
                    improve(index, to: singleWordRank[Int(match.rawValue)])
                }
            }
            return
        }
        let wordBytes = words.map { Array($0.utf8) }
        collectGlobal(words: wordBytes, in: global)
        rankCandidates(words: words.count, nameWordCounts: nil, unicodeNameWordCounts: unicodeNameWordCounts, localeTouched: false)
        var readingForms: [ReadingScheme: [[[UInt8]]]] = [:]
        for locale in languages {
            collect(words: wordBytes, in: locale.words, meaning: WordMatchTables.shared.postingMatch)
            if let scheme = locale.readingScheme, let readings = locale.readings {
                if readingForms[scheme] == nil { readingForms[scheme] = words.map { scheme.queryForms($0) } }
                collect(alternatives: readingForms[scheme]!, in: readings)
            }
            rankCandidates(
                words: words.count, nameWordCounts: locale.nameWordCounts, unicodeNameWordCounts: unicodeNameWordCounts,
                localeTouched: true)
            clearWordMatches(words.count)
        }
        clearGlobalMatches(words.count)
    }

    /// Ranks the emoji every word matched: with `localeTouched`, those the current locale found
    /// for the first word or the global words did, merging both; without, the global words alone.
    private mutating func rankCandidates(
        words count: Int, nameWordCounts: [UInt8]?, unicodeNameWordCounts: [UInt8], localeTouched: Bool
    ) {
        let singleWordRank = WordMatchTables.shared.singleWordRank
        var perWord = [WordMatch](repeating: [], count: count)
        let candidateLists = localeTouched ? [touched[0], globalTouched[0]] : [globalTouched[0]]
        for list in candidateLists {
            for index in list {
                var complete = true
                for w in 0..<count {
                    let slot = w * emojiCount + index
                    perWord[w] = WordMatch(rawValue: globalMatches[slot].rawValue | (localeTouched ? wordMatches[slot].rawValue : 0))
                    if perWord[w].isEmpty { complete = false; break }
                }
                guard complete else { continue }
                if count == 1 {
                    improve(index, to: singleWordRank[Int(perWord[0].rawValue)])
                } else {
                    let nameWords = nameWordCounts.map { Int($0[index]) } ?? 0
                    improve(index, to: WordMatch.rank(
                        perWord, nameWordCount: nameWords, unicodeNameWordCount: Int(unicodeNameWordCounts[index])))
                }
            }
        }
    }

    /// Fills the word matches with the real (prefix) matches of every word in `index`.
    mutating func collect(words: [[UInt8]], in index: TokenIndex, meaning: [WordMatch]) {
        let count = emojiCount
        for (w, bytes) in words.enumerated() {
            let range = index.tokenRange(withPrefix: bytes)
            wordMatches.withUnsafeMutableBufferPointer { all in
                let slice = UnsafeMutableBufferPointer(rebasing: all[w * count..<(w + 1) * count])
                index.accumulate(tokens: range, exactLength: bytes.count, meaning: meaning, into: slice, touched: &touched[w])
            }
        }
    }

    /// Adds the reading matches of every word's canonical forms (`alternatives[w]`).
    private mutating func collect(alternatives: [[[UInt8]]], in readings: TokenIndex) {
        let count = emojiCount
        let meaning = WordMatchTables.shared.readingMatch
        for (w, forms) in alternatives.enumerated() {
            for form in forms {
                let range = readings.tokenRange(withPrefix: form)
                wordMatches.withUnsafeMutableBufferPointer { all in
                    let slice = UnsafeMutableBufferPointer(rebasing: all[w * count..<(w + 1) * count])
                    readings.accumulate(tokens: range, exactLength: form.count, meaning: meaning, into: slice, touched: &touched[w])
                }
            }
        }
    }

    /// Fills the global matches with the matches of every word among the words of no locale.
    private mutating func collectGlobal(words: [[UInt8]], in global: TokenIndex) {
        let count = emojiCount
        let meaning = WordMatchTables.shared.postingMatch
        for (w, bytes) in words.enumerated() {
            let range = global.tokenRange(withPrefix: bytes)
            globalMatches.withUnsafeMutableBufferPointer { all in
                let slice = UnsafeMutableBufferPointer(rebasing: all[w * count..<(w + 1) * count])
                global.accumulate(tokens: range, exactLength: bytes.count, meaning: meaning, into: slice, touched: &globalTouched[w])
            }
        }
    }
}
