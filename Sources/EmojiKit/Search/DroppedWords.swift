/// A query of several words that no emoji matches all of (`so tired`, `happy new year`, `thank you so much`): the
/// emoji that match most of them, as a last resort after typos.
///
/// The words the user adds around the ones that name an emoji (`so`, `very`, `big`, `happy` before `new year`,
/// `cute` before `cat`) are dropped, as few as can be: every way to keep one word fewer is tried, then two fewer,
/// down to one word, until one finds something. Among the ways to keep as many words, those keeping more words that
/// are an emoji's whole name come first (`cute cat` → cat 🐈, not cute, a keyword of 🩷), then those keeping the most
/// letters, then those keeping later words (in English the word that names the thing usually comes last: `big hug`
/// → hug). (Taking the emoji of every way of one size instead put `happy` → 😂 before `halloween` → 🎃: 28 of the
/// evaluation's 42 phrases against 31. Dropping the words of three letters or fewer first, all at once, lost
/// `happy new year` → 🎍 to `happy` → 😂 and gained nothing: 33 against 34. Trying every way of one size and taking
/// the one whose best match was best kept `you` of `miss you`, a keyword, and searched each way on every key of a
/// long name typed whole.)
///
/// The ways that keep several words are tried up to a budget, then each word alone: in a phrase of four words or more,
/// the ways of two or three words can fill the budget while one word names the emoji (`going to the beach` → beach).
/// A word of one letter is never kept alone (see ``minimumLettersAlone``).
enum DroppedWords {
    /// Ways of several words tried per query: each is a search of its own.
    ///
    /// Each word alone is tried after them.
    static let maximumTries = 8
    /// A word kept alone has at least this many letters: one letter alone (`t-s`, `happy new y`) starts a thousand
    /// words in every language, the start of what is being typed, not the word that names the emoji.
    static let minimumLettersAlone = 2
    /// Queries of more words than this keep their first words: a sentence is not an emoji's name.
    static let maximumWords = 8

    /// The ways to keep fewer of `words`, in the order they are tried; empty for one word.
    ///
    /// `namesWhole` tells whether a word is some emoji's whole name in the languages searched.
    static func subsets(of words: [String], namesWhole: (String) -> Bool = { _ in false }) -> [[String]] {
        let words = Array(words.prefix(maximumWords))
        guard words.count >= 2 else { return [] }
        let names = words.map(namesWhole)
        var result: [[String]] = []
        for kept in stride(from: words.count - 1, through: 2, by: -1) where result.count < maximumTries {
            let choices = ordered(keeping: kept, of: words, names: names)
            result += choices.prefix(maximumTries - result.count).map { $0.map { words[$0] } }
        }
        let alone = ordered(keeping: 1, of: words, names: names).filter {
            words[$0[0]].unicodeScalars.count >= minimumLettersAlone
        }
        return result + alone.map { $0.map { words[$0] } }
    }

    /// Every way to keep `kept` of `words`, best first: more words that name an emoji whole (`names`), more letters,
    /// later words.
    private static func ordered(keeping kept: Int, of words: [String], names: [Bool]) -> [[Int]] {
        var choices: [[Int]] = []
        combinations(of: Array(words.indices), choosing: kept, into: &choices)
        return choices.sorted { a, b in
            let (namesA, namesB) = (a.filter { names[$0] }.count, b.filter { names[$0] }.count)
            if namesA != namesB { return namesA > namesB }
            let (lettersA, lettersB) = (letters(a, words), letters(b, words))
            if lettersA != lettersB { return lettersA > lettersB }
            return a.reversed().lexicographicallyPrecedes(b.reversed(), by: >)
        }
    }

    private static func letters(_ choice: [Int], _ words: [String]) -> Int {
        choice.reduce(0) { $0 + words[$1].unicodeScalars.count }
    }

    /// Every choice of `count` of `items`, in order.
    private static func combinations(of items: [Int], choosing count: Int, into result: inout [[Int]]) {
        func extend(_ start: Int, _ chosen: [Int]) {
            if chosen.count == count {
                result.append(chosen)
                return
            }
            guard items.count - start >= count - chosen.count else { return }
            for index in start..<items.count { extend(index + 1, chosen + [items[index]]) }
        }
        extend(0, [])
    }
}
