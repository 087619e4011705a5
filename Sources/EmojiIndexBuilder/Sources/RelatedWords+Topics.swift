extension RelatedWords {
    /// `noun.act`: the games, sports and crafts whose words are read (`baseball`, `chess`, `cooking`).
    static let acts = 4
    /// WordNet's pointer from a synset to the topic it is a word of (domain of synset, topic: `touchdown` → American
    /// football).
    static let topicPointer = ";c"
    /// Words of a topic's gloss shorter than this say nothing of an emoji (`a`, `the`, `by`, `two`).
    private static let glossWordLength = 4

    /// The words of the games, sports and crafts emoji name, read from WordNet's topics: `touchdown`, `quarterback`
    /// and `fumble` for American football 🏈, `inning` and `shortstop` for baseball ⚾, `dribbling` for basketball 🏀,
    /// `checkmate` for chess ♟️, `scrum` for rugby 🏉, `simmer`, `braise` and `marinate` for cooking 🍳.
    ///
    /// A topic is a synset of ``acts`` that WordNet's nouns or verbs point to as their topic (``topicPointer``). Its
    /// emoji (at most `topicEmoji`) are those with one of the topic's words as their whole name or a word of it, when
    /// the whole name is the topic's several words (`american football` 🏈, `ice hockey` 🏒), or another word of the
    /// emoji's name is a word of the topic (`pawn` of chess pawn ♟️), or the emoji's words and the topic's definition
    /// share a word (`basketball` 🏀: "… the ball through an elevated horizontal hoop"). Not the insect cricket 🦗 for
    /// the game, nor bridge at night 🌉 for the card game: their words are none of the topic's.
    ///
    /// A word of a topic is taken when it is one word of lower-case letters, not offensive, not a food (``foods``
    /// have ``ingredients(_:count:known:)``: `calamari` is no word of cooking 🍳), the topic's sense is its first in
    /// its part of speech (not `walk` or `out` for baseball), and no emoji has it and no other relation gives it
    /// (`known`). Not near. The result is per emoji of `seedLists`, in the order of WordNet's synsets.
    func topics(_ seedLists: [[Seed]], known: Set<String>) -> [[RelatedWord]] {
        var members: [WordNet.SynsetID: [WordNet.SynsetID]] = [:]
        for id in wordNet.synsets.keys.sorted() where id.partOfSpeech == .noun || id.partOfSpeech == .verb {
            guard let synset = wordNet.synsets[id], synset.lexicographerFile != Self.foods || id.partOfSpeech != .noun
            else { continue }
            for pointer in synset.pointers
            where pointer.symbol == Self.topicPointer && pointer.target.partOfSpeech == .noun
                && wordNet.synsets[pointer.target]?.lexicographerFile == Self.acts
            {
                members[pointer.target, default: []].append(id)
            }
        }
        var result = [[RelatedWord]](repeating: [], count: seedLists.count)
        for topic in members.keys.sorted() {
            guard let synset = wordNet.synsets[topic] else { continue }
            let emoji = emoji(of: synset, members: members[topic] ?? [], seedLists)
            guard !emoji.isEmpty, emoji.count <= limits.topicEmoji else { continue }
            for member in members[topic] ?? [] {
                for lemma in words(of: member, known: known) {
                    for index in emoji where !result[index].contains(where: { $0.text == lemma }) {
                        result[index].append(RelatedWord(text: lemma, relation: .topic, isNear: false))
                    }
                }
            }
        }
        return result
    }

    /// The emoji whose names name the topic `synset` (see ``topics(_:known:)``), with its `members`.
    private func emoji(of synset: WordNet.Synset, members: [WordNet.SynsetID], _ seedLists: [[Seed]]) -> [Int] {
        let topicWords = synset.words.map { $0.lowercased().replacingOccurrences(of: "_", with: " ") }
        var glossWords: Set<String> = []
        for word in Self.words(Self.definition(of: synset)) where word.count >= Self.glossWordLength {
            glossWords.insert(word)
            glossWords.formUnion(wordNet.lemmas(of: word, .noun))
        }
        let memberSet = Set(members)
        /// Whether a word of a name has a sense that is a word of the topic.
        func isOfTopic(_ word: String) -> Bool {
            let key = word.replacingOccurrences(of: " ", with: "_")
            return (wordNet.senses[key]?[.noun] ?? []).contains(where: memberSet.contains)
        }
        return seedLists.indices.filter { index in
            guard let name = seedLists[index].first, name.source == .name else { return false }
            let nameWords = name.text.split(separator: " ").map(String.init)
            return topicWords.contains { word in
                guard word == name.text || nameWords.contains(word) else { return false }
                return (word == name.text && word.contains(" "))
                    || nameWords.contains { $0 != word && isOfTopic($0) } || (name.text != word && isOfTopic(name.text))
                    || seedLists[index].contains { !glossWords.isDisjoint(with: $0.words) }
            }
        }
    }

    /// The words of a topic's `member` synset that are taken (see ``topics(_:known:)``).
    private func words(of member: WordNet.SynsetID, known: Set<String>) -> [String] {
        (wordNet.synsets[member]?.words ?? []).filter { lemma in
            isNewWord(lemma, known: known) && wordNet.senses[lemma]?[member.partOfSpeech]?.first == member
        }
    }
}
