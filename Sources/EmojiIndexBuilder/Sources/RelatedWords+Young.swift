extension RelatedWords {
    /// Words at the start of a definition that say the animal is the young of another: `young` (`a young horse`),
    /// `larva` and `larval` (`a larval frog or toad`).
    static let youngWords: Set<String> = ["young", "larva", "larval"]
    /// Words of a definition, before the animals it names, that are none (`young of any of various canines such as a dog
    /// or wolf`, `a young domestic cock`).
    private static let youngFiller: Set<String> = [
        "a", "an", "the", "of", "some", "other", "such", "as", "or", "and", "small", "domestic", "female", "male",
    ]
    /// Words before an animal that make it a class of animals (`any of various canines`, `certain carnivorous mammals`,
    /// `any of several insects`).
    private static let classWords: Set<String> = ["any", "various", "several", "certain"]

    /// Young animals, read from the definitions of WordNet's animals: `foal` and `colt` for horse 🐎 ("a young horse"),
    /// `whelp` for dog 🐕 and wolf 🐺 ("young of any of various canines such as a dog or wolf"), `tadpole` for frog 🐸
    /// ("a larval frog or toad").
    ///
    /// An animal (``animals``) whose definition starts with one of ``youngWords`` (after an article) names the animals it
    /// is the young of in the words that follow (``parents(named:)``). Each gives the emoji of the nearest thing at or
    /// above it that is an emoji's whole name, or of the one or two right below it (cattle: cow 🐄, ox 🐂), as a sound
    /// gives its animal's, when that thing is the animal's own or right above it (not bug 🐛 for `insects`). A
    /// definition whose animals reach more than `wordSpread` emoji gives none.
    ///
    /// The words taken are the young animal's that no emoji has and that are no kind or sound (`known`; unlike the
    /// foods, a word another relation gives another emoji may be one: `cub`, a synonym of beginner 🔰), one word of
    /// letters each, tagged as a noun at least as often as otherwise, whose first sense the young animal is (not `spat`,
    /// mostly a quarrel, for a young oyster 🦪). All are near and of the whole name (``RelatedWord/ofWholeName``), as
    /// the sounds are. The result is per emoji (`count` of them), in the order of WordNet's synsets.
    func young(_ anchors: [WordNet.SynsetID: Anchor], count: Int, known: Set<String>) -> [[RelatedWord]] {
        var result = [[RelatedWord]](repeating: [], count: count)
        var kindCounts: [WordNet.SynsetID: Int] = [:]
        for id in wordNet.synsets.keys.sorted() where id.partOfSpeech == .noun {
            guard let synset = wordNet.synsets[id], synset.lexicographerFile == Self.animals else { continue }
            let lemmas = synset.words.filter {
                isNewWord($0, known: known) && isMostlyNoun($0) && wordNet.senses[$0]?[.noun]?.first == id
            }
            guard !lemmas.isEmpty else { continue }
            var emoji: [Int] = []
            for sense in parents(named: Self.definition(of: synset).split(separator: " ").map(String.init)) {
                let (found, isNear) = self.emoji(of: sense, anchors, &kindCounts)
                guard isNear else { continue }
                for index in found where !emoji.contains(index) { emoji.append(index) }
            }
            guard !emoji.isEmpty, emoji.count <= limits.wordSpread else { continue }
            for index in emoji {
                for lemma in lemmas where !result[index].contains(where: { $0.text == lemma }) {
                    result[index].append(RelatedWord(text: lemma, relation: .young, ofWholeName: true))
                }
            }
        }
        return result
    }

    /// The animal senses a definition of a young animal names (``young(_:count:known:)``): the animals after its
    /// young word, up to the first word that is none of them, no ``youngFiller`` and no adjective (`certain carnivorous
    /// mammals such as the bear or wolf or lion`, `a young bird that has just fledged`), but not a class of animals
    /// (after ``classWords``: not mammals, but the bear, the wolf and the lion), skipping compounds (`fur-bearing`);
    /// none when the definition (its words as written, with their punctuation) does not start with one of
    /// ``youngWords``.
    private func parents(named words: [String]) -> [WordNet.SynsetID] {
        let start = ["a", "an", "the"].contains(words.first) ? 1 : 0
        guard start < words.count, Self.youngWords.contains(words[start]) else { return [] }
        var senses: [WordNet.SynsetID] = []
        var isClass = false
        for piece in words[(start + 1)...] {
            // A compound (`fur-bearing`) is no animal; it says what kind they are, as an adjective does.
            let word = piece.trimmingCharacters(in: .punctuationCharacters)
            if word.contains("-") { continue }
            if let sense = animalSense(word) {
                // The animal after `any of various` or `certain` is a class (canines, mammals, insects), not a parent.
                if isClass { isClass = false } else { senses.append(sense) }
            } else if Self.classWords.contains(word) {
                isClass = true
            } else if !Self.youngFiller.contains(word), !isOnlyAdjective(word) {
                break
            }
        }
        return senses
    }

    /// Whether WordNet knows `word` as an adjective and as nothing else (`carnivorous`).
    private func isOnlyAdjective(_ word: String) -> Bool {
        guard let senses = wordNet.senses[word] else { return false }
        return senses.keys.allSatisfy { $0 == .adjective }
    }
}
