extension RelatedWords {
    /// `noun.event`: kinds of an event an emoji names (`wildfire`, `bonfire` 🔥; `rockslide` 🛝), taken only
    /// from an emoji whose whole name it is: events a keyword or a word of the name names are too loose
    /// (`waltz` and `checkmate` under victory ✌️, `liftoff` under rise 🐦‍🔥).
    static let events = 11
    /// `noun.body`: parts of the body.
    static let body = 8
    /// `noun.phenomenon`: natural phenomena (`breeze`, `gale` 🍃 🌬️; `downpour` 🌧️; `magnetism` 🧲).
    static let phenomena = 19
    /// Lexicographer files whose words can be kinds: things, events and natural phenomena.
    static let kindFiles: Set<Int> = things.union([events, phenomena])

    /// The emoji whose phrases name a thing (a noun sense in ``things``), by how the phrase is theirs.
    struct Anchor {
        /// The emoji's whole name (`bird` 🐦, `fish` 🐟): every kind of it is theirs, however many.
        var wholeName: [Int] = []
        /// A word of the emoji's name that names a thing (`tree` of `deciduous tree` 🌳, `cheese` of `cheese wedge`
        /// 🧀).
        var nameWord: [Int] = []
        /// A keyword of few emoji (`beer` 🍺 🍻).
        var keyword: [Int] = []
    }

    /// Kinds of things at any depth below what an emoji names (`cheddar` 🧀, `lager` 🍺, `sedan` 🚗, `sparrow` 🐦),
    /// seen from the word: a word people type for a thing of its own is a kind of the nearest thing above it that
    /// an emoji names.
    ///
    /// The related words of an emoji go down from its phrases and stop where a thing has many kinds (cheese has
    /// dozens); this goes up from the first noun senses of every word of WordNet that are things, through their
    /// hypernyms, to the nearest synset an emoji's phrase has as a sense. The emoji whose whole name it is take the
    /// word; else, when it is near (`headHops`) and has few kinds (`headKinds`: not `decoration` or `mammal`), those
    /// with it as a word of their name (`cheese` of `cheese wedge` 🧀, not 🍕), else as a keyword. A word reaching
    /// more than `wordSpread` emoji is dropped. Only words no emoji's own phrases have are taken (`known`), so a word
    /// of CLDR or emojilib finds what it found; a related word of another emoji may be a kind too (`cathedral`, two
    /// steps below place of worship 🛐, is a kind of church ⛪), and a kind one step below the anchor is near
    /// (``RelatedWord/isNear``), so ⛪ comes first.
    ///
    /// The result, per emoji in `seedLists` order, is sorted: single lower-case words, as WordNet writes a thing
    /// (not `Sartre`), not offensive, tagged as nouns at least as often as otherwise.
    func kinds(_ seedLists: [[Seed]], _ anchors: [WordNet.SynsetID: Anchor], known: Set<String>) -> [[RelatedWord]] {
        var kindCounts: [WordNet.SynsetID: Int] = [:]
        var result = [[RelatedWord]](repeating: [], count: seedLists.count)
        for lemma in wordNet.senses.keys.sorted() {
            guard isNewWord(lemma, known: known), isMostlyNoun(lemma) else { continue }
            var emoji: [Int] = []
            var near: Set<Int> = []
            var wholeName: Set<Int> = []
            for sense in (wordNet.senses[lemma]?[.noun] ?? []).prefix(limits.senses) {
                guard let synset = wordNet.synsets[sense], Self.kindFiles.contains(synset.lexicographerFile),
                    synset.words.contains(lemma)
                else { continue }
                let wholeNameOnly = synset.lexicographerFile == Self.events
                let (found, isNear, isWholeName) = nearestAnchor(
                    above: sense, anchors, &kindCounts, wholeNameOnly: wholeNameOnly)
                for index in found where !emoji.contains(index) { emoji.append(index) }
                if isNear { near.formUnion(found) }
                if isWholeName { wholeName.formUnion(found) }
            }
            guard !emoji.isEmpty, emoji.count <= limits.wordSpread else { continue }
            for index in emoji {
                result[index].append(
                    RelatedWord(
                        text: lemma, relation: .kind, isNear: near.contains(index),
                        ofWholeName: wholeName.contains(index)))
            }
        }
        return result
    }

