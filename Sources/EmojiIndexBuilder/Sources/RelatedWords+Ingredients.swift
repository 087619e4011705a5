extension RelatedWords {
    /// `noun.food`: the foods whose definitions are read.
    static let foods = 13
    /// `noun.plant`.
    static let plants = 20
    /// The lexicographer files of the foods a definition names: foods, and the plants and animals they come from
    /// (`avocado`, `fish`).
    static let ingredientFiles: Set<Int> = [foods, plants, animals]
    /// Words after which a definition no longer says what the food is made of: what it lacks (`cornbread often made
    /// without milk or eggs`, `an ice containing no milk`) or what it is like (`fruit related to custard apples`, `a
    /// small peach`, `resembling a pinecone`).
    private static let endOfIngredients: Set<String> = [
        "without", "no", "not", "except", "instead", "minus", "like", "resembling", "related", "suggestive",
        "imitation", "imitating", "substitute",
    ]

    /// Dishes and drinks by what they are made with, read from the definitions of WordNet's foods: `guacamole` for
    /// avocado 🥑 and onion 🧅 ("a dip made of mashed avocado mixed with chopped onions and other seasonings"),
    /// `hummus` for lemon 🍋 and garlic 🧄, `gazpacho` for tomato 🍅, onion 🧅 and cucumber 🥒.
    ///
    /// A word of the definition, up to a word that says what the food lacks or is like (``endOfIngredients``), and not
    /// part of a compound (`egg-shaped`, `custard-like`, `hard-boiled`), whose first noun sense
    /// (of it or of its singular) is a food, a plant or an animal (``ingredientFiles``), tagged as a noun at least as
    /// often as otherwise, gives the emoji whose whole name that sense is (avocado 🥑, egg 🥚, fish 🐟; not a word of
    /// a name, nor a keyword: `cream` is not ice cream 🍨). A definition naming the foods of more than `ingredients`
    /// emoji is a list, not a recipe (`salmagundi`), and gives none. The first food named, the main one, is near
    /// (``RelatedWord/isNear``): `guacamole` shows 🥑 before 🧅.
    ///
    /// The layer only adds words: the food's words that no emoji has and that no other relation gives (`known`), one
    /// word of letters each, not offensive. The result is per emoji (`count` of them), in the order of WordNet's synsets.
    func ingredients(_ anchors: [WordNet.SynsetID: Anchor], count: Int, known: Set<String>) -> [[RelatedWord]] {
        var result = [[RelatedWord]](repeating: [], count: count)
        for id in wordNet.synsets.keys.sorted() where id.partOfSpeech == .noun {
            guard let synset = wordNet.synsets[id], synset.lexicographerFile == Self.foods else { continue }
            let lemmas = synset.words.filter { isNewWord($0, known: known) }
            guard !lemmas.isEmpty else { continue }
            let emoji = foods(named: Self.definition(of: synset), anchors)
            guard !emoji.isEmpty, emoji.count <= limits.ingredients else { continue }
            for (position, index) in emoji.enumerated() {
                for lemma in lemmas where !result[index].contains(where: { $0.text == lemma }) {
                    result[index].append(RelatedWord(text: lemma, relation: .ingredient, isNear: position == 0))
                }
            }
        }
        return result
    }

    /// The emoji whose whole names are the foods `definition` names before ``endOfIngredients``, in the order it names
    /// them.
    private func foods(named definition: String, _ anchors: [WordNet.SynsetID: Anchor]) -> [Int] {
        var emoji: [Int] = []
        for word in definition.split(whereSeparator: { !$0.isLetter && $0 != "-" }).map(String.init) {
            if Self.endOfIngredients.contains(word) { break }
            guard !word.contains("-") else { continue }
            for lemma in wordNet.lemmas(of: word, .noun) where isMostlyNoun(lemma) {
                guard let sense = wordNet.senses[lemma]?[.noun]?.first,
                    let file = wordNet.synsets[sense]?.lexicographerFile, Self.ingredientFiles.contains(file)
                else { continue }
                for index in anchors[sense]?.wholeName ?? [] where !emoji.contains(index) { emoji.append(index) }
            }
        }
        return emoji
    }

    /// A gloss's definitions, without its quoted examples, in lower case.
    static func definition(of synset: WordNet.Synset) -> String {
        synset.gloss.components(separatedBy: "; ").filter { !$0.hasPrefix("\"") }.joined(separator: " ").lowercased()
    }
}
