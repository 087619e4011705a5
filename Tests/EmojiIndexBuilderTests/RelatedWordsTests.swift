import EmojiKit
import Foundation
import TestSupport
import Testing

@testable import EmojiIndexBuilder

/// WordNet's related words for the English vocabulary of the base emoji (CLDR's names and
/// keywords; without emojilib's everyday words, which the index builder adds).
@Suite struct RelatedWordsTests {
    static let archive = Repository.sources + "/wordnet/wordnet-3.0.tar.xz"
    static let relatedWords = try! RelatedWords(wordNetDirectoryOrArchive: archive)
    static let emoji: [(text: String, vocabulary: RelatedWords.Vocabulary)] = try! englishVocabularies()
    static let found: [String: [RelatedWord]] = {
        let lists = relatedWords.related(emoji.map(\.vocabulary))
        return Dictionary(uniqueKeysWithValues: zip(emoji.map { CLDRAnnotations.key($0.text) }, lists))
    }()

    @Test func theArchiveParses() throws {
        let wordNet = Self.relatedWords.wordNet
        #expect(wordNet.synsets.count == 117_659)
        let chicken = try #require(wordNet.senses["chicken"]?[.noun])
        #expect(wordNet.synsets[chicken[1]]?.words.contains("Gallus_gallus") == true)
        #expect(wordNet.lemmas(of: "animals", .noun) == ["animal"])
        #expect(wordNet.lemmas(of: "crying", .verb) == ["cry"])
        #expect(wordNet.lemmas(of: "mice", .noun) == ["mouse"])
        #expect(wordNet.isOffensive("cock") && !wordNet.isOffensive("hen"))  // also a rooster
        #expect(wordNet.depths[chicken[1], default: 0] > 10)
    }

    /// The words the issue asks for, each reaching the emoji it names.
    @Test(arguments: [
        ("hen", "🐔"), ("cheeseburger", "🍔"), ("latte", "☕"), ("toad", "🐸"), ("arachnid", "🕷️"),
        ("rodent", "🐭🐀🐁"), ("strength", "💪"), ("photography", "📷📸"),
    ])
    func theIssuesExamples(word: String, emoji: String) {
        #expect(reached(word).contains { CLDRAnnotations.key(emoji).contains($0) }, "\(word) reaches \(reached(word))")
    }

    /// More words people type that CLDR lacks.
    @Test(arguments: [
        ("puppy", "🐕"), ("piglet", "🐷"), ("hog", "🐖"), ("duckling", "🦆"), ("espresso", "☕"),
        ("cappuccino", "☕"), ("airliner", "✈️"), ("cellphone", "📱"), ("canine", "🐕"), ("poultry", "🦃"),
        ("furious", "😡"), ("equine", "🐎"), ("taxicab", "🚕"), ("spectacles", "👓"), ("wrath", "😠"),
    ])
    func everydayWords(word: String, emoji: String) {
        #expect(reached(word).contains(CLDRAnnotations.key(emoji)), "\(word) reaches \(reached(word))")
    }

    /// A more general thing WordNet words only as phrases (`anseriform bird`, `heavier-than-air craft`) gives way
    /// to the one above it.
    @Test(arguments: [("waterfowl", "🦆"), ("waterfowl", "🪿"), ("aircraft", "✈️"), ("aircraft", "🚁"), ("seabird", "🐧")])
    func hypernymsAbovePhrases(word: String, emoji: String) {
        #expect(reached(word).contains(CLDRAnnotations.key(emoji)), "\(word) reaches \(reached(word))")
        #expect(relation(of: word) == .hypernym)
    }

    /// Senses the emoji's other words do not support stay out, and so do abbreviations' readings
    /// and offensive words.
    @Test func wrongSensesStayOut() {
        #expect(!reached("tolerate").contains("🐻"))  // bear, the verb
        #expect(!reached("flowerpot").contains("💰"))  // pot, as in jackpot
        #expect(!reached("puppy").contains("🌭"))  // a hot dog is no dog
        #expect(reached("hectometer").isEmpty)  // hm, a keyword of 😕
        #expect(reached("colligate").isEmpty)  // linked
        #expect(reached("homo").isEmpty)
    }

