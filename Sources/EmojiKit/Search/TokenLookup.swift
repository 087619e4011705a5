/// Finding tokens in a sorted token table.
extension TokenIndex {
    /// The tokens that start with `prefix` (UTF-8 bytes of a folded word), as a range of token indices.
    ///
    /// One binary search finds a token that starts with `prefix` (or that none does); the two ends of the range are
    /// then looked for only on either side of it.
    func tokenRange(withPrefix prefix: [UInt8]) -> Range<Int> {
        withTokens(prefix) { bytes, offsets, query in
            var low = 0
            var high = offsets.count - 1
            while low < high {
                let middle = (low + high) >> 1
                let order = Self.compare(bytes, offsets, middle, query, prefixOnly: true)
                if order < 0 {
                    low = middle + 1
                } else if order > 0 {
                    high = middle
                } else {
                    // Tokens before `middle` may sort before the prefix; tokens after it may stop starting with it.
                    let lower = Self.partition(low..<middle) {
                        Self.compare(bytes, offsets, $0, query, prefixOnly: true) < 0
                    }
                    let end = Self.partition(middle + 1..<high) {
                        Self.compare(bytes, offsets, $0, query, prefixOnly: true) == 0
                    }
                    return lower..<end
                }
            }
            return low..<low
        }
    }

    /// The token equal to `bytes`, as a range of at most one token index.
    func tokenRange(equalTo bytes: [UInt8]) -> Range<Int> {
        withTokens(bytes) { tokenBytes, offsets, query in
            // The first token not before `bytes` (shorter tokens sort first), which is `bytes` if any is.
            let low = Self.partition(0..<offsets.count - 1) { Self.compare(tokenBytes, offsets, $0, query) < 0 }
            guard low < offsets.count - 1, Self.compare(tokenBytes, offsets, low, query) == 0 else { return low..<low }
            return low..<low + 1
        }
    }

