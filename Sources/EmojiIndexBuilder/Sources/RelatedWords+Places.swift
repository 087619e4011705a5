import Foundation

extension RelatedWords {
    /// WordNet's lexicographer file of places (`noun.location`).
    static let locations = 15

    /// The places of the flags: the cities, regions and landmarks WordNet says are part of the country or nation a
    /// flag names (`paris` 🇫🇷, `kyoto` 🇯🇵, `bavaria` 🇩🇪, `texas` 🇺🇸), and the country's other names (`holland` 🇳🇱,
    /// `nippon` 🇯🇵, `deutschland` 🇩🇪).
    ///
    /// A flag's place is a `noun.location` sense of what its CLDR name says after `flag: ` (``flagPlaces(_:)``). A
    /// place belongs to every flag's place its part holonyms reach within ``Limits/placeHops`` steps (London is part of
    /// England 🏴󠁧󠁢󠁥󠁮󠁧󠁿 and, through it, of the United Kingdom 🇬🇧); one that reaches more than ``Limits/placeFlags`` flags
    /// gives none. Its names taken are those whose place it is (``places(named:)``: `paris` the capital of
    /// France, not the town in Texas; not `nancy`, first a person; `birmingham` in Alabama, then in England), of three
    /// letters or more, mostly a noun (not `nice`, mostly the adjective), not offensive, no word of a flag (`georgia`
    /// stays the flag of Georgia; `tokyo`, a word of Tokyo tower 🗼, finds 🇯🇵 too), no emoji's whole name (`phoenix`
    /// 🐦‍🔥 is no city of 🇺🇸) and none that another relation gives (`taken`: `cheddar`, a kind of cheese 🧀, is no
    /// village for 🏴󠁧󠁢󠁥󠁮󠁧󠁿). A name of two or three words is written joined (`newyork`, `riodejaneiro`): a search finds
    /// it by all its words, not by one of them alone (`bay`, `cape`, `angel` of Angel Falls); none starts with `the`
    /// (`the city`, of London). A name's first place is near, its others far; the country's own names are of its whole
    /// name. The result is per emoji, in the order of WordNet's synsets.
    func places(_ vocabularies: [Vocabulary], taken: Set<String>) -> [[RelatedWord]] {
        var result = [[RelatedWord]](repeating: [], count: vocabularies.count)
        let flags = flagPlaces(vocabularies)
        let known = taken.union(vocabularies.map { $0.name.lowercased() }).union(
            vocabularies.filter { $0.name.hasPrefix(Self.flagPrefix) }.flatMap { seeds($0).flatMap(\.words) })
        /// Adds the names of `place` to the emoji of `flags`.
        func add(namesOf place: WordNet.SynsetID, to emoji: [Int], ofWholeName: Bool) {
            for (name, isNear) in placeNames(place, known: known) {
                for index in emoji {
                    if let existing = result[index].firstIndex(where: { $0.text == name }) {
                        result[index][existing].isNear = result[index][existing].isNear || isNear
                    } else {
                        var word = RelatedWord(text: name, relation: .place, ofWholeName: ofWholeName)
                        word.isNear = isNear
                        result[index].append(word)
                    }
                }
            }
        }
        for id in wordNet.synsets.keys.sorted() where id.partOfSpeech == .noun {
            guard isPlace(id) else { continue }
            if let own = flags[id] {
                add(namesOf: id, to: own, ofWholeName: true)
                continue
            }
            let reached = flagsAbove(id, flags)
            if !reached.isEmpty, reached.count <= limits.placeFlags {
                add(namesOf: id, to: reached, ofWholeName: false)
            }
        }
        return result
    }

    /// The emoji of each flag's place: the `noun.location` senses of the country a flag's name says, except one that is
    /// part of another flag's place when the name has another sense that is not (Georgia the country, not the state).
    func flagPlaces(_ vocabularies: [Vocabulary]) -> [WordNet.SynsetID: [Int]] {
        var candidates: [(emoji: Int, senses: [WordNet.SynsetID])] = []
        var all: [WordNet.SynsetID: [Int]] = [:]
        let flagVocabularies = vocabularies.enumerated().filter { $0.element.name.hasPrefix(Self.flagPrefix) }
        var flagsOfEveryday: [String: Int] = [:]
        for (_, vocabulary) in flagVocabularies {
            for words in Set(Self.everydayNames(vocabulary)) { flagsOfEveryday[words, default: 0] += 1 }
        }
        for (index, vocabulary) in flagVocabularies {
            let own = Self.everydayNames(vocabulary).filter { flagsOfEveryday[$0] == 1 }
            let senses = countrySenses(String(vocabulary.name.dropFirst(Self.flagPrefix.count)), everyday: own)
            guard !senses.isEmpty else { continue }
            candidates.append((index, senses))
            for sense in senses { all[sense, default: []].append(index) }
        }
        var places: [WordNet.SynsetID: [Int]] = [:]
        for (emoji, senses) in candidates {
            let own = senses.filter { flagsAbove($0, all).allSatisfy { $0 == emoji } }
            for sense in own.isEmpty ? senses : own { places[sense, default: []].append(emoji) }
        }
        return places
    }