    /// Slang that makes synonyms of several of an emoji's words gives it no words.
    ///
    /// The emoji's category says which thing it is: `cabbage`, `kale` and `lettuce` of leafy green 🥬 are money too; `goofball` shares a synset
    /// with goose 🪿. The category keeps senses that are things (`tablet` for pill 💊, `sparkle` for sparkles ✨).
    @Test func slangThatSeveralWordsShareStaysOut() {
        for word in ["dough", "loot", "moolah", "swipe", "pilfer"] {
            #expect(!reached(word).contains("🥬"), "\(word) reaches \(reached(word))")
        }
        #expect(!reached("goofball").contains("🪿"))
        #expect(!reached("show-off").contains("🌭"))
        #expect(reached("tablet").contains("💊") && reached("twinkle").contains("✨"))
        let words = Self.found[CLDRAnnotations.key("🥬")] ?? []
        #expect(words.contains { $0.text == "kail" }, "\(words.map(\.text))")
    }

    /// Kinds of things at any depth, from the word up to the nearest thing an emoji names.
    @Test(arguments: [
        ("cheddar", "🧀"), ("mozzarella", "🧀"), ("lager", "🍺"), ("sedan", "🚗"), ("sparrow", "🐦"), ("falcon", "🐦"),
        ("iguana", "🦎"), ("hammerhead", "🦈"), ("sardine", "🐟"), ("knackwurst", "🌭"),
    ])
    func kindsOfThings(word: String, emoji: String) {
        #expect(reached(word).contains(CLDRAnnotations.key(emoji)), "\(word) reaches \(reached(word))")
        #expect(relation(of: word) == .kind)
    }

    /// Kinds of an event an emoji's whole name names, and of natural phenomena.
    @Test(arguments: [
        ("wildfire", "🔥"), ("bonfire", "🔥"), ("breeze", "🍃"), ("gale", "🌬"), ("downpour", "🌧"), ("magnetism", "🧲"),
    ])
    func kindsOfEventsAndPhenomena(word: String, emoji: String) {
        #expect(reached(word).contains(CLDRAnnotations.key(emoji)), "\(word) reaches \(reached(word))")
        #expect(relation(of: word) == .kind)
    }

    /// An event is a kind only under an emoji's whole name: under a keyword or a word of a name (victory of
    /// ✌️, rise of 🐦‍🔥) events are loose.
    @Test func eventsStayUnderWholeNames() {
        #expect(!reached("checkmate").contains(CLDRAnnotations.key("✌️")))
        #expect(!reached("liftoff").contains(CLDRAnnotations.key("🐦‍🔥")))
    }

    /// Names of people and places are no kinds, a head word of many kinds (`tree`, `room`) or a far one
    /// (`mammal`) takes none, and a word some emoji already has is not added elsewhere.
    @Test func kindsStayNearAndNew() {
        #expect(reached("sartre").isEmpty && reached("shakespeare").isEmpty)
        #expect(reached("babirusa").isEmpty)  // a pig, under mammal, a keyword of 🫎
        #expect(reached("wheelhouse").isEmpty)  // a room, not 🚺
        #expect(reached("skank").isEmpty)
        // Slang senses of a name (a peach, a seat, a rat) take no people or body parts.
        #expect(!reached("looker").contains("🍑") && !reached("tush").contains("💺") && !reached("lowlife").contains("🐀"))
        let known = Set(
            Self.emoji.flatMap { [$0.vocabulary.name.lowercased()] + $0.vocabulary.keywords.map { $0.lowercased() } })
        let kinds = Self.found.values.joined().filter { $0.relation == .kind }
        #expect(kinds.allSatisfy { !known.contains($0.text) })
    }

    /// A word one step from the emoji's whole name is near it; one further off ranks below.
    ///
    /// `cathedral` is a kind of church ⛪, two steps below place of worship 🛐. A related word of one emoji is a kind
    /// of another only when near it (nil: not offered): `pigeon`, above dove 🕊️, is no word of bird 🐦, two steps
    /// up.
    @Test(
        arguments: [
            ("cathedral", "⛪", true), ("cathedral", "🛐", false), ("pigeon", "🕊", true), ("pigeon", "🐦", nil),
            ("hen", "🐔", true), ("latte", "☕", false), ("jalapeno", "🌶", false),
        ] as [(String, String, Bool?)])
    func nearWordsRankFirst(word: String, emoji: String, isNear: Bool?) {
        let related = Self.found[CLDRAnnotations.key(emoji)]?.first { $0.text == word }
        #expect(related?.isNear == isNear, "\(word) for \(emoji): \(String(describing: related))")
    }

