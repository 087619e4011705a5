/// A word WordNet relates to an emoji's English vocabulary, and how.
struct RelatedWord: Hashable, Sendable {
    enum Relation: String, Sendable {
        /// Another word for the same sense (`java` for coffee).
        case synonym
        /// A derivationally related form or an attribute (`strength` for strong, `photography` for
        /// photo).
        case derived
        /// A more specific thing (`hen` for chicken, `cheeseburger` for hamburger).
        case hyponym
        /// A more general thing (`arachnid` for spider, `rodent` for rat).
        case hypernym
        /// A sound the thing makes (`quack` for duck, `purr` for cat); see ``RelatedWords/sounds(_:words:)``.
        case sound
        /// A kind of thing whose nearest thing above, at any depth, is the emoji's (`cheddar` for cheese, `sparrow`
        /// for bird); see ``RelatedWords/kinds(_:_:known:)``.
        case kind
        /// A dish or a drink WordNet defines as made with the emoji's food (`guacamole` for avocado 🥑, `hummus` for
        /// lemon 🍋 and garlic 🧄); see ``RelatedWords/ingredients(_:count:known:)``.
        case ingredient
        /// A word of the game, sport or craft the emoji names (`touchdown` for American football 🏈, `simmer` for
        /// cooking 🍳); see ``RelatedWords/topics(_:known:)``.
        case topic
        /// A young animal of the emoji's (`foal` for horse 🐎, `whelp` for dog 🐕, `tadpole` for frog 🐸); see
        /// ``RelatedWords/young(_:count:known:)``.
        case young
        /// A place in the country a flag names, or another name of the country (`kyoto` and `nippon` for 🇯🇵); see
        /// ``RelatedWords/places(_:taken:)``.
        case place
    }

    var text: String
    var relation: Relation
    /// Whether the word is one step or none from the emoji's own thing in WordNet.
    ///
    /// Near: a synonym or a derived form of a CLDR word (not of an everyday word), a direct hyponym or
    /// hypernym, a kind whose thing is right below the emoji's (`cathedral` under church ⛪, `pigeon`
    /// above dove 🕊️). A word further off (`cathedral` two steps below place of worship 🛐, `pigeon`
    /// under bird 🐦) ranks below the near ones of another emoji.
    var isNear = true
    /// Whether the word comes from the emoji's whole name, not from a word of a longer name or a keyword.
    ///
    /// Its synonyms, derived forms, kinds and more general things: `primate` above monkey 🐒, not `primate` above the
    /// monkey of see-no-evil monkey 🙈. Of two emoji the word reaches alike, this one ranks first.
    var ofWholeName = false
}

/// Everyday English words for emoji from WordNet 3.0: synonyms, derived forms, and for things,
/// more specific and more general words, of the words CLDR and emojilib give each emoji.
///
/// Most English words have several senses, and WordNet's neighbours of a wrong sense are wrong
/// words (`bear` the verb gives `tolerate`). So a word's sense is chosen from its emoji's other
/// words (`chicken` next to `bird` is the bird, not the food), else taken only when it is the
/// word's only or clearly most frequent sense; and caps keep general words from flooding (the
/// hyponyms of `food`, a word that reaches dozens of emoji). `data/sources/wordnet/README.md` has
/// the figures behind each limit.
struct RelatedWords {
    /// One emoji's English words: its CLDR name and keywords, and everyday keywords (emojilib).
    struct Vocabulary: Sendable {
        var name: String
        var keywords: [String]
        var everyday: [String]
        /// The words of its Unicode group and subgroup (``CategoryWords``).
        ///
        /// `food`, `drink`, `vegetable` for leafy green 🥬. They choose between the senses of its words (see
        /// ``RelatedWords/outsideCategory(_:_:)``); none is a seed.
        var category: [String] = []
    }

