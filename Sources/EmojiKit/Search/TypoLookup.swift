/// Typo-tolerant token lookup: tokens that start with a string within one edit (insertion,
/// deletion, substitution or transposition of adjacent letters) of a query word.
///
/// The sorted token table is walked as a trie without building one: a node is the range of tokens
/// sharing a prefix, its children are the runs of tokens with the same next scalar. One row of the
/// edit-distance matrix is kept per level (in one flat buffer) and a branch is left as soon as no
/// cell is within one edit.
///
/// A word written in Latin letters is a typo only of words in Latin letters: a letter typed on a keyboard is not
/// mistyped as a kana, a Han character or a Cyrillic letter, so the walk takes no such scalar as the edit (and
/// leaves a Japanese or Chinese vocabulary at its Latin tokens, where romanized typing would otherwise try every one
/// of its thousands of first characters).
extension TokenIndex {
    /// Appends to `ranges` the token ranges that start within one edit of `word`.
    func typoRanges(for word: [Unicode.Scalar], into ranges: inout [Range<Int>]) {
        guard !word.isEmpty, tokens.count > 0 else { return }
        var walker = TypoWalker(index: self, word: word)
        walker.visit(range: 0..<tokens.count, depth: 0, level: 0, into: &ranges)
    }
}

/// The scalars a word in Latin letters may be mistyped as: every block before Greek (Basic Latin to Latin Extended-B;
/// the IPA Extensions that Azerbaijani `ə` and the `ɛ` and `ɔ` of West African alphabets come from; the modifier
/// letters that are letters in Tongan `ʻ` and Hausa `ʼ`; combining accents) and Latin Extended Additional, where
/// Vietnamese letters are.
enum LatinTypoScalars {
    /// Scalars below this (Greek and Coptic begin here) are in the first Latin blocks.
    static let firstBlocksEnd: UInt32 = 0x370
    /// Latin Extended Additional.
    static let extendedAdditional: Range<UInt32> = 0x1E00..<0x1F00

    /// Whether `scalar` is in a Latin block.
    static func contains(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < firstBlocksEnd || extendedAdditional.contains(scalar.value)
    }
}

private struct TypoWalker {
    let index: TokenIndex
    let word: [Unicode.Scalar]
    let width: Int
    /// The word is in Latin letters, so its one edit is a Latin scalar too (see ``LatinTypoScalars``).
    let isLatin: Bool
    /// Row `level` of the edit-distance matrix at `rows[level * width ..< (level + 1) * width]`.
    var rows: [Int]
    /// The scalar that led to each level (for transpositions).
    var path: [Unicode.Scalar]

    init(index: TokenIndex, word: [Unicode.Scalar]) {
        self.index = index
        self.word = word
        width = word.count + 1
        isLatin = word.allSatisfy(LatinTypoScalars.contains)
        // A cell of row `level` is at least |level - column|, so no row past word.count + 1 stays within one edit.
        rows = [Int](repeating: 0, count: (word.count + 3) * width)
        for column in 0..<width { rows[column] = column }
        path = [Unicode.Scalar](repeating: " ", count: word.count + 3)
    }

    mutating func visit(range: Range<Int>, depth: Int, level: Int, into ranges: inout [Range<Int>]) {
        guard level + 1 < word.count + 3 else { return }
        let m = word.count
        let current = level * width
        var rowMinimum = Int.max
        for i in 0...m { rowMinimum = min(rowMinimum, rows[current + i]) }
        if rowMinimum == 0 {
            // Still on an exact path: any next scalar may be the one edit.
            var start = range.lowerBound
            // Tokens that end at this depth sort first; they have no children.
            while start < range.upperBound, index.tokenLength(start) <= depth { start += 1 }
            while start < range.upperBound {
                guard let (scalar, length) = decode(token: start, at: depth) else { return }
                // Children come in scalar order (UTF-8 keeps it): past Latin Extended Additional no scalar is Latin.
                if isLatin, scalar.value >= LatinTypoScalars.extendedAdditional.upperBound { return }
                let end = childEnd(from: start, upTo: range.upperBound, depth: depth, length: length)
                if !isLatin || LatinTypoScalars.contains(scalar) {
                    step(scalar, length: length, range: start..<end, depth: depth, level: level, into: &ranges)
                }
                start = end
            }
        } else {
            // The edit is spent: only scalars that continue an exact match (or complete a
            // transposition) can keep a cell within one edit, so look those children up directly.
            // At most 2m of them, on the stack (no allocation per node).
            withUnsafeTemporaryAllocation(of: Unicode.Scalar.self, capacity: 2 * m) { candidates in
                var count = 0
                /// Adds a candidate unless it is one already.
                func add(_ scalar: Unicode.Scalar) {
                    for index in 0..<count where candidates[index] == scalar { return }
                    candidates.initializeElement(at: count, to: scalar)
                    count += 1
                }
                for i in 0..<m where rows[current + i] == 1 { add(word[i]) }
                if level > 0 {
                    let previous = current - width
                    for i in 2...max(2, m) where i <= m && rows[previous + i - 2] == 0 && path[level - 1] == word[i - 1]
                    {
                        add(word[i - 2])
                    }
                }
                for index in 0..<count {
                    let scalar = candidates[index]
                    let child = childRange(of: scalar, in: range, depth: depth)
                    if !child.isEmpty {
                        step(
                            scalar, length: UTF8.width(scalar), range: child, depth: depth, level: level, into: &ranges)
                    }
                }
                _ = candidates.prefix(count).deinitialize()
            }
        }
    }