    /// A word from the emoji's whole name is marked so, one from a word of a longer name or from a keyword is not:
    /// `primate` is above monkey 🐒 and above the monkey of see-no-evil monkey 🙈; `sparrow` is a kind of bird 🐦;
    /// `quack` is the sound of duck 🦆; `jalapeno` is two steps below hot pepper 🌶️; `latte` is below the keyword
    /// coffee of hot beverage ☕.
    @Test(
        arguments: [
            ("primate", "🐒", true), ("primate", "🙈", false), ("sparrow", "🐦", true), ("quack", "🦆", true),
            ("jalapeno", "🌶", true), ("latte", "☕", false),
        ] as [(String, String, Bool)])
    func wordsOfTheWholeNameAreMarked(word: String, emoji: String, ofWholeName: Bool) throws {
        let related = try #require(Self.found[CLDRAnnotations.key(emoji)]?.first { $0.text == word })
        #expect(related.ofWholeName == ofWholeName, "\(word) for \(emoji): \(related)")
    }

    /// Ways of doing what the name does, where the emoji's other words say which sense of the verb it is.
    @Test func waysOfDoingWhatTheNameDoes() {
        #expect(reached("chuckle").contains("🤣") && reached("guffaw").contains("🤣"))
        #expect(reached("snivel").contains("😭"))
        #expect(relation(of: "guffaw") == .hyponym)
        // Beating heart 💓 beats as a heart does, not as a team wins.
        #expect(!reached("outscore").contains("💓"))
    }

    /// The sounds animals make, from the glosses of WordNet's verbs of sound.
    @Test(arguments: [
        ("quack", "🦆"), ("purr", "🐈"), ("neigh", "🐎"), ("whinny", "🐎"), ("buzz", "🐝"), ("bark", "🐕"),
        ("bray", "🫏"), ("coo", "🕊️"), ("oink", "🐖"), ("trumpet", "🐘"), ("howl", "🐺"),
    ])
    func soundsAnimalsMake(word: String, emoji: String) {
        expect(word, relatedTo: emoji, by: .sound)
    }

    /// Young animals, from the definitions of WordNet's animals (`whelp`: "young of any of various canines such as a dog
    /// or wolf"; `tadpole`: "a larval frog or toad").
    @Test(arguments: [
        ("foal", "🐎"), ("whelp", "🐺"), ("whelp", "🐕"), ("tadpole", "🐸"), ("polliwog", "🐸"), ("peachick", "🦚"),
    ])
    func youngAnimals(word: String, emoji: String) {
        expect(word, relatedTo: emoji, by: .young)
    }

    /// A general class is no parent (`antlion`, "the larva of any of several insects", is not a bug 🐛), nor is a
    /// compound (`kit`, "young of any of various fur-bearing animals"), and a word whose first sense is another is no
    /// young animal (`spat`, a quarrel before a young oyster 🦪).
    @Test func youngAnimalsStayWithTheirParents() {
        #expect(relation(of: "antlion") != .young)
        #expect(relation(of: "kit") != .young)
        #expect(!reached("spat").contains("🦪"))
        #expect(Self.found.values.joined().allSatisfy { $0.relation != .young || ($0.isNear && $0.ofWholeName) })
    }

    /// A verb whose gloss names an animal but is not its sound, or that says much else, stays out: `cry` ("utter a
    /// characteristic sound; 'The cat was crying'"), `click` and `clack` beside cluck, `point` (a dog pointing), the
    /// sounds of a horse's hooves (`plunk`).
    @Test func soundsStayWithTheirAnimal() {
        #expect(!reached("cry").contains("🐈"))
        #expect(!reached("click").contains("🐔") && !reached("clack").contains("🐔"))
        #expect(!reached("point").contains("🐕"))
        #expect(!reached("plunk").contains("🐎"))
    }

    /// The main food comes first; what a food lacks or looks like is no ingredient (`granadilla`, "the egg-shaped
    /// edible fruit …"; `yogurt`, "a custard-like food"; `cherimoya`, "… related to custard apples"; cornbread "made
    /// without milk or eggs"); a word another relation gives keeps it (`cheddar`, a kind of cheese).
    @Test func ingredientsAreWhatTheFoodIsMadeOf() {
        #expect(Self.found[CLDRAnnotations.key("🥑")]?.first { $0.text == "guacamole" }?.isNear == true)
        #expect(Self.found[CLDRAnnotations.key("🧅")]?.first { $0.text == "guacamole" }?.isNear == false)
        #expect(!reached("granadilla").contains("🥚"))
        #expect(!reached("yogurt").contains("🍮"))
        #expect(!reached("cherimoya").contains("🍮"))
        #expect(!reached("cornpone").contains("🥚"))
        #expect(relation(of: "cheddar") == .kind)
    }