    /// The policy's limits; `data/sources/wordnet/README.md` measures each.
    struct Limits: Sendable {
        /// Candidate senses per word and part of speech, most frequent first.
        var senses = 3
        /// How far up the hypernyms one word's sense may find another's as context.
        var ancestorHops = 8
        /// Ancestors nearer the root than this (`entity`, `object`, `whole`) are no context.
        var minimumContextDepth = 4
        /// Share of a word's tagged occurrences its most frequent sense needs to be taken alone.
        var dominance = 0.5
        /// A word of more emoji than this (`face`, `animal`) is context only.
        var seedSpread = 10
        /// Keywords shorter than this (`hm`, `ok`) are context only; names are expanded.
        var minimumSeedLength = 3
        /// Direct hyponyms are taken if at most this many.
        var directHyponyms = 20
        /// Their hyponyms too if both levels together have at most this many synsets.
        var twoLevelHyponyms = 30
        /// Hypernyms nearer the root than this (`artifact`, `organism`) are not offered.
        var hypernymDepth = 6
        /// A related word reaching more emoji than this is dropped everywhere.
        var wordSpread = 8
        /// Related words kept per emoji, the first found (name before keywords) first.
        var perEmoji = 40
        /// How far above a word's thing the nearest thing an emoji names may be (``kinds(_:_:known:)``).
        var kindHops = 5
        /// How near a name's head word or a keyword must be to take the kinds of its thing.
        var headHops = 2
        /// How many kinds its thing may have, at most (`beer` 19, `cheese` 37; not `room` 195, `herb` 1,041).
        var headKinds = 100
        /// A verb of a sound with more senses than this is taken only when its gloss says it in its -ing form
        /// (``sounds(_:words:)``).
        var soundSenses = 4
        /// A food whose definition names the foods of more emoji than this is a list, not a recipe
        /// (``ingredients(_:count:known:)``).
        var ingredients = 3
        /// A topic whose words name more emoji than this is too general to be theirs (``topics(_:known:)``).
        var topicEmoji = 3
        /// How many part-of steps a place may be below a flag's country (a city of a state of a country: 2).
        var placeHops = 4
        /// A place in more countries with flags than this gives none.
        var placeFlags = 3
    }

    let wordNet: WordNet
    let limits: Limits
    /// Each synset's hypernym ancestors up to `ancestorHops` away, nearest first.
    let ancestors: [WordNet.SynsetID: [WordNet.SynsetID]]

    /// Reads WordNet from a directory of its files or a `.tar.xz` of one (`data/sources/wordnet/`).
    init(wordNetDirectoryOrArchive path: String, limits: Limits = Limits()) throws {
        let wordNet = try WordNet(directoryOrArchive: path)
        self.wordNet = wordNet
        self.limits = limits
        ancestors = wordNet.synsets.keys.reduce(into: [:]) {
            $0[$1] = wordNet.ancestors(of: $1, hops: limits.ancestorHops)
        }
    }

    /// The related words of one emoji, without the caps that need every emoji's vocabulary (no word
    /// is context only, none dropped for reaching many emoji); for tools and tests.
    func related(name: String, keywords: [String], everyday: [String], category: [String] = []) -> [RelatedWord] {
        related([Vocabulary(name: name, keywords: keywords, everyday: everyday, category: category)])[0]
    }