    /// The thing senses of every emoji's name, the words naming its thing, and keywords of few emoji (emojilib's
    /// are looser): all the name's senses (the emoji is a thing; its context may choose another, `church` the
    /// institution) but the people and body parts of a name whose first sense is neither, unless its context chooses
    /// them (slang), and the chosen senses of the others.
    func anchors(_ seedLists: [[Seed]], _ senses: [SeedSenses], spread: [String: Int])
        -> [WordNet.SynsetID: Anchor]
    {
        var anchors: [WordNet.SynsetID: Anchor] = [:]
        for (index, (seeds, seedSenses)) in zip(seedLists, senses).enumerated() {
            let nameWords = Set((seeds.first?.text ?? "").split(separator: " ").map(String.init))
            for (position, seed) in seeds.enumerated()
            where seed.source == .name || (seed.source == .keyword && isExpanded(seed, spread: spread)) {
                let isWholeName = position == 0 && seed.source == .name
                let isNameWord = seed.source == .name || nameWords.contains(seed.text)
                let chosen = chosenSenses(of: seed.text, seedSenses.candidates, seedSenses.context)
                let candidates = seedSenses.candidates[seed.text] ?? []
                let firstFile = candidates.first { $0.id.partOfSpeech == .noun }.flatMap {
                    wordNet.synsets[$0.id]?.lexicographerFile
                }
                let senses =
                    isWholeName
                    ? candidates.filter { sense in
                        // A person or a body part only if the name's first sense is one, or its words choose it: not
                        // slang (a peach, a cat, a chicken, a seat, a star), whose kinds are people and body parts
                        // (`looker`, `bozo`, `crybaby`, `tush`, `virtuoso`).
                        let file = wordNet.synsets[sense.id]?.lexicographerFile
                        return file == firstFile || (file != Self.people && file != Self.body)
                            || chosen.contains { $0.id == sense.id }
                    } : chosen
                for sense in senses where sense.id.partOfSpeech == .noun {
                    guard let synset = wordNet.synsets[sense.id], Self.kindFiles.contains(synset.lexicographerFile),
                        wordNet.depths[sense.id, default: 0] >= limits.minimumContextDepth
                    else { continue }
                    var anchor = anchors[sense.id, default: Anchor()]
                    if isWholeName {
                        if !anchor.wholeName.contains(index) { anchor.wholeName.append(index) }
                    } else if isNameWord {
                        if !anchor.nameWord.contains(index) { anchor.nameWord.append(index) }
                    } else if !anchor.keyword.contains(index) {
                        anchor.keyword.append(index)
                    }
                    anchors[sense.id] = anchor
                }
            }
        }
        return anchors
    }

    /// The emoji of the nearest anchor at or above `id`, at most `kindHops` away (see ``kinds(_:_:known:)``);
    /// with `wholeNameOnly`, only an emoji whose whole name it is; and whether it is near them: at most one step up to
    /// their whole name (a word of the name or a keyword names a thing near the emoji's, not the emoji's); and whether
    /// it is their whole name.
    func nearestAnchor(
        above id: WordNet.SynsetID, _ anchors: [WordNet.SynsetID: Anchor], _ kindCounts: inout [WordNet.SynsetID: Int],
        wholeNameOnly: Bool
    ) -> (emoji: [Int], isNear: Bool, isWholeName: Bool) {
        var level: Set<WordNet.SynsetID> = [id]
        var seen = level
        for hops in 0...limits.kindHops {
            let found = level.sorted().compactMap { id in anchors[id].map { (id: id, anchor: $0) } }
            let whole = Set(found.flatMap(\.anchor.wholeName))
            if !whole.isEmpty { return (whole.sorted(), hops <= 1, true) }
            if hops <= limits.headHops, !wholeNameOnly {
                let near = found.filter { kinds(of: $0.id, &kindCounts) <= limits.headKinds }.map(\.anchor)
                let nameWords = Set(near.flatMap(\.nameWord))
                if !nameWords.isEmpty { return (nameWords.sorted(), false, false) }
                let keywords = Set(near.flatMap(\.keyword))
                if !keywords.isEmpty { return (keywords.sorted(), false, false) }
            }
            level = Set(level.flatMap { wordNet.parents(of: $0) }).subtracting(seen)
            seen.formUnion(level)
            if level.isEmpty { break }
        }
        return ([], false, false)
    }

    /// How many synsets are below `id` (hyponyms, instances and theirs), counted up to `headKinds + 1`.
    private func kinds(of id: WordNet.SynsetID, _ counts: inout [WordNet.SynsetID: Int]) -> Int {
        if let known = counts[id] { return known }
        var seen: Set<WordNet.SynsetID> = [id]
        var stack = [id]
        while let next = stack.popLast(), seen.count <= limits.headKinds + 1 {
            for pointer in wordNet.synsets[next]?.pointers ?? [] where pointer.symbol == "~" || pointer.symbol == "~i" {
                if seen.insert(pointer.target).inserted { stack.append(pointer.target) }
            }
        }
        counts[id] = seen.count - 1
        return seen.count - 1
    }

    /// Whether the word is tagged as a noun in its first sense at least as often as in any other part of speech's
    /// first sense (`ride` is mostly a verb; a word never tagged passes).
    func isMostlyNoun(_ lemma: String) -> Bool {
        let counts = wordNet.tagCounts[lemma] ?? [:]
        let noun = counts[.noun]?[1] ?? 0
        return [WordNet.PartOfSpeech.verb, .adjective, .adverb].allSatisfy { (counts[$0]?[1] ?? 0) <= noun }
    }
}
