extension RelatedWords {
    /// `verb.communication` and `verb.perception`: the lexicographer files of the verbs of sounds.
    static let soundFiles: Set<Int> = [32, 39]
    /// `noun.animal`.
    static let animals = 5
    /// Words of a definition that say the verb is a sound (`utter quacking noises`, `braying characteristic of
    /// donkeys`).
    static let soundWords: Set<String> = [
        "sound", "sounds", "noise", "noises", "cry", "cries", "utter", "chatter", "squawk", "call", "characteristic",
    ]
    /// Words of an example between an animal and its verb (`bees were buzzing`).
    private static let linkingVerbs: Set<String> = ["is", "are", "was", "were"]
    /// Words between `of` or `like` and the animal (`cry like a cat`, `as of some birds`).
    private static let determiners: Set<String> = ["a", "an", "the", "some"]

    /// The sounds animals make, read from the glosses of WordNet's verbs of sound: `quack` for duck 🦆 ("utter quacking
    /// noises; 'The ducks quacked'"), `purr` for cat 🐈 ("indicate pleasure by purring; characteristic of cats"),
    /// `neigh` and `whinny` for horse 🐎, `buzz` for bee 🐝, `bark` for dog 🐕.
    ///
    /// A verb of ``soundFiles`` whose definition says it is a sound (``soundWords``) names its animal in the
    /// definition, after `of` or `like` (`cry like a goose`) or before `-like` (`a cat-like sound`), or in an example,
    /// right before the verb (`The ducks quacked`). The animal (a noun whose first or second sense is in ``animals``)
    /// gives the emoji whose whole name is the nearest thing at or above it (`hens` → chicken 🐔, `coyote` → wolf
    /// 🐺). Of the verb's words, those that say the sound (``isSoundWord(_:of:_:)``): not `cry` for a cat ("utter a
    /// characteristic sound; 'The cat was crying'").
    /// Near when the animal is the emoji's whole name or right below it; only words that are none of the emoji's own
    /// (`words`).
    func sounds(_ anchors: [WordNet.SynsetID: Anchor], words: [Set<String>]) -> [[RelatedWord]] {
        var result = [[RelatedWord]](repeating: [], count: words.count)
        var kindCounts: [WordNet.SynsetID: Int] = [:]
        for id in wordNet.synsets.keys.sorted() where id.partOfSpeech == .verb {
            guard let synset = wordNet.synsets[id], Self.soundFiles.contains(synset.lexicographerFile) else { continue }
            let parts = synset.gloss.components(separatedBy: "; ")
            let definition = Self.definition(of: synset)
            let definitionWords = Self.words(definition)
            guard definitionWords.contains(where: Self.soundWords.contains) else { continue }
            var named = Self.animalWords(definition, definitionWords)
            for example in parts where example.hasPrefix("\"") {
                named += Self.subjects(of: synset.words, in: Self.words(example.lowercased()))
            }
            var emoji: [Int] = []
            var near: Set<Int> = []
            for word in named {
                guard let sense = animalSense(word) else { continue }
                let (found, isNear) = self.emoji(of: sense, anchors, &kindCounts)
                for index in found where !emoji.contains(index) { emoji.append(index) }
                if isNear { near.formUnion(found) }
            }
            guard !emoji.isEmpty, emoji.count <= limits.wordSpread else { continue }
            for lemma in synset.words
            where Self.isOneWord(lemma) && !wordNet.isOffensive(lemma)
                && isSoundWord(lemma, of: synset, definitionWords)
            {
                for index in emoji
                where !words[index].contains(lemma) && !result[index].contains(where: { $0.text == lemma }) {
                    // Every emoji a sound reaches is the animal's by its whole name.
                    result[index].append(
                        RelatedWord(text: lemma, relation: .sound, isNear: near.contains(index), ofWholeName: true))
                }
            }
        }
        return result
    }

    /// Whether `lemma` of a sound's `synset` says the sound: its -ing form is in the definition (`bark`: "make barking
    /// sounds"), or it has one sense, or it is the synset's first word and has at most `soundSenses` (`cluck`, not
    /// `clack` or `click`, of "make a clucking sounds, characteristic of hens").
    private func isSoundWord(_ lemma: String, of synset: WordNet.Synset, _ definitionWords: [String]) -> Bool {
        let senses = wordNet.senses[lemma]?[.verb]?.count ?? 0
        return definitionWords.contains(Self.ingForm(of: lemma)) || senses == 1
            || (lemma == synset.words.first && senses <= limits.soundSenses)
    }

    /// The emoji of an animal: those whose whole name is one of its kinds, when one or two are (`bee` → honeybee 🐝,
    /// `pigeon` → dove 🕊️), else those of the nearest thing at or above it; and whether they are near it.
    func emoji(
        of sense: WordNet.SynsetID, _ anchors: [WordNet.SynsetID: Anchor], _ kindCounts: inout [WordNet.SynsetID: Int]
    ) -> (emoji: [Int], isNear: Bool) {
        if anchors[sense]?.wholeName.isEmpty ?? true {
            let below = Set(wordNet.targets(of: sense, ["~"]).flatMap { anchors[$0]?.wholeName ?? [] })
            if (1...2).contains(below.count) { return (below.sorted(), true) }
        }
        let nearest = nearestAnchor(above: sense, anchors, &kindCounts, wholeNameOnly: true)
        return (nearest.emoji, nearest.isNear)
    }

    /// The first noun sense among the first two of `word` (or of its singular) that is an animal.
    func animalSense(_ word: String) -> WordNet.SynsetID? {
        for lemma in wordNet.lemmas(of: word, .noun) {
            for sense in (wordNet.senses[lemma]?[.noun] ?? []).prefix(2)
            where wordNet.synsets[sense]?.lexicographerFile == Self.animals {
                return sense
            }
        }
        return nil
    }

    /// The words a definition names after `of` or `like` (skipping ``determiners``), and before `-like`.
    private static func animalWords(_ definition: String, _ definitionWords: [String]) -> [String] {
        var found: [String] = []
        for (position, word) in definitionWords.enumerated() where word == "of" || word == "like" {
            // Not an animal's part (`a sound as of a horse's hooves`: clump, plunk).
            guard let next = definitionWords[(position + 1)...].firstIndex(where: { !determiners.contains($0) }),
                next + 1 == definitionWords.count || definitionWords[next + 1] != "s"
            else { continue }
            found.append(definitionWords[next])
        }
        for piece in definition.components(separatedBy: "-like").dropLast() {
            if let last = words(piece).last { found.append(last) }
        }
        return found
    }

    /// The words right before a form of one of `verbs` in an example, or before a linking verb before it.
    private static func subjects(of verbs: [String], in words: [String]) -> [String] {
        var found: [String] = []
        for (position, word) in words.enumerated() where position > 0 {
            guard verbs.contains(where: { $0.count >= 3 && word.hasPrefix($0.prefix(4)) }) else { continue }
            var subject = position - 1
            if linkingVerbs.contains(words[subject]), subject > 0 { subject -= 1 }
            found.append(words[subject])
        }
        return found
    }

    /// A verb's -ing form as WordNet's glosses write it (`bark` → barking, `bray` → braying, `coo` → cooing,
    /// `gobble` → gobbling).
    static func ingForm(of verb: String) -> String {
        verb.hasSuffix("e") && !verb.hasSuffix("ee") ? String(verb.dropLast()) + "ing" : verb + "ing"
    }

    /// The lower-case letter runs of `text`.
    static func words(_ text: String) -> [String] {
        text.split { !$0.isLetter }.map(String.init)
    }
}