    /// The related words of each emoji of a locale, in order: lower case, single words, none that
    /// is already one of the emoji's own words, at most `perEmoji`, deterministic.
    func related(_ vocabularies: [Vocabulary]) -> [[RelatedWord]] {
        let seedLists = vocabularies.map(seeds)
        var spread: [String: Int] = [:]
        for seeds in seedLists {
            for seed in seeds { spread[seed.text, default: 0] += 1 }
        }
        let senses = zip(seedLists, vocabularies).map { self.senses(of: $0, category: $1.category) }
        let found = zip(seedLists, senses).map { related(seeds: $0, $1, spread: spread) }
        var reach: [String: Int] = [:]
        for words in found {
            for word in words { reach[word.text, default: 0] += 1 }
        }
        let kept = found.map { words in
            Array(words.filter { reach[$0.text, default: 0] <= limits.wordSpread }.prefix(limits.perEmoji))
        }
        let known = Set(seedLists.joined().flatMap(\.words))
        let anchors = anchors(seedLists, senses, spread: spread)
        let kinds = kinds(seedLists, anchors, known: known)
        let sounds = sounds(anchors, words: seedLists.map { Set($0.flatMap(\.words)) })
        let relatedElsewhere = Set(kept.joined().map(\.text))
        let kindsAndSounds = Set([kinds, sounds].joined().joined().map(\.text))
        // Words of definitions and topics only add words: none that any emoji has or another relation gives.
        let given = known.union(relatedElsewhere).union(kindsAndSounds)
        let ingredients = ingredients(anchors, count: seedLists.count, known: given)
        let topics = topics(seedLists, known: given)
        // A young animal may be another relation's word of another emoji (`cub`, a synonym of beginner 🔰), not an
        // emoji's own word, nor a kind or a sound.
        let young = young(anchors, count: seedLists.count, known: known.union(kindsAndSounds))
        let places = places(vocabularies, taken: relatedElsewhere.union(kindsAndSounds))
        let described = zip(zip(zip(ingredients, topics), young), places).map { triple, places in
            let ((ingredients, topics), young) = triple
            let earlier = ingredients + topics.filter { word in !ingredients.contains { $0.text == word.text } }
            return earlier + young.filter { word in !earlier.contains { $0.text == word.text } } + places
        }
        return zip(zip(zip(kept, kinds), sounds), described).map { triple, described in
            let ((related, kinds), sounds) = triple
            // A word both relations give is near if either says so (`pony`: under racehorse, a keyword of 🐎, and
            // right below horse, its name).
            let nearKinds = Set(kinds.filter(\.isNear).map(\.text))
            let wholeNameKinds = Set(kinds.filter(\.ofWholeName).map(\.text))
            let own = Set(related.map(\.text))
            return related.map { word in
                var word = word
                if nearKinds.contains(word.text) { word.isNear = true }
                if wholeNameKinds.contains(word.text) { word.ofWholeName = true }
                return word
            } + kinds.filter { !own.contains($0.text) && ($0.isNear || !relatedElsewhere.contains($0.text)) }
                + sounds.filter { word in !own.contains(word.text) && !kinds.contains { $0.text == word.text } }
                + described.filter { !own.contains($0.text) }
        }
    }

    /// A phrase of an emoji's vocabulary and where it comes from.
    struct Seed: Hashable {
        enum Source { case name, keyword, everyday }
        var text: String
        var source: Source

        /// The phrase and each of its words.
        var words: [String] { [text] + text.split(separator: " ").map(String.init) }
    }

    /// The emoji's phrases, lower case and unique: the name, the words that name its thing unless
    /// WordNet knows the whole name (`hot dog` is no dog), the keywords, the everyday words.
    func seeds(_ vocabulary: Vocabulary) -> [Seed] {
        var seeds: [Seed] = []
        var seen: Set<String> = []
        let nameKey = vocabulary.name.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: "_")
        let heads = wordNet.senses[nameKey] == nil ? Self.heads(of: vocabulary.name) : []
        let groups: [([String], Seed.Source)] = [
            ([vocabulary.name] + heads, .name), (vocabulary.keywords, .keyword), (vocabulary.everyday, .everyday),
        ]
        for (texts, source) in groups {
            for text in texts {
                let normalized = text.lowercased().replacingOccurrences(of: "_", with: " ")
                    .split(whereSeparator: \.isWhitespace).joined(separator: " ")
                if !normalized.isEmpty, seen.insert(normalized).inserted {
                    seeds.append(Seed(text: normalized, source: source))
                }
            }
        }
        return seeds
    }

    /// The words of a multi-word name that name its thing.
    ///
    /// The last word before a preposition, of each conjunct (`hammer and wrench` → hammer, wrench;
    /// `cat with wry smile` → cat). A name made by a CLDR pattern (`flag: Germany`, `family: man,
    /// woman, boy`) gives none: its parts are proper names or people the keywords already list.
    static func heads(of name: String) -> [String] {
        let words = name.lowercased().replacingOccurrences(of: ",", with: " ").split(whereSeparator: \.isWhitespace)
            .map(String.init)
        guard !name.contains(":"), words.count >= 2 else { return [] }
        let phrase = words.prefix { !prepositions.contains($0) }
        var heads: [String] = []
        var current: [String] = []
        for word in phrase + ["and"] {
            if word == "and" || word == "&" {
                if let last = current.last { heads.append(last) }
                current = []
            } else {
                current.append(word)
            }
        }
        return heads
    }

    private static let prepositions: Set<String> = [
        "with", "on", "of", "in", "from", "for", "at", "without", "over", "under", "behind", "into", "to", "by",
    ]
}