    /// Dishes and drinks by the foods their definitions say they are made with (the first food named is near), and the
    /// words of the games, sports and crafts emoji name. (Cooking 🍳 takes `simmer` and `marinate` with emojilib's
    /// words, `food` and `kitchen`, which its definition shares; CLDR's words alone share none.)
    @Test(
        arguments: [
            ("guacamole", "🥑", .ingredient), ("guacamole", "🧅", .ingredient), ("hummus", "🍋", .ingredient),
            ("hummus", "🧄", .ingredient), ("ketchup", "🍅", .ingredient), ("omelette", "🥚", .ingredient),
            ("eggnog", "🥚", .ingredient), ("piccalilli", "🥒", .ingredient), ("knish", "🥔", .ingredient),
            ("touchdown", "🏈", .topic), ("touchback", "🏈", .topic), ("inning", "⚾", .topic), ("shortstop", "⚾", .topic),
            ("checkmate", "♟️", .topic), ("stalemate", "♟️", .topic), ("scrum", "🏉", .topic), ("forehand", "🎾", .topic),
            ("riposte", "🤺", .topic),
        ] as [(String, String, RelatedWord.Relation)])
    func dishesAndGames(word: String, emoji: String, relation: RelatedWord.Relation) {
        expect(word, relatedTo: emoji, by: relation)
    }

    /// A topic goes to the emoji whose words are the topic's: cricket the game is not the insect 🦗, bridge the card
    /// game not bridge at night 🌉, a game not the game die 🎲; a word whose first sense is another stays out (`walk`
    /// is no word of baseball).
    @Test func topicsStayWithTheirEmoji() {
        #expect(reached("snick") == [CLDRAnnotations.key("🏏")])
        #expect(reached("overbid").isEmpty && reached("doubleton").isEmpty)
        #expect(reached("rematch").isEmpty)
        #expect(relation(of: "walk") != .topic)
        #expect(Self.found.values.joined().allSatisfy { $0.relation != .topic || !$0.isNear })
    }

    @Test func floodsAreCapped() {
        let limits = Self.relatedWords.limits
        var reach: [String: Int] = [:]
        for (entry, words) in zip(Self.emoji, Self.emoji.map { Self.found[CLDRAnnotations.key($0.text)] ?? [] }) {
            // Kinds and places are many for some emoji (cheeses, the cities of a country), each in few emoji.
            #expect(words.filter { $0.relation != .kind && $0.relation != .place }.count <= limits.perEmoji)
            #expect(Set(words.map(\.text)).count == words.count)
            let own = Set(
                ([entry.vocabulary.name] + entry.vocabulary.keywords).flatMap {
                    [$0.lowercased()] + $0.lowercased().split(separator: " ").map(String.init)
                })
            for word in words {
                #expect(!own.contains(word.text), "\(word.text) is already a word of \(entry.text)")
                #expect(word.text == word.text.lowercased() && !word.text.contains(" "))
                reach[word.text, default: 0] += 1
            }
        }
        #expect(reach.values.allSatisfy { $0 <= limits.wordSpread })
        // The figures in data/sources/wordnet/README.md (CLDR alone); measure.py gives the same pairs but kinds and sounds.
        let pairs = Self.found.values.joined()
        let kinds = pairs.filter { $0.relation == .kind }.count
        let sounds = pairs.filter { $0.relation == .sound }.count
        let ingredients = pairs.filter { $0.relation == .ingredient }.count
        let topics = pairs.filter { $0.relation == .topic }.count
        let young = pairs.filter { $0.relation == .young }.count
        let places = pairs.filter { $0.relation == .place }.count
        let others = pairs.count - kinds - sounds - ingredients - topics - young - places
        #expect(others == 12_458, "\(others) related words: update data/sources/wordnet/README.md")
        #expect(kinds == 6_554, "\(kinds) kinds: update data/sources/wordnet/README.md")
        #expect(sounds == 39, "\(sounds) sounds: update data/sources/wordnet/README.md")
        #expect(ingredients == 124, "\(ingredients) ingredients: update data/sources/wordnet/README.md")
        #expect(topics == 92, "\(topics) topics: update data/sources/wordnet/README.md")
        #expect(young == 13, "\(young) young animals: update data/sources/wordnet/README.md")
        #expect(places == 2_686, "\(places) places: update data/sources/wordnet/README.md")
    }

