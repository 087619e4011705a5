extension WordNet {
    /// The lemmas of `key` (lower case, underscores for spaces) in `pos`, as WordNet's morphy finds
    /// them: the key itself if it is a lemma, else its base forms in the exception list, else the
    /// forms the suffix rules give (`animals` → `animal`, `crying` → `cry`).
    func lemmas(of key: String, _ pos: PartOfSpeech) -> [String] {
        if senses[key]?[pos] != nil { return [key] }
        var found = (exceptions[key]?[pos] ?? []).filter { senses[$0]?[pos] != nil }
        guard found.isEmpty else { return found }
        for (suffix, ending) in Self.suffixRules[Int(pos.rawValue)]
        where key.hasSuffix(suffix) && key.count > suffix.count + 1 {
            let base = String(key.dropLast(suffix.count)) + ending
            if senses[base]?[pos] != nil, !found.contains(base) { found.append(base) }
        }
        return found
    }

    /// Every lemma (lower case, underscores for spaces), in any part of speech.
    var lemmas: Dictionary<String, [PartOfSpeech: [SynsetID]]>.Keys { senses.keys }

    /// Whether `key` is a lemma in some part of speech.
    func isLemma(_ key: String) -> Bool { senses[key] != nil }

    /// morphy's detachment rules per part of speech (wndb(5WN), morphy(7WN)).
    private static let suffixRules: [[(String, String)]] = [
        [
            ("s", ""), ("ses", "s"), ("xes", "x"), ("zes", "z"), ("ches", "ch"), ("shes", "sh"), ("men", "man"),
            ("ies", "y"),
        ],
        [("s", ""), ("ies", "y"), ("es", "e"), ("es", ""), ("ed", "e"), ("ed", ""), ("ing", "e"), ("ing", "")],
        [("er", ""), ("est", ""), ("er", "e"), ("est", "e")],
        [],
    ]

    /// The hypernym ancestors of `id` up to `hops` away, nearest first.
    func ancestors(of id: SynsetID, hops: Int) -> [SynsetID] {
        var seen: Set<SynsetID> = [id]
        var result: [SynsetID] = []
        var frontier = [id]
        for _ in 0..<hops where !frontier.isEmpty {
            var next: [SynsetID] = []
            for synset in frontier {
                for parent in parents(of: synset) where seen.insert(parent).inserted {
                    next.append(parent)
                }
            }
            result += next
            frontier = next
        }
        return result
    }

    /// Whether any sense of `lemma` is marked offensive.
    ///
    /// Marked by its gloss, or by a usage domain of disparagement, ethnic slurs or obscenity. A word
    /// with such a sense is never offered, whatever sense led to it (`pussy` is also a cat). A cut
    /// database keeps the marked senses of every word it can offer.
    func isOffensive(_ lemma: String) -> Bool {
        offensiveLemmas.contains(lemma) || Self.offensiveWithoutMark.contains(lemma)
    }

    func isMarkedOffensive(_ id: SynsetID) -> Bool {
        guard let synset = synsets[id] else { return false }
        return synset.glossIsOffensive
            || synset.pointers.contains {
                $0.symbol == ";u" && (synsets[$0.target]?.words ?? []).contains(where: Self.offensiveDomains.contains)
            }
    }

    private static let offensiveDomains: Set<String> = ["disparagement", "ethnic_slur", "obscenity"]
    /// Slurs today that WordNet 3.0 (2006) does not mark.
    private static let offensiveWithoutMark: Set<String> = ["homo", "skank"]
}
