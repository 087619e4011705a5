/// Category words: an emoji's group and subgroup named in words people search with (`animal`,
/// `food`, `flag`, `weather`), as supplementary keywords.
///
/// English words come from Unicode's group and subgroup names (`animal-mammal`, `sky & weather`);
/// other languages get CLDR's translated character labels. Which label names which subgroup is a
/// fact mapped by hand here (CLDR labels a few broad categories, Unicode has 98 subgroups).
enum CategoryWords {
    /// Words of Unicode's subgroup names that name nothing a user looks for.
    static let englishStopWords: Set<String> = [
        "other", "prop", "av", "alphanum", "partial", "single", "open", "closed", "fingers", "finger",
        "symbol", "object", "map", "ground", "hat", "affection", "costume", "resting", "role",
    ]

    /// The English category words of an emoji in `group` and `subgroup` (Unicode's names): the
    /// group's words and their singulars (`animals`, `animal`), and the subgroup's words.
    static func englishWords(group: String, subgroup: String) -> [String] {
        var words: [String] = []
        func add(_ word: String) { if !words.contains(word) { words.append(word) } }
        for word in group.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init) where word != "and" {
            add(word)
            if word.hasSuffix("ies") {
                add(word.dropLast(3) + "y")
            } else if word.hasSuffix("s"), !word.hasSuffix("ss") {
                add(String(word.dropLast()))
            }
        }
        for word in subgroup.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
        where !englishStopWords.contains(word) {
            add(word)
        }
        return words
    }

    /// CLDR character-label types naming a subgroup (besides its group's label).
    static let subgroupLabelTypes: [String: [String]] = [
        "cat-face": ["smiley", "animal"], "monkey-face": ["smiley", "animal"], "heart": ["heart"],
        "family": ["person"], "place-building": ["place", "building"], "place-religious": ["place", "building"],
        "hotel": ["travel", "building"], "sky & weather": ["weather", "nature"], "sport": ["sport"],
        "person-sport": ["person", "sport"], "flag": ["flag"], "country-flag": ["flag"],
        "subdivision-flag": ["flag"], "keycap": ["keycap"], "arrow": ["arrows"], "currency": ["currency_symbols"],
        "math": ["math_symbols"], "punctuation": ["punctuation"], "geometric": ["geometric_shapes"],
        "music": ["musical_symbols"], "musical-instrument": ["musical_symbols"], "transport-sign": ["travel"],
    ]

    /// Label types of the subgroups not listed above, by the start of their name, first match wins.
    static let subgroupPrefixLabelTypes: [(prefix: String, types: [String])] = [
        ("face-", ["smiley"]), ("hand", ["body"]), ("body-", ["body"]), ("person", ["person"]),
        ("animal-", ["animal", "nature"]), ("plant-", ["plant", "nature"]), ("place-", ["place"]),
        ("transport-", ["travel"]),
    ]

    /// The label types of a subgroup.
    static func labelTypes(ofSubgroup subgroup: String) -> [String] {
        subgroupLabelTypes[subgroup] ?? subgroupPrefixLabelTypes.first { subgroup.hasPrefix($0.prefix) }?.types ?? []
    }
}