    /// Places in the country a flag names, and the country's other names, find the flag (WordNet's part holonyms).
    @Test(arguments: [
        ("paris", "🇫🇷"), ("bavaria", "🇩🇪"), ("texas", "🇺🇸"), ("kyoto", "🇯🇵"), ("london", "🇬🇧"),
        ("london", "🏴󠁧󠁢󠁥󠁮󠁧󠁿"), ("cairo", "🇪🇬"), ("holland", "🇳🇱"), ("nippon", "🇯🇵"),
        // Flags whose CLDR name WordNet spells otherwise (Bosnia & Herzegovina, Myanmar (Burma), Côte d’Ivoire) or
        // names by its capital (Congo - Kinshasa).
        ("sarajevo", "🇧🇦"), ("rangoon", "🇲🇲"), ("abidjan", "🇨🇮"), ("lubumbashi", "🇨🇩"),
    ])
    func placesFindTheirFlag(word: String, emoji: String) {
        expect(word, relatedTo: emoji, by: .place)
    }

    /// A name is taken for its place only where that is what it means: the capital, not the town of the same name
    /// (`paris` in Texas, `cairo` in Illinois), not a word that is mostly something else (`nice`, `reading`) or an
    /// emoji's name (`phoenix`), and not the flag of the state that bears a country's name (Atlanta is in Georgia the
    /// state, not the country).
    @Test func placesMeanTheirPlace() {
        #expect(!reached("paris").contains(CLDRAnnotations.key("🇺🇸")))
        #expect(!reached("cairo").contains(CLDRAnnotations.key("🇺🇸")))
        #expect(relation(of: "nice") != .place)
        #expect(relation(of: "reading") != .place)
        #expect(relation(of: "phoenix") != .place)  // 🐦‍🔥's name, though WordNet's first phoenix is in Arizona
        #expect(!reached("atlanta").contains(CLDRAnnotations.key("🇬🇪")))
        #expect(reached("atlanta").contains(CLDRAnnotations.key("🇺🇸")))
        // A name of places in several countries, none a capital, finds each, the first WordNet lists first.
        let birmingham = { (flag: String) in Self.found[CLDRAnnotations.key(flag)]?.first { $0.text == "birmingham" } }
        #expect(birmingham("🇺🇸")?.isNear == true)
        #expect(birmingham("🇬🇧")?.isNear == false)
        #expect(!reached("paris").contains(CLDRAnnotations.key("🇺🇸")))
        let holland = Self.found[CLDRAnnotations.key("🇳🇱")]?.first { $0.text == "holland" }
        #expect(holland?.ofWholeName == true)
        // A name of several words is written joined, for a search to find it by all of them only.
        #expect(reached("losangeles").contains(CLDRAnnotations.key("🇺🇸")))
        #expect(Self.found.values.joined().allSatisfy { $0.relation != .place || !$0.text.contains(" ") })
    }

    /// A flag whose CLDR name is no WordNet place takes the country one of its own everyday words names, or two of
    /// them in a row (emojilib's `turkey` for Türkiye, `czech republic` for Czechia), not one another flag shares.
    @Test func flagsTakeTheirCountryFromTheirEverydayWords() {
        let flags = [
            RelatedWords.Vocabulary(name: "flag: Türkiye", keywords: ["flag"], everyday: ["tr", "turkey", "flag"]),
            RelatedWords.Vocabulary(name: "flag: Czechia", keywords: ["flag"], everyday: ["czech", "republic"]),
            RelatedWords.Vocabulary(name: "flag: Congo - Nowhere", keywords: ["flag"], everyday: ["congo"]),
            RelatedWords.Vocabulary(name: "flag: Elsewhere", keywords: ["flag"], everyday: ["congo"]),
        ]
        let places = Self.relatedWords.places(flags, taken: []).map { Set($0.map(\.text)) }
        #expect(places[0].contains("istanbul") && places[0].contains("ankara"))
        #expect(places[1].contains("prague"))
        #expect(places[2].isEmpty && places[3].isEmpty)
    }

