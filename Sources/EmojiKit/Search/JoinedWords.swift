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
            guard scalars.count >= Self.minimumLength, scalars.allSatisfy(Self.splits) else {
                perWord.append([[word]])
                continue
            }
            let found = partitions(scalars[...], parts: Self.maximumParts)
                .filter { $0.count > 1 }
                .sorted { ($0.count, -$0[0].count) < ($1.count, -$1[0].count) }
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

    /// Every way to write `scalars` as at most `parts` whole words, the whole as one word included.
    private func partitions(_ scalars: ArraySlice<Unicode.Scalar>, parts: Int) -> [[String]] {
        var result: [[String]] = []
        if isWord(scalars) { result.append([text(scalars)]) }
        guard parts > 1 else { return result }
        var end = scalars.startIndex + Self.minimumPartLength
        while end <= scalars.endIndex - Self.minimumPartLength {
            let head = scalars[scalars.startIndex..<end]
            if isWord(head) {
                for rest in partitions(scalars[end...], parts: parts - 1) { result.append([text(head)] + rest) }
            }
            end += 1
        }
        return result
    }

    /// Whether some language has `scalars` as a whole word of its names, keywords or everyday words (not its related
    /// words: WordNet's rare ones, `chou` and `ira`, would split romanized Japanese, `chouchou` and `iraira`).
    private func isWord(_ scalars: ArraySlice<Unicode.Scalar>) -> Bool {
        guard scalars.count >= Self.minimumPartLength else { return false }
        let bytes = Array(text(scalars).utf8)
        return languages.contains { locale in
            [locale.words, locale.everyday].contains { $0?.tokenRange(equalTo: bytes).isEmpty == false }
        }
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
