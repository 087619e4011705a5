extension RelatedWords {
    /// Lexicographer files of things, the only hyponyms and hypernyms taken.
    ///
    /// `noun.animal`, `artifact`, `body`, `food`, `object`, `person`, `plant`, `substance`: those of
    /// acts, feelings or communication drift (`study` → `escapology`).
    static let things: Set<Int> = [5, 6, 8, 13, 17, 18, 20, 27]
    /// `noun.person`: a derived person (`vacation` → `vacationist`) is rarely the emoji.
    static let people = 18

    /// One emoji's related words, before the caps that need every emoji.
    func related(seeds: [Seed], _ senses: SeedSenses, spread: [String: Int]) -> [RelatedWord] {
        let (candidates, context) = (senses.candidates, senses.context)
        let nameSenses = Set(seeds.filter { $0.source == .name }.flatMap { candidates[$0.text] ?? [] }.map(\.id))
        let wholeName = seeds.first.flatMap { $0.source == .name ? $0.text : nil }
        let wholeNameSenses = Set((wholeName.flatMap { candidates[$0] } ?? []).map(\.id))
        var collector = Collector(wordNet: wordNet, inputs: Set(seeds.flatMap(\.words)))

        for seed in seeds where isExpanded(seed, spread: spread) {
            collector.isWholeName = seed.source == .name && seed == seeds.first
            for sense in chosenSenses(of: seed.text, candidates, context) {
                guard let synset = wordNet.synsets[sense.id] else { continue }
                // An everyday word (emojilib) is looser than CLDR's: its synonyms are further from the emoji.
                let isCLDR = seed.source != .everyday
                for word in synset.words { collector.add(word, .synonym, isNear: isCLDR) }
                for word in derivedWords(synset) { collector.add(word, .derived, isNear: isCLDR) }
                guard sense.id.partOfSpeech == .noun else { continue }
                // A keyword's hyponyms only when it is a kind of what the name names (coffee
                // under beverage for ☕); those of `alcohol` are not beers for 🍻.
                let isAnchored =
                    seed.source == .name || nameSenses.contains(sense.id)
                    || ancestors[sense.id, default: []].contains(where: nameSenses.contains)
                if isAnchored {
                    // Near: right below the whole name's thing (`hen` for chicken), not a keyword's or a head word's
                    // (`pony`, a glass below glass, is no nearer to tumbler glass 🥃 than a horse to 🐎).
                    let isWholeName = wholeNameSenses.contains(sense.id)
                    for (id, isDirect) in hyponyms(of: sense.id) {
                        for word in wordNet.synsets[id]?.words ?? [] {
                            collector.add(word, .hyponym, isNear: isDirect && isWholeName)
                        }
                    }
                }
                // Only the name's own thing gets its more general words: a keyword's are further
                // off (`cash` → `currency` for 💳).
                if seed.source == .name {
                    for (id, isNear) in hypernyms(of: sense.id, wholeName: seed == seeds.first) {
                        for word in wordNet.synsets[id]?.words ?? [] { collector.add(word, .hypernym, isNear: isNear) }
                    }
                }
            }
        }
        collector.isWholeName = wholeName != nil
        for id in ways(ofDoing: wholeName ?? "", context) {
            for word in wordNet.synsets[id]?.words ?? [] { collector.add(word, .hyponym, isNear: false) }
        }
        return collector.words
    }

    /// `verb.cognition`, `verb.possession`, `verb.stative`: being, having and thinking have no ways of doing that an
    /// emoji shows (`localize`, `underlie` for lie of lying face 🤥; `housekeep` for hold of face holding back tears 🥹).
    static let stateVerbs: Set<Int> = [31, 40, 42]

    /// Ways of doing what a word of the name does (`chuckle`, `guffaw` for rolling on the floor laughing 🤣;
    /// `snivel`, `blubber` for loudly crying face 😭; `doze`, `snooze` for sleeping face 😴): the direct troponyms, if
    /// few, of the senses of the verb of each word in -ing that the emoji's other phrases support closely (a keyword
    /// `laugh`, `cry`, `sleep`; not `beat` of beating heart 💓, whose first sense is to defeat).
    func ways(ofDoing name: String, _ context: Context) -> [WordNet.SynsetID] {
        var ways: [WordNet.SynsetID] = []
        for word in name.split(separator: " ").map(String.init) where word.hasSuffix("ing") {
            var lemmas = wordNet.lemmas(of: word, .verb)
            let stem = word.dropLast(3)
            if lemmas.isEmpty, let last = stem.last, stem.dropLast().last == last {
                lemmas = wordNet.lemmas(of: String(stem.dropLast()), .verb)  // running → run
            }
            guard let lemma = lemmas.first, lemma != word else { continue }
            for sense in (wordNet.senses[lemma]?[.verb] ?? []).prefix(limits.senses)
            where evidence(sense, own: [word, lemma, name], context) >= 3
                && !Self.stateVerbs.contains(wordNet.synsets[sense]?.lexicographerFile ?? 0)
            {
                let troponyms = wordNet.synsets[sense]?.pointers.filter { $0.symbol == "~" }.map(\.target) ?? []
                if troponyms.count <= limits.directHyponyms { ways += troponyms }
            }
        }
        return ways
    }

    /// Whether a phrase's own related words are looked for: not a phrase of many emoji, not too
    /// short to be a word rather than an abbreviation, and with letters.
    func isExpanded(_ seed: Seed, spread: [String: Int]) -> Bool {
        guard spread[seed.text, default: 0] <= limits.seedSpread, seed.text.contains(where: \.isLetter) else {
            return false
        }
        return seed.source == .name || seed.text.count >= limits.minimumSeedLength
    }

    /// The targets of the synset's derivation pointers (the word they name; a person is left out)
    /// and all words of its attributes (`strong` → `strength`).
    private func derivedWords(_ synset: WordNet.Synset) -> [String] {
        var words: [String] = []
        for pointer in synset.pointers {
            guard let target = wordNet.synsets[pointer.target] else { continue }
            if pointer.symbol == "+", target.lexicographerFile != Self.people, pointer.targetWord > 0,
                pointer.targetWord <= target.words.count
            {
                words.append(target.words[pointer.targetWord - 1])
            } else if pointer.symbol == "=" {
                words += target.words
            }
        }
        return words
    }

    /// The hypernyms taken of a name's noun sense.
    ///
    /// Things, not nearer the root than `hypernymDepth`. Of the `wholeName`'s sense, one that WordNet words only as
    /// phrases, which are not offered (`heavier-than-air craft` above airplane, `anseriform bird` above duck), gives
    /// way to its own hypernyms (`aircraft`, `waterfowl`); not of a head word's, which is further from the emoji
    /// (`balloon` of thought balloon 💭, whose aircraft sense its context chose). Each with whether it is the
    /// parent (near) or a grandparent.
    private func hypernyms(of id: WordNet.SynsetID, wholeName: Bool) -> [(id: WordNet.SynsetID, isNear: Bool)] {
        func taken(_ id: WordNet.SynsetID) -> Bool {
            guard let synset = wordNet.synsets[id] else { return false }
            return Self.things.contains(synset.lexicographerFile)
                && wordNet.depths[id, default: 0] >= limits.hypernymDepth
        }
        return wordNet.parents(of: id).filter(taken).flatMap { parent -> [(id: WordNet.SynsetID, isNear: Bool)] in
            let words = wordNet.synsets[parent]?.words ?? []
            if words.contains(where: Self.isOneWord) || !wholeName { return [(parent, true)] }
            return wordNet.parents(of: parent).filter(taken).map { ($0, false) }
        }
    }

    /// Whether WordNet's word is one a person types as a word, the only kind offered: lower case (no proper
    /// names), no collocation (`irish_coffee`), no digits.
    static func isOneWord(_ lemma: String) -> Bool {
        !lemma.contains("_") && lemma == lemma.lowercased() && !lemma.contains(where: \.isNumber)
    }

    /// Whether a layer that only adds words takes `lemma`: one word (``isOneWord(_:)``) of letters, not offensive,
    /// and not `known` (a word of an emoji, or one another relation gives).
    func isNewWord(_ lemma: String, known: Set<String>) -> Bool {
        Self.isOneWord(lemma) && lemma.allSatisfy(\.isLetter) && !known.contains(lemma) && !wordNet.isOffensive(lemma)
    }

    /// The hyponyms taken of a noun sense, things only.
    ///
    /// Two levels if they are few (`latte` is under espresso under coffee), one if those are few
    /// enough, none for a general word (`food`). The counts include hyponyms a cut database leaves
    /// out (a cut keeps what is needed to count), so a cut and the whole of WordNet give the same
    /// words. Each with whether it is a direct hyponym (near).
    private func hyponyms(of id: WordNet.SynsetID) -> [(id: WordNet.SynsetID, isNear: Bool)] {
        func all(under id: WordNet.SynsetID) -> [WordNet.SynsetID] {
            wordNet.synsets[id]?.pointers.filter { $0.symbol == "~" }.map(\.target) ?? []
        }
        let direct = all(under: id)
        let second = direct.flatMap(all)
        let taken: [(id: WordNet.SynsetID, isNear: Bool)]
        if direct.count + second.count <= limits.twoLevelHyponyms {
            taken = direct.map { ($0, true) } + second.map { ($0, false) }
        } else {
            taken = direct.count <= limits.directHyponyms ? direct.map { ($0, true) } : []
        }
        return taken.filter { wordNet.synsets[$0.id].map { Self.things.contains($0.lexicographerFile) } ?? false }
    }

    /// Gathers related words in order, keeping the first relation of each and only words a person
    /// would type as one: lower case (no proper names), no spaces or digits, not offensive, not
    /// one of the emoji's own words.
    struct Collector {
        let wordNet: WordNet
        let inputs: Set<String>
        private(set) var words: [RelatedWord] = []
        private var seen: Set<String> = []
        /// Whether the words added now come from the emoji's whole name (``RelatedWord/ofWholeName``).
        var isWholeName = false

        init(wordNet: WordNet, inputs: Set<String>) {
            self.wordNet = wordNet
            self.inputs = inputs
        }

        mutating func add(_ lemma: String, _ relation: RelatedWord.Relation, isNear: Bool = true) {
            guard RelatedWords.isOneWord(lemma), !inputs.contains(lemma), !seen.contains(lemma),
                !wordNet.isOffensive(lemma)
            else { return }
            seen.insert(lemma)
            words.append(RelatedWord(text: lemma, relation: relation, isNear: isNear, ofWholeName: isWholeName))
        }
    }
}