    /// The first index of `range` for which `isBefore` is false, given that it holds for a start of the range and
    /// not after (a binary search); the range's end when it holds throughout.
    @inline(__always)
    private static func partition(_ range: Range<Int>, isBefore: (Int) -> Bool) -> Int {
        var low = range.lowerBound
        var high = range.upperBound
        while low < high {
            let middle = (low + high) >> 1
            if isBefore(middle) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Calls `body` with the token bytes, the token offsets and `query`'s bytes.
    @inline(__always)
    private func withTokens<Result>(
        _ query: [UInt8],
        _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt32>, UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        tokens.bytes.withUnsafeBufferPointer { bytes in
            tokens.offsets.withUnsafeBufferPointer { offsets in
                query.withUnsafeBufferPointer { query in body(bytes, offsets, query) }
            }
        }
    }

    /// Whether `bytes` (a folded word) is a token that is the whole name of some emoji.
    func isWholeName(_ bytes: [UInt8]) -> Bool { isWhole(bytes, .wholeName) }

    /// Whether `bytes` (a folded word) is a token that is the whole name or a whole keyword of some emoji (`Katze`,
    /// `Kuchen`; not `mit`, a word only inside names).
    func isWholeNameOrKeyword(_ bytes: [UInt8]) -> Bool { isWhole(bytes, [.wholeName, .wholeKeyword]) }

    /// Whether `bytes` (a folded word) is a token that is a word of some emoji's name or keyword as written
    /// (`regendruppels`; not `regendruppel`, only the start of it).
    func isWord(_ bytes: [UInt8]) -> Bool { isWhole(bytes, [.nameWord, .keywordWord]) }

    private func isWhole(_ bytes: [UInt8], _ flags: PostingFlags) -> Bool {
        tokenRange(equalTo: bytes).contains { token in
            postings(token).contains { !PostingFlags(rawValue: postingFlags[$0]).isDisjoint(with: flags) }
        }
    }

    /// The byte length of token `index`.
    @inline(__always)
    func tokenLength(_ index: Int) -> Int {
        Int(tokens.offsets[index + 1] &- tokens.offsets[index])
    }

    /// The postings of token `index`: positions in `postingEmoji`/`postingFlags`.
    @inline(__always)
    func postings(_ index: Int) -> Range<Int> {
        Int(postingStarts[index])..<Int(postingStarts[index + 1])
    }

    /// Merges what every token of `range` says about its emoji into `matches` (indexed by emoji), appending to
    /// `touched` each emoji whose entry was empty.
    ///
    /// `exactLength` is the query word's byte length: tokens of that length equal the word. `meaning` translates a
    /// posting's flags and exactness into a ``WordMatch`` (``WordMatchTables/postingMatch`` for words,
    /// ``WordMatchTables/readingMatch`` for readings). With `candidates`, only the emoji that one of its two
    /// buffers has a match for are merged (the other emoji cannot match every word of the query).
    func accumulate(
        tokens range: Range<Int>, exactLength: Int, meaning: [WordMatch],
        into matches: UnsafeMutableBufferPointer<WordMatch>, touched: inout [Int],
        candidates: (UnsafeBufferPointer<WordMatch>, UnsafeBufferPointer<WordMatch>)? = nil
    ) {
        guard !range.isEmpty else { return }
        meaning.withUnsafeBufferPointer { table in
            postingEmoji.withUnsafeBufferPointer { emojiList in
                postingFlags.withUnsafeBufferPointer { flagList in
                    postingStarts.withUnsafeBufferPointer { starts in
                        tokens.offsets.withUnsafeBufferPointer { offsets in
                            for token in range {
                                let exact = exactLength == Int(offsets[token + 1] &- offsets[token]) ? 1 : 0
                                for posting in Int(starts[token])..<Int(starts[token + 1]) {
                                    let emoji = Int(emojiList[posting])
                                    if let (local, global) = candidates, local[emoji].isEmpty, global[emoji].isEmpty {
                                        continue
                                    }
                                    let match = table[Int(flagList[posting]) << 1 | exact]
                                    let old = matches[emoji]
                                    if old.isEmpty { touched.append(emoji) }
                                    matches[emoji] = WordMatch(rawValue: old.rawValue | match.rawValue)
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Three-way comparison of token `index` with `query` (byte order); with `prefixOnly`, of the
    /// token's first `query.count` bytes (0 when the token starts with `query`).
    @inline(__always)
    private static func compare(
        _ bytes: UnsafeBufferPointer<UInt8>, _ offsets: UnsafeBufferPointer<UInt32>, _ index: Int,
        _ query: UnsafeBufferPointer<UInt8>, prefixOnly: Bool = false
    ) -> Int {
        let start = Int(offsets[index])
        let length = Int(offsets[index + 1]) - start
        let common = min(length, query.count)
        var offset = 0
        while offset < common {
            let a = bytes[start + offset]
            let b = query[offset]
            if a != b { return a < b ? -1 : 1 }
            offset += 1
        }
        if length == query.count || (prefixOnly && length > query.count) { return 0 }
        return length < query.count ? -1 : 1
    }
}

/// Near forms: words that differ from a query word only in their last letters (``WordMatch/nearForm``).
extension TokenIndex {
    /// The fewest letters a query word and a near form share when the near form is the start of the word
    /// (`hjärtan` → hjärta, `laughter` → laugh).
    static let nearFormSharedLetters = 4
    /// The fewest letters they share when the near form ends differently (`corações` → coração, `подарки` →
    /// подарок).
    ///
    /// With four, words that only begin alike came in (`cleave` → clean, `potash` → potato). English needs one more
    /// (see ``LocaleAnnotations/nearFormLettersToEndDifferently``).
    static let nearFormSharedLettersWithTail = 5
    /// The most letters of the query word past the shared start.
    static let nearFormQueryTail = 3
    /// The most letters of the near form past the shared start.
    static let nearFormTokenTail = 2

    /// Calls `body` with each token that is a near form of `word` (folded UTF-8 bytes) and is not the word itself or
    /// a word it starts (those are its exact and prefix matches); a token that ends differently must share
    /// `lettersToEndDifferently` letters with the word.
    func forEachNearForm(of word: [UInt8], lettersToEndDifferently: Int, _ body: (Int) -> Void) {
        // Where each letter starts (UTF-8 continuation bytes are 10xxxxxx).
        let starts = word.indices.filter { word[$0] & 0xC0 != 0x80 }
        let letters = starts.count
        let shared = max(Self.nearFormSharedLetters, letters - Self.nearFormQueryTail)
        guard letters > Self.nearFormSharedLetters, shared < letters else { return }
        let range = tokenRange(withPrefix: Array(word[..<starts[shared]]))
        guard !range.isEmpty else { return }
        tokens.bytes.withUnsafeBufferPointer { bytes in
            for token in range {
                let start = Int(tokens.offsets[token])
                let end = Int(tokens.offsets[token + 1])
                // The bytes the token shares with the word, then whole letters only.
                var common = starts[shared]
                while common < word.count, start + common < end, bytes[start + common] == word[common] { common += 1 }
                if common == word.count { continue }  // the word itself, or a word it starts
                while common > 0, word[common] & 0xC0 == 0x80 { common -= 1 }
                var tail = 0
                for offset in (start + common)..<end where bytes[offset] & 0xC0 != 0x80 { tail += 1 }
                let sharedLetters = starts.prefix { $0 < common }.count
                let endsAlike = tail <= Self.nearFormTokenTail && sharedLetters >= lettersToEndDifferently
                if tail == 0 || endsAlike { body(token) }
            }
        }
    }
}

extension LocaleAnnotations {
    /// The fewest letters a word and a near form that ends differently share here (`corações` → coração, `подарки` →
    /// подарок): five, and six in English.
    ///
    /// English makes its forms by adding to the word (`laughter` → laugh, `larger` → large, near forms that start the
    /// word), and two English words that begin alike for five letters are mostly different words: `village` is no form
    /// of villain 🦹, `saturday` of Saturn 🪐, `policy` of police 🚓, `compare` of compass 🧭, `species` of special
    /// 🩷. Six keep `scientific` → scientist 🧑‍🔬, `skeletal` → skeleton 🩻 and the misspelt `sandwitch` → 🥪.
    var nearFormLettersToEndDifferently: Int {
        TokenIndex.nearFormSharedLettersWithTail + (isEnglish ? 1 : 0)
    }

    /// Whether `word` (folded) is the whole name of some emoji in this language, as written or romanized (`cat`,
    /// `neko`).
    func namesWhole(_ word: String) -> Bool {
        let bytes = Array(word.utf8)
        return words.isWholeName(bytes) || readings?.isWholeName(bytes) == true
    }
}