    /// Computes the next row for `scalar` and records or descends into its child `range`.
    private mutating func step(
        _ scalar: Unicode.Scalar, length: Int, range: Range<Int>, depth: Int, level: Int,
        into ranges: inout [Range<Int>]
    ) {
        let m = word.count
        let current = level * width
        let next = current + width
        let previous = current - width
        rows[next] = level + 1
        var best = rows[next]
        for i in 1...m {
            let cost = scalar == word[i - 1] ? 0 : 1
            var value = min(rows[current + i] + 1, rows[next + i - 1] + 1, rows[current + i - 1] + cost)
            if i > 1, level > 0, scalar == word[i - 2], path[level - 1] == word[i - 1] {
                value = min(value, rows[previous + i - 2] + 1)
            }
            rows[next + i] = value
            best = min(best, value)
        }
        if rows[next + m] <= 1 {
            ranges.append(range)
        } else if best <= 1 {
            path[level] = scalar
            visit(range: range, depth: depth + length, level: level + 1, into: &ranges)
        }
    }

    /// The tokens of `range` (which share `depth` bytes) whose next scalar is `scalar`.
    private func childRange(of scalar: Unicode.Scalar, in range: Range<Int>, depth: Int) -> Range<Int> {
        let key = UTF8.encode(scalar)!
        let tokens = index.tokens
        /// Compares the bytes of `token` from `depth` with `key`: -1, 0 (starts with key), 1.
        func order(_ token: Int) -> Int {
            let base = Int(tokens.offsets[token]) + depth
            let end = Int(tokens.offsets[token + 1])
            for (offset, keyByte) in key.enumerated() {
                guard base + offset < end else { return -1 }
                let byte = tokens.bytes[base + offset]
                if byte != keyByte { return byte < keyByte ? -1 : 1 }
            }
            return 0
        }
        var low = range.lowerBound
        var high = range.upperBound
        while low < high {
            let middle = (low + high) / 2
            if order(middle) < 0 { low = middle + 1 } else { high = middle }
        }
        let lower = low
        high = range.upperBound
        while low < high {
            let middle = (low + high) / 2
            if order(middle) == 0 { low = middle + 1 } else { high = middle }
        }
        return lower..<low
    }

    /// The scalar starting at byte `depth` of `token`, with its UTF-8 length.
    private func decode(token: Int, at depth: Int) -> (Unicode.Scalar, Int)? {
        let bytes = index.tokens.bytes
        let base = Int(index.tokens.offsets[token]) + depth
        let end = Int(index.tokens.offsets[token + 1])
        guard base < end else { return nil }
        let lead = bytes[base]
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        guard base + length <= end else { return (Unicode.Scalar(0xFFFD)!, end - base) }
        var value = length == 1 ? UInt32(lead) : UInt32(lead) & (0xFF >> UInt32(length + 1))
        for offset in 1..<max(length, 1) {
            value = value << 6 | UInt32(bytes[base + offset] & 0x3F)
        }
        return (Unicode.Scalar(value) ?? Unicode.Scalar(0xFFFD)!, length)
    }

    /// The end of the run of tokens in `from..<upTo` whose bytes at `depth..<depth+length` equal
    /// those of token `from`.
    private func childEnd(from start: Int, upTo limit: Int, depth: Int, length: Int) -> Int {
        let tokens = index.tokens
        let key = Int(tokens.offsets[start]) + depth
        func same(_ token: Int) -> Bool {
            let base = Int(tokens.offsets[token]) + depth
            guard base + length <= Int(tokens.offsets[token + 1]) else { return false }
            for offset in 0..<length where tokens.bytes[base + offset] != tokens.bytes[key + offset] { return false }
            return true
        }
        var low = start + 1
        var high = limit
        while low < high {
            let middle = (low + high) / 2
            if same(middle) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
