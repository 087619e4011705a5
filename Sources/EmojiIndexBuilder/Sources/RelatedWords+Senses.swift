extension RelatedWords {
    /// A sense a phrase may have: the synset, the lemma that led to it, and how often WordNet's
    /// semantic concordances tagged that lemma with it.
    struct Candidate {
        var id: WordNet.SynsetID
        var lemma: String
        var count: Int
    }

    /// The candidate senses of each of an emoji's phrases, and the context they make for one another.
    struct SeedSenses {
        var candidates: [String: [Candidate]]
        var context: Context
    }

    /// The candidate senses of `seeds`, without the shared things outside the emoji's `category`
    /// (``outsideCategory(_:_:)``), and the context they make for one another.
    func senses(of seeds: [Seed], category: [String] = []) -> SeedSenses {
        var candidates: [String: [Candidate]] = [:]
        for seed in seeds { candidates[seed.text] = self.candidates(seed.text) }
        let dropped = outsideCategory(candidates, categorySynsets(category))
        if !dropped.isEmpty {
            candidates = candidates.mapValues { senses in senses.filter { !dropped.contains($0.id) } }
        }
        return SeedSenses(candidates: candidates, context: context(candidates))
    }

    /// The things an emoji's category words name: the first `senses` noun senses of each (`vegetable` the food and the
    /// plant).
    func categorySynsets(_ words: [String]) -> Set<WordNet.SynsetID> {
        Set(words.flatMap { word in (wordNet.senses[word]?[.noun] ?? []).prefix(limits.senses) })
    }

    /// The things that several of an emoji's phrases share outside its category, where each of those phrases is also
    /// a thing inside it (the category's thing or below it).
    ///
    /// Two of an emoji's words in one synset are strong evidence of that sense, but slang makes synonyms of words
    /// that are otherwise apart: `cabbage`, `kale` and `lettuce` of leafy green 🥬 are all slang for money, so that
    /// sense (and the verb's, `swipe`) won over the vegetables and `dough` and `loot` reached 🥬. The category (`food`,
    /// `vegetable`) says which thing the emoji is. Only senses that are no thing at all go (``notThings``): a plant
    /// outside the category may still be the emoji's (the cherry tree of cherries 🍒, the tablet of pill 💊).
    func outsideCategory(
        _ candidates: [String: [Candidate]], _ things: Set<WordNet.SynsetID>
    ) -> Set<WordNet.SynsetID> {
        guard !things.isEmpty else { return [] }
        func isInside(_ id: WordNet.SynsetID) -> Bool {
            things.contains(id) || ancestors[id, default: []].contains(where: things.contains)
        }
        func isNoThing(_ id: WordNet.SynsetID) -> Bool {
            wordNet.synsets[id].map { Self.notThings.contains($0.lexicographerFile) } ?? false
        }
        var phrases: [WordNet.SynsetID: Int] = [:]
        for senses in candidates.values
        where senses.contains(where: { $0.id.partOfSpeech == .noun && isInside($0.id) }) {
            for id in Set(senses.map(\.id)) where id.partOfSpeech == .noun { phrases[id, default: 0] += 1 }
        }
        return Set(phrases.filter { id, count in count >= 2 && !isInside(id) && isNoThing(id) }.keys)
    }

    /// The lexicographer files of senses that are no thing an emoji of a category shows (see WordNet's lexnames(5)):
    /// acts (4), ideas (9), groups (14), people (18) and possessions (21), where slang lives (`goofball` for goose 🪿,
    /// `show-off` for hot dog 🌭, `come-on` for mouse trap 🪤).
    static let notThings: Set<Int> = [4, 9, 14, 18, 21]

    /// The candidate senses of a phrase: for each part of speech, its lemmas (morphy's base forms)
    /// and their `senses` most frequent senses.
    func candidates(_ text: String) -> [Candidate] {
        let key = text.replacingOccurrences(of: " ", with: "_")
        var result: [Candidate] = []
        for pos in WordNet.PartOfSpeech.allCases {
            for lemma in wordNet.lemmas(of: key, pos) {
                for (rank, id) in (wordNet.senses[lemma]?[pos] ?? []).prefix(limits.senses).enumerated()
                where wordNet.synsets[id] != nil {
                    result.append(
                        Candidate(id: id, lemma: lemma, count: wordNet.tagCounts[lemma]?[pos]?[rank + 1] ?? 0))
                }
            }
        }
        return result
    }

    /// Which of an emoji's phrases have each synset as a sense, an ancestor of a sense, a parent of
    /// a sense, or the target of a sense's link (derivation, similarity, part, member, …).
    struct Context {
        var same: [WordNet.SynsetID: Set<String>] = [:]
        var ancestor: [WordNet.SynsetID: Set<String>] = [:]
        var parent: [WordNet.SynsetID: Set<String>] = [:]
        var link: [WordNet.SynsetID: Set<String>] = [:]

        static let links: Set<String> = ["+", "&", "#m", "#s", "#p", "%m", "%s", "%p", "^", "="]
    }

    func context(_ candidates: [String: [Candidate]]) -> Context {
        var context = Context()
        for (text, senses) in candidates {
            for sense in senses {
                context.same[sense.id, default: []].insert(text)
                for ancestor in ancestors[sense.id, default: []]
                where wordNet.depths[ancestor, default: 0] >= limits.minimumContextDepth {
                    context.ancestor[ancestor, default: []].insert(text)
                }
                for parent in wordNet.parents(of: sense.id) { context.parent[parent, default: []].insert(text) }
                for pointer in wordNet.synsets[sense.id]?.pointers ?? [] where Context.links.contains(pointer.symbol) {
                    context.link[pointer.target, default: []].insert(text)
                }
            }
        }
        return context
    }

    /// How strongly the emoji's other phrases (not `own`) support sense `id`: 4 another phrase has
    /// the same sense; 3 they are linked, or one is the other's hypernym; 2 (nouns) they share a
    /// hypernym; 1 one is a more distant ancestor of the other; 0 nothing.
    func evidence(_ id: WordNet.SynsetID, own: Set<String>, _ context: Context) -> Int {
        func other(_ map: [WordNet.SynsetID: Set<String>], _ key: WordNet.SynsetID) -> Bool {
            map[key].map { !$0.isSubset(of: own) } ?? false
        }
        if other(context.same, id) { return 4 }
        let links = wordNet.synsets[id]?.pointers.filter { Context.links.contains($0.symbol) }.map(\.target) ?? []
        if other(context.link, id) || links.contains(where: { other(context.same, $0) }) { return 3 }
        let parents = wordNet.parents(of: id)
        if id.partOfSpeech == .noun || id.partOfSpeech == .verb {
            if parents.contains(where: { other(context.same, $0) }) || other(context.parent, id) { return 3 }
        }
        if id.partOfSpeech == .noun, parents.contains(where: { other(context.parent, $0) }) { return 2 }
        if other(context.ancestor, id) { return 1 }
        let lineage = ancestors[id, default: []]
        if lineage.contains(where: {
            wordNet.depths[$0, default: 0] >= limits.minimumContextDepth && other(context.same, $0)
        }) {
            return 1
        }
        return 0
    }

    /// The senses of `text` to take: those its emoji's other phrases support closely (evidence 3
    /// or 4); else the first one supported at all; else its only sense; else its most frequent
    /// sense if a noun or adjective holding at least `dominance` of the tagged occurrences; else
    /// none (a polysemous word with nothing around it says too little).
    func chosenSenses(of text: String, _ candidates: [String: [Candidate]], _ context: Context) -> [Candidate] {
        let senses = candidates[text] ?? []
        let lemmas = Set(senses.map { LemmaKey(pos: $0.id.partOfSpeech, lemma: $0.lemma) })
        var own: Set<String> = [text]
        for (other, otherSenses) in candidates
        where otherSenses.contains(where: { lemmas.contains(LemmaKey(pos: $0.id.partOfSpeech, lemma: $0.lemma)) }) {
            own.insert(other)
        }
        let levels = senses.map { evidence($0.id, own: own, context) }
        let strong = zip(senses, levels).filter { $0.1 >= 3 }.map(\.0)
        if !strong.isEmpty { return strong }
        if let weak = zip(senses, levels).first(where: { $0.1 >= 1 }) { return [weak.0] }
        if senses.count == 1 { return senses }
        let total = senses.reduce(0) { $0 + $1.count }
        guard total > 0, let best = senses.max(by: { $0.count < $1.count }) else { return [] }
        let first = senses.first { $0.count == best.count } ?? best
        let isNounOrAdjective = first.id.partOfSpeech == .noun || first.id.partOfSpeech == .adjective
        return Double(first.count) / Double(total) >= limits.dominance && isNounOrAdjective ? [first] : []
    }

    private struct LemmaKey: Hashable {
        var pos: WordNet.PartOfSpeech
        var lemma: String
    }
}