    @Test func flagNamesAsWordNetSpellsThem() {
        let bosnia = RelatedWords.wordNetSpellings(of: "Bosnia & Herzegovina")
        #expect(bosnia == ["bosnia & herzegovina", "bosnia and herzegovina"])
        #expect(RelatedWords.wordNetSpellings(of: "Côte d’Ivoire") == ["côte d’ivoire", "cote d'ivoire"])
        #expect(RelatedWords.wordNetSpellings(of: "St. Kitts & Nevis").contains("saint kitts and nevis"))
        #expect(RelatedWords.wordNetSpellings(of: "Myanmar (Burma)").suffix(2) == ["myanmar", "burma"])
        #expect(RelatedWords.wordNetSpellings(of: "Hong Kong SAR China").last == "hong kong")
        #expect(RelatedWords.wordNetSpellings(of: "Japan") == ["japan"])
    }

    @Test func theSameEveryTime() throws {
        let again = try RelatedWords(wordNetDirectoryOrArchive: Self.archive)
        #expect(again.related(Self.emoji.map(\.vocabulary)) == Self.relatedWords.related(Self.emoji.map(\.vocabulary)))
        let hamburger = again.related(name: "hamburger", keywords: ["burger", "food"], everyday: [])
        #expect(hamburger.contains(RelatedWord(text: "cheeseburger", relation: .hyponym, ofWholeName: true)))
        #expect(hamburger == again.related(name: "hamburger", keywords: ["burger", "food"], everyday: []))
    }

    @Test func namesHeads() {
        #expect(RelatedWords.heads(of: "hammer and wrench") == ["hammer", "wrench"])
        #expect(RelatedWords.heads(of: "cat with wry smile") == ["cat"])
        #expect(RelatedWords.heads(of: "flag: Germany").isEmpty)
        #expect(RelatedWords.heads(of: "cat").isEmpty)
    }

    /// Expects `word` among the related words of `emoji`, by `relation`.
    private func expect(
        _ word: String, relatedTo emoji: String, by relation: RelatedWord.Relation,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let found = Self.found[CLDRAnnotations.key(emoji)]?.first { $0.text == word }
        #expect(
            found?.relation == relation, "\(word) for \(emoji): \(String(describing: found))",
            sourceLocation: sourceLocation)
    }

    /// How `word` is related to the emoji it reaches first.
    private func relation(of word: String) -> RelatedWord.Relation? {
        Self.found.values.joined().first { $0.text == word }?.relation
    }

    /// The base emoji (without U+FE0F) that `word` is related to.
    private func reached(_ word: String) -> [String] {
        Self.emoji.filter { entry in
            (Self.found[CLDRAnnotations.key(entry.text)] ?? []).contains { $0.text == word }
        }.map { CLDRAnnotations.key($0.text) }
    }

    /// Every base emoji with its resolved English name and keywords.
    private static func englishVocabularies() throws -> [(text: String, vocabulary: RelatedWords.Vocabulary)] {
        let scratch = TemporaryDirectory(prefix: "related-words")
        let sources = Repository.sourceFiles
        for (archive, name) in [(sources.annotationsArchive, "annotations"), (sources.derivedArchive, "derived")] {
            try FileManager.default.createDirectory(
                atPath: scratch.path + "/" + name, withIntermediateDirectories: true)
            let tar = try ChildProcess.run(
                "/usr/bin/env", ["tar", "-xJf", archive, "-C", scratch.path + "/" + name, "en.json"],
                environment: ProcessInfo.processInfo.environment)
            guard tar.status == 0 else { throw TestSupportError("tar: \(tar.stderr)") }
        }
        let annotations = try CLDRAnnotations(
            annotationsDirectory: scratch.path + "/annotations", derivedDirectory: scratch.path + "/derived"
        ).resolved("en")
        let file = try EmojiTestFile(
            text: String(contentsOfFile: sources.emojiTest, encoding: .utf8), path: sources.emojiTest)
        return file.fullyQualified.filter { !$0.scalars.contains { SkinTone(modifier: $0) != nil } }.map { entry in
            let annotation = annotations[CLDRAnnotations.key(entry.text)]
            let vocabulary = RelatedWords.Vocabulary(
                name: annotation?.name ?? "", keywords: annotation?.keywords ?? [], everyday: [],
                category: CategoryWords.englishWords(
                    group: file.groups[entry.group], subgroup: file.subgroups[entry.subgroup].name))
            return (entry.text, vocabulary)
        }
    }
}