    /// The `noun.location` senses of the country a flag's name says (`name`, after `flag: `): of the name as written
    /// or as WordNet spells such names (``wordNetSpellings(of:)``: `Côte d’Ivoire`, `Bosnia & Herzegovina`,
    /// `Myanmar (Burma)`, `Hong Kong SAR China`), else the country whose capital the name ends with (`Congo -
    /// Kinshasa`), else those of an everyday word of this flag alone, or two in a row (`everyday`), that names a
    /// country (`turkey` for Türkiye, `swaziland` for Eswatini, `czech republic` for Czechia; not `congo`, a word of
    /// both Congos' flags).
    private func countrySenses(_ name: String, everyday: [String]) -> [WordNet.SynsetID] {
        for spelling in Self.wordNetSpellings(of: name) {
            let senses = locationSenses(spelling)
            if !senses.isEmpty { return senses }
        }
        let parts = name.components(separatedBy: " - ")
        if parts.count == 2 {
            let countries = locationSenses(parts[1].lowercased()).filter(isNationalCapital)
                .flatMap { wordNet.targets(of: $0, ["#p"]) }
            if !countries.isEmpty { return countries }
        }
        guard let country = locationSenses("country").first else { return [] }
        for words in everyday {
            let countries = locationSenses(words).filter {
                wordNet.ancestors(of: $0, hops: Self.countryHops).contains(country)
            }
            if !countries.isEmpty { return countries }
        }
        return []
    }

    /// The names a flag's everyday words may say, lowercased: two words in a row (`czech republic`), then each word.
    private static func everydayNames(_ vocabulary: Vocabulary) -> [String] {
        let words = vocabulary.everyday.map { $0.lowercased() }
        return zip(words, words.dropFirst()).map { "\($0) \($1)" } + words
    }

    /// The `noun.location` senses of `lemma` (lowercased, words joined by spaces or underscores).
    private func locationSenses(_ lemma: String) -> [WordNet.SynsetID] {
        let key = lemma.split(whereSeparator: { $0.isWhitespace || $0 == "_" }).joined(separator: "_")
        return (wordNet.senses[key]?[.noun] ?? []).filter(isPlace)
    }

    /// Whether `id` is a place (`noun.location`).
    private func isPlace(_ id: WordNet.SynsetID) -> Bool {
        wordNet.synsets[id]?.lexicographerFile == Self.locations
    }

    /// Whether `id` is a national capital (an instance of WordNet's national capital).
    private func isNationalCapital(_ id: WordNet.SynsetID) -> Bool {
        guard let capital = wordNet.senses["national_capital"]?[.noun]?.first else { return false }
        return wordNet.targets(of: id, ["@i"]).contains(capital)
    }

    /// A CLDR territory name, lowercased, as written and as WordNet spells such names.
    ///
    /// WordNet writes them without accents and with a straight apostrophe (`cote d'ivoire`), `and` for `&`, `saint`
    /// for `St.`, without CLDR's `SAR China` (`hong kong`), and a name with another in brackets as each of them
    /// (`myanmar`, `burma`).
    static func wordNetSpellings(of name: String) -> [String] {
        let plain = name.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil).lowercased()
            .replacingOccurrences(of: "\u{2019}", with: "'").replacingOccurrences(of: " & ", with: " and ")
            .replacingOccurrences(of: "st. ", with: "saint ").replacingOccurrences(of: " sar china", with: "")
        var spellings = [name.lowercased(), plain]
        if let open = plain.firstIndex(of: "("), let close = plain[open...].firstIndex(of: ")") {
            let outside = plain[..<open] + plain[plain.index(after: close)...]
            spellings += [String(outside), String(plain[plain.index(after: open)..<close])]
        }
        var seen: Set<String> = []
        return spellings.map { $0.split(separator: " ").joined(separator: " ") }.filter { seen.insert($0).inserted }
    }

    /// The emoji of the flags' places (`flags`) that the part holonyms of `id` reach, at any step up to
    /// ``Limits/placeHops``, in the order found.
    private func flagsAbove(_ id: WordNet.SynsetID, _ flags: [WordNet.SynsetID: [Int]]) -> [Int] {
        var found: [Int] = []
        var seen: Set<WordNet.SynsetID> = [id]
        var current = [id]
        for _ in 0..<limits.placeHops {
            current = current.flatMap { wordNet.targets(of: $0, ["#p"]) }.filter { seen.insert($0).inserted }
            for place in current {
                for emoji in flags[place] ?? [] where !found.contains(emoji) { found.append(emoji) }
            }
        }
        return found
    }

    /// The names of a place that a search may take for it (see ``places(_:taken:)``).
    ///
    /// Each comes with whether the place is the first the name means (near) or another of its places, ranked below.
    private func placeNames(_ id: WordNet.SynsetID, known: Set<String>) -> [(
        name: String, isNear: Bool
    )] {
        (wordNet.synsets[id]?.words ?? []).compactMap { word in
            let lemma = word.lowercased()
            let parts = lemma.split(separator: "_")
            let name = parts.joined()
            let meant = places(named: lemma)
            guard name.count >= 3, parts.count <= Self.placeWords, parts.first != "the",
                parts.allSatisfy({ $0.allSatisfy(\.isLetter) }),
                meant.contains(id), isMostlyNoun(lemma), !known.contains(name),
                !known.contains(parts.joined(separator: " ")), !wordNet.isOffensive(lemma)
            else { return nil }
            return (name, meant.first == id)
        }
    }

    /// The places a name means: its first sense that is a national capital (`cairo`: Egypt's, not the city in
    /// Illinois that WordNet lists first), else, if its first noun sense is a place, its senses that are places
    /// (`birmingham` in Alabama and in England).
    private func places(named lemma: String) -> [WordNet.SynsetID] {
        let senses = wordNet.senses[lemma]?[.noun] ?? []
        if let capital = senses.first(where: isNationalCapital) { return [capital] }
        guard let first = senses.first, isPlace(first) else { return [] }
        return senses.filter(isPlace)
    }

    /// How far above a country its kind of country may be (Macedonia, a Balkan country, a European country, a country).
    private static let countryHops = 3
    /// How a CLDR flag's name starts (`flag: Japan`).
    private static let flagPrefix = "flag: "
    /// The most words a place's name may have (`rio de janeiro`; not `capital of the russian federation`).
    private static let placeWords = 3
}
