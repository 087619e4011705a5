/// Words typed without the spaces between them (`shootingstar`, `happybirthday`, `fourleafclover`), as in a
/// shortcode typed without its underscores, split back into words of the user's languages.
///
/// A split is tried only when the query as typed finds nothing (before typos, the last resort). Each part is a whole
/// word of some language's names, keywords or everyday words, at least ``minimumPartLength`` letters long; a word splits into at most
/// ``maximumParts`` parts. Only letters of alphabets whose words are written with spaces (Latin, Greek, Cyrillic,
/// Armenian) split: Chinese and Japanese run their words together by design, and their readings match as typed.
struct JoinedWords {
    /// Parts shorter than this (`a`) would split nearly anything.
    static let minimumPartLength = 2
    /// Parts per joined word (`face` `with` `tears` `of` `joy`).
    static let maximumParts = 5
    /// Splits tried per query, the most likely first, until one finds something.
    static let maximumSplits = 4
    /// A joined word has at least this many letters (two words of ``minimumPartLength``… and one more).
    static let minimumLength = 5
    /// Nor more than this: the longest typo-tolerant word (a joined name is rarely longer).
    static let maximumLength = SearchLimits.typoMaximumLength
    /// Steps of the search for the splits of one word.
    static let maximumSteps = 256

    /// The languages whose words the parts must be.
    let languages: [LocaleAnnotations]

    /// The ways to split the words of a query that found nothing, most likely first.
    ///
    /// Fewest parts first, then the longest first part (`shootingstar` → shooting star). Words that do not split stay
    /// as typed; empty when none splits.
    func splits(of words: [String]) -> [[String]] {
        var perWord: [[[String]]] = []
        var splitsAny = false
        for word in words {
            let scalars = Array(word.unicodeScalars)
            guard (Self.minimumLength...Self.maximumLength).contains(scalars.count), scalars.allSatisfy(Self.splits)
            else {
                perWord.append([[word]])
                continue
            }
            let found = partitions(of: scalars)
            splitsAny = splitsAny || !found.isEmpty
            perWord.append(found.isEmpty ? [[word]] : found)
        }
        guard splitsAny else { return [] }
        // The most likely split of each word with the others' first; then each word's next ones.
        var result: [[String]] = []
        let first = perWord.map { $0[0] }
        result.append(first.flatMap { $0 })
        for (position, options) in perWord.enumerated() {
            for option in options.dropFirst() where result.count < Self.maximumSplits {
                var words = first
                words[position] = option
                result.append(words.flatMap { $0 })
            }
        }
        return Array(result.prefix(Self.maximumSplits))
    }

    /// The ways to write a word as two to ``maximumParts`` whole words: fewest parts first, then the longest first part;
    /// at most ``maximumSplits``, found in at most ``maximumSteps`` steps (a key held down, `aaaa…`, can be written as
    /// short words in thousands of ways).
    private func partitions(of scalars: [Unicode.Scalar]) -> [[String]] {
        let count = scalars.count
        var ends = [[Int]?](repeating: nil, count: count)
        func wordEnds(_ start: Int) -> [Int] {
            if let known = ends[start] { return known }
            let found = self.wordEnds(scalars, from: start)
            ends[start] = found
            return found
        }
        var result: [[Range<Int>]] = []
        var steps = 0
        /// Adds the ways to write `scalars[start...]` as `parts` words after `head`, longest first part first.
        func extend(_ start: Int, parts: Int, _ head: [Range<Int>]) {
            guard result.count < Self.maximumSplits, steps < Self.maximumSteps else { return }
            steps += 1
            if parts == 1 {
                if wordEnds(start).first == count { result.append(head + [start..<count]) }
                return
            }
            for end in wordEnds(start) where end <= count - Self.minimumPartLength * (parts - 1) {
                extend(end, parts: parts - 1, head + [start..<end])
            }
        }
        for parts in 2...Self.maximumParts where count >= parts * Self.minimumPartLength {
            extend(0, parts: parts, [])
        }
        return result.map { ranges in ranges.map { text(scalars[$0]) } }
    }

    /// The ends of the whole words of some language's names, keywords or everyday words that start at `start`, longest
    /// first; the search stops at the first letter that no word continues with, so a string of no language costs a
    /// few lookups. (Not its related words: WordNet's rare ones, `chou` and `ira`, would split romanized Japanese,
    /// `chouchou` and `iraira`.)
    private func wordEnds(_ scalars: [Unicode.Scalar], from start: Int) -> [Int] {
        var alive = languages.flatMap { [$0.words, $0.everyday].compactMap { $0 } }
        var bytes: [UInt8] = []
        var ends: [Int] = []
        for end in (start + 1)...scalars.count {
            bytes.append(contentsOf: String(scalars[end - 1]).utf8)
            alive.removeAll { $0.tokenRange(withPrefix: bytes).isEmpty }
            if alive.isEmpty { break }
            if end - start >= Self.minimumPartLength, alive.contains(where: { !$0.tokenRange(equalTo: bytes).isEmpty })
            {
                ends.append(end)
            }
        }
        return ends.reversed()
    }

    private func text(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    /// Letters of the alphabets whose words are written apart (below U+0530: Latin, Greek, Cyrillic, Armenian).
    private static func splits(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x0530 && scalar.properties.isAlphabetic
    }
}
