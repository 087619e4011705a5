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

    func senses(of seeds: [Seed]) -> SeedSenses {
        var candidates: [String: [Candidate]] = [:]
        for seed in seeds { candidates[seed.text] = self.candidates(seed.text) }
        return SeedSenses(candidates: candidates, context: context(candidates))
    }

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
