/// Words typed without the spaces between them (`shootingstar`, `happybirthday`, `fourleafclover`), as in a
/// shortcode typed without its underscores, split back into words of the user's languages.
///
/// A split is tried only when the query as typed finds nothing (before typos, the last resort). Each part is a whole
/// word of some language's names, keywords or everyday words, at least ``minimumPartLength`` letters long; a word splits into at most
/// ``maximumParts`` parts. Only letters of alphabets whose words are written with spaces (Latin, Greek, Cyrillic,
/// Armenian) split: Chinese and Japanese run their words together by design, and their readings match as typed.
///
/// The same splits the compounds of German, Dutch and the Nordic languages into their words (`Polizeiauto`,
/// `wijnfles`), with the linking letters those languages put between the words (``linkingElements``:
/// `Geburtstag·s·party`, `Katze·n·baby`) and a first word's final `e` left out (`Erdbeer·kuchen`); those splits are
/// tried after the others and after typos.
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
    /// A word of a compound searched alone has at least this many letters (`zu`, `en` are no things).
    static let minimumCompoundPartLength = 3

    /// Whether the words of `split` may be searched each alone, as the words of a compound: each has at least
    /// ``minimumCompoundPartLength`` letters and is a whole name or keyword of these languages (`Katze`, `Kuchen`; not
    /// `mit`, `der` or `aus`, words only inside names).
    func isCompound(_ split: [String]) -> Bool {
        split.count >= 2
            && split.allSatisfy { part in
                part.unicodeScalars.count >= Self.minimumCompoundPartLength
                    && languages.contains { $0.words.isWholeNameOrKeyword(Array(part.utf8)) }
            }
    }

    /// A compound's two words when its last word (the head, which says what the thing is) is an emoji's whole name in
    /// these languages and the word before it a whole name or keyword (``isCompound(_:)``), written as it is or with
    /// linking letters after it (`regen·druppel`, `regn·droppe`, `hond·en·hok`); the longest head first, nil when
    /// none.
    ///
    /// It costs a lookup per letter of the word, not a search of every way to split it.
    func namedHeadSplit(of word: String) -> [String]? {
        let scalars = Array(word.unicodeScalars)
        let shortest = Self.minimumCompoundPartLength
        guard (Self.minimumLength...Self.maximumLength).contains(scalars.count), scalars.count >= 2 * shortest,
            scalars.allSatisfy(Self.splits)
        else { return nil }
        let bytes = Array(word.utf8)
        var offset = scalars[..<shortest].reduce(0) { $0 + UTF8.width($1) }
        for start in shortest...(scalars.count - shortest) {
            defer { offset += UTF8.width(scalars[start]) }
            let headBytes = Array(bytes[offset...])
            guard languages.contains(where: { $0.words.isWholeName(headBytes) }) else { continue }
            let head = text(scalars[start...])
            let modifier = scalars[..<start]
            var firsts = [text(modifier)]
            for link in Self.linkingElements where modifier.count - link.count >= shortest {
                if modifier.suffix(link.count).elementsEqual(link) {
                    firsts.append(text(modifier.dropLast(link.count)))
                }
            }
            if let first = firsts.first(where: { isCompound([$0, head]) }) { return [first, head] }
        }
        return nil
    }

    /// Whether `word` is a word of some name or keyword of these languages as written (`Schneemann` of ⛄; a word that
    /// found its emoji so is no compound to take apart).
    func isWordAsWritten(_ word: String) -> Bool {
        languages.contains { $0.words.isWord(Array(word.utf8)) }
    }

    /// The letters compounding languages put between the words of a compound (German Fugenelemente: `s`, `n`, `en`,
    /// `e`, `es`, `er`; Dutch `s`, `en`, `e`; Swedish, Danish and Norwegian `s`, `e`), longest tried first.
    static let linkingElements: [[Unicode.Scalar]] = ["en", "es", "er", "s", "n", "e"].map { Array($0.unicodeScalars) }

    /// The languages whose words the parts must be.
    let languages: [LocaleAnnotations]

    /// The ways to split the words of a query that found nothing, most likely first.
    ///
    /// Fewest parts first, then the longest first part (`shootingstar` → shooting star). Words that do not split stay
    /// as typed; empty when none splits. With `linking`, only the splits that need linking letters or a final `e`
    /// (`Geburtstag·s·party`, `Erdbeer·kuchen`), which are tried later: after typos (`buterfly` is no `but·er·fly`).
    func splits(of words: [String], linking: Bool = false) -> [[String]] {
        var perWord: [[[String]]] = []
        var splitsAny = false
        for word in words {
            let scalars = Array(word.unicodeScalars)
            guard (Self.minimumLength...Self.maximumLength).contains(scalars.count), scalars.allSatisfy(Self.splits)
            else {
                perWord.append([[word]])
                continue
            }
            let found = partitions(of: scalars, linking: linking)
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

    /// The ways to write a word as two to ``maximumParts`` whole words (with `linking`, only those that need linking
    /// letters or a final `e`): fewest parts first, then the longest first part; at most ``maximumSplits``, found in
    /// at most ``maximumSteps`` steps (a key held down, `aaaa…`, can be written as short words in thousands of ways).
    private func partitions(of scalars: [Unicode.Scalar], linking: Bool) -> [[String]] {
        let count = scalars.count
        var ends = [[WordEnd]?](repeating: nil, count: count)
        func wordEnds(_ start: Int) -> [WordEnd] {
            if let known = ends[start] { return known }
            let found = self.wordEnds(scalars, from: start, lackingE: linking)
            ends[start] = found
            return found
        }
        var result: [[String]] = []
        var steps = 0
        /// Adds the ways to write `scalars[start...]` as `parts` words after `head`, longest first part first. With
        /// `links`, a word but the last may be followed by linking letters or lack its final `e`, and only splits that
        /// use one of these (`linked`) are added: the others were added without.
        func extend(_ start: Int, parts: Int, links: Bool, linked: Bool, _ head: [String]) {
            guard result.count < Self.maximumSplits, steps < Self.maximumSteps else { return }
            steps += 1
            let found = wordEnds(start)
            if parts == 1 {
                if links == linked, found.contains(where: { $0.end == count && !$0.wantsE }) {
                    result.append(head + [text(scalars[start..<count])])
                }
                return
            }
            for word in found where links || !word.wantsE {
                let part = text(scalars[start..<word.end], wantsE: word.wantsE)
                let nexts = [word.end] + (links ? linkedStarts(after: word.end, in: scalars) : [])
                for next in nexts where next <= count - Self.minimumPartLength * (parts - 1) {
                    extend(
                        next, parts: parts - 1, links: links, linked: linked || word.wantsE || next != word.end,
                        head + [part])
                }
            }
        }
        for parts in 2...Self.maximumParts where count >= parts * Self.minimumPartLength {
            extend(0, parts: parts, links: linking, linked: false, [])
        }
        return result
    }

    /// Where the next word of a compound may start after a word ending at `end`: after each linking element written
    /// there.
    private func linkedStarts(after end: Int, in scalars: [Unicode.Scalar]) -> [Int] {
        Self.linkingElements.compactMap { link in
            let next = end + link.count
            return next < scalars.count && Array(scalars[end..<next]) == link ? next : nil
        }
    }

    /// The end of a whole word, and whether the word is written there without its final `e` (`erdbeer` of Erdbeere).
    private struct WordEnd {
        var end: Int
        var wantsE: Bool
    }

    /// The ends of the whole words of some language's names, keywords or everyday words that start at `start`, longest
    /// first, with `lackingE` also where the word lacks only its final `e`; the search stops at the first letter that
    /// no word continues with, so a string of no language costs a few lookups. (Not its related words: WordNet's rare
    /// ones, `chou` and `ira`, would split romanized Japanese, `chouchou` and `iraira`.)
    private func wordEnds(_ scalars: [Unicode.Scalar], from start: Int, lackingE: Bool) -> [WordEnd] {
        var alive = languages.flatMap { [$0.words, $0.everyday].compactMap { $0 } }
        var bytes: [UInt8] = []
        var ends: [WordEnd] = []
        for end in (start + 1)...scalars.count {
            bytes.append(contentsOf: String(scalars[end - 1]).utf8)
            alive.removeAll { $0.tokenRange(withPrefix: bytes).isEmpty }
            if alive.isEmpty { break }
            guard end - start >= Self.minimumPartLength else { continue }
            if alive.contains(where: { !$0.tokenRange(equalTo: bytes).isEmpty }) {
                ends.append(WordEnd(end: end, wantsE: false))
            } else if lackingE, bytes.last != UInt8(ascii: "e"),
                alive.contains(where: { !$0.tokenRange(equalTo: bytes + [UInt8(ascii: "e")]).isEmpty })
            {
                ends.append(WordEnd(end: end, wantsE: true))
            }
        }
        return ends.reversed()
    }

    private func text(_ scalars: ArraySlice<Unicode.Scalar>, wantsE: Bool = false) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        if wantsE { view.append("e") }
        return String(view)
    }

    /// Letters of the alphabets whose words are written apart (below U+0530: Latin, Greek, Cyrillic, Armenian).
    private static func splits(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x0530 && scalar.properties.isAlphabetic
    }
}
