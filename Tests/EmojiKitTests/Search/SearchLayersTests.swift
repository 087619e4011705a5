import EmojiKit
import Testing

/// The layers below CLDR's words: everyday words, inflections, related words; and the ranking rules
/// that keep each below the ones above it.
@Suite struct SearchLayersTests {
    let english = try! TestData.searcher("en")

    private func top(_ query: String, _ count: Int = 3, _ languages: String...) throws -> [String] {
        TestData.top(query, count, in: languages.isEmpty ? english : try TestData.searcher(languages))
    }

    @Test func everydayWordsFindTheirEmoji() throws {
        #expect(try top("woof", 1) == ["🐶"])
        #expect(try top("namaste", 1) == ["🙏"])
        #expect(try top("latte").contains("☕"))
        #expect(english.search("woof").first?.quality == .everyday)
    }

    /// emojilib's loose keywords (`italy` for 🍕) never push a CLDR match down: for every everyday
    /// word that is also a CLDR word, every CLDR match comes before the first everyday one.
    @Test func everydayWordsRankBelowEveryCLDRMatch() throws {
        for query in ["italy", "party", "love", "cheese", "happy", "nature", "fire", "apple"] {
            let qualities = english.search(query).map(\.quality)
            guard let firstEveryday = qualities.firstIndex(of: .everyday) else { continue }
            #expect(qualities[firstEveryday...].allSatisfy { $0 >= .everyday }, "\(query)")
        }
        #expect(try top("italy", 1) == ["🇮🇹"])
    }

    /// Kinds of things (WordNet) find the emoji of their nearest thing, and their plurals find it as related words.
    @Test func kindsOfThingsAndTheirPlurals() throws {
        #expect(try top("cheddar", 1) == ["🧀"])
        #expect(try top("sedan").contains("🚗"))
        #expect(try top("sparrow", 1) == ["🐦"])
        #expect(try top("sparrows", 1) == ["🐦"])
        #expect(english.search("sparrows").first?.quality == .related)
        #expect(try top("falcons").contains("🐦"))
        // A plural whose stem is no word finds its related word through its base form (`veggies` → the related word
        // veggie of 🥒, stem veggi).
        let veggies = english.search("veggies")
        #expect(veggies.prefix(7).contains { $0.emoji == TestData.id("🥒") && $0.quality == .related })
        // An inflection that respells its word's end finds the related word when its stem finds nothing: `nappies`
        // (stem nappi) the related word nappy of 🧷, `lodging` (stem lodg) lodge of 🏨.
        #expect(try top("nappies", 3).contains("🧷"))
        #expect(try top("raspberries", 3).contains("🫐"))
        #expect(try top("lodging", 3).contains("🏨"))
        #expect(english.search("nappies").first?.quality == .related)
    }

    /// A dish finds the foods it is made with, its main one first (WordNet's definitions), and so does its plural.
    @Test func dishesFindTheirFoods() throws {
        #expect(try top("guacamole", 2) == ["🥑", "🧅"])
        #expect(try top("hummus", 2).sorted() == ["🍋", "🧄"].sorted())
        #expect(try top("ketchup", 1) == ["🍅"])
        #expect(try top("omelettes", 1) == ["🥚"])
    }

    /// A young animal finds its parent, as WordNet's definitions name it, and so does its plural.
    @Test func youngAnimalsFindTheirParents() throws {
        #expect(try top("foal", 1) == ["🐎"])
        #expect(try top("colts", 1) == ["🐎"])
        #expect(try top("whelp", 2).sorted() == ["🐕", "🐺"].sorted())
        #expect(try top("tadpole", 1) == ["🐸"])
    }

    /// A word of a game, a sport or a craft finds the emoji that names it (WordNet's topics).
    @Test func wordsOfGamesFindTheirEmoji() throws {
        #expect(try top("touchdown", 1) == ["🏈"])
        #expect(try top("checkmate", 1) == ["♟️"])
        #expect(try top("inning", 1) == ["⚾"])
        #expect(try top("simmer", 1) == ["🍳"])
    }

    /// A related word one step from an emoji's thing comes before the same word further from another's: `cathedral`
    /// is a kind of church ⛪ and two steps below place of worship 🛐; `pigeon` is right above dove 🕊️.
    @Test func nearRelatedWordsComeFirst() throws {
        #expect(try top("cathedral", 2) == ["⛪", "🛐"])
        #expect(try top("basilica", 1) == ["⛪"])
        #expect(try top("pigeon", 1) == ["🕊️"])
        #expect(try top("hen", 1) == ["🐔"])
    }

    @Test func inflectionsFindTheirWordBelowTheWordAsWritten() throws {
        #expect(try top("snoring", 1) == ["😴"])
        #expect(try top("Katzen", 3, "de").contains("🐱"))
        #expect(try top("chiens", 3, "fr").contains("🐶"))
        #expect(try top("gatti", 1, "it") == ["🐈"])
        // A whole keyword that the typed word is a form of comes before other words with its stem (`vegetables` →
        // vegetable 🥕, not vegetation 🍃).
        let vegetables = try top("vegetables", 7)
        #expect(vegetables.contains("🥕") && !vegetables.contains("🍃"))
        let hearts = english.search("hearts")
        let stemmed = try #require(hearts.firstIndex { $0.quality == .inflection })
        #expect(hearts[..<stemmed].allSatisfy { $0.quality < .inflection })
    }

    /// A place finds the flag of its country, typed whole only: the start of a word is too often the start of a
    /// place's name (`connect`, Connecticut).
    @Test func placesFindTheirFlagWhole() throws {
        #expect(try top("paris", 1) == ["🇫🇷"])
        #expect(try top("bavaria", 1) == ["🇩🇪"])
        #expect(try top("tokyo", 2) == ["🗼", "🇯🇵"])
        #expect(english.search("paris").first?.quality == .related)
        #expect(try !top("pari", 28).contains("🇫🇷"))
        #expect(try !top("connect", 28).contains("🇺🇸"))
        // A place of several words is found by all of them, not by one alone.
        #expect(try top("los angeles", 1) == ["🇺🇸"])
        #expect(try top("buenos aires", 1) == ["🇦🇷"])
        #expect(try !top("angeles", 28).contains("🇺🇸"))
        // Its words mean nothing alone: no emoji of some of them below it (`and`: 👫 woman and man).
        #expect(english.search("salt lake city").count == 1)
        #expect(english.search("antigua and barbuda").count == 1)
        // A flag whose CLDR name WordNet spells otherwise (Türkiye, Bosnia & Herzegovina) finds its places too.
        #expect(try top("istanbul", 1) == ["🇹🇷"])
        #expect(try top("sarajevo", 1) == ["🇧🇦"])
        // A name of places in several countries finds each, WordNet's first first (Birmingham, Alabama).
        #expect(try top("birmingham", 3) == ["🇺🇸", "🇬🇧", "🏴󠁧󠁢󠁥󠁮󠁧󠁿"])
        #expect(try top("florence", 2) == ["🇮🇹", "🇺🇸"])
    }

    /// English irregular forms, which no stemmer brings to their word, find it in the same layer (WordNet's
    /// exception lists: `wolves` → wolf, `slept` → sleep, `angrier` → angry).
    @Test func irregularFormsFindTheirWord() throws {
        #expect(try top("wolves", 1) == ["🐺"])
        #expect(try top("knives", 1) == ["🔪"])
        #expect(try top("slept", 3).contains("😴"))
        #expect(try top("angrier", 3).contains("😠"))
        // A form of a keyword is an inflection; of a whole name, as good as a keyword (`wolves` → 🐺 wolf).
        #expect(english.search("slept").first { $0.emoji == TestData.id("😴") }?.quality == .inflection)
        #expect(english.search("wolves").first?.quality == .exactKeyword)
        // A form whose stem is another word's is none: `leave` finds no leaf 🍀 through `leaves`.
        #expect(try !top("leave", 7).contains("🍀"))
    }

    /// Forms that the stemmers do not know find a word that differs only in its last letters, below every
    /// other layer but typos: an irregular plural, a derived noun.
    @Test func nearFormsFindTheWordTheyEndDifferently() throws {
        #expect(try top("kalpler", 3, "tr").contains("❤️"))
        #expect(try top("подарки", 3, "ru").contains("🎁"))
        #expect(try top("laughter", 3).contains("😂"))
        let laughter = english.search("laughter")
        let near = try #require(laughter.firstIndex { $0.quality == .nearForm })
        #expect(laughter[..<near].allSatisfy { $0.quality < .nearForm })
        // A related word keeps its place above them (`chopper` → helicopter, not chop).
        #expect(try top("chopper", 1) == ["🚁"])
        // One letter more is a near form; too short a word, or a tail too long, has none.
        #expect(english.search("heartx").contains { $0.quality == .nearForm })
        #expect(english.search("cats").allSatisfy { $0.quality != .nearForm })
        #expect(english.search("laughterish").allSatisfy { $0.quality != .nearForm })
    }

    /// An English near form that ends differently shares six letters with the word, not five.
    ///
    /// Words that begin alike for five letters are other words (`village` is no villain 🦹, `saturday` no Saturn 🪐,
    /// `species` no special 🩷, `compare` no compass 🧭), while `scientific` finds scientist 🧑‍🔬 and the misspelt
    /// `sandwitch` 🥪. Other languages keep five (`corações` → coração ❤️).
    @Test func englishNearFormsThatEndDifferentlyShareSixLetters() throws {
        for (query, other) in [("village", "🦹"), ("saturday", "🪐"), ("species", "🩷"), ("compare", "🧭")] {
            #expect(try !top(query, 28).contains(other), "\(query)")
            #expect(english.search(query).allSatisfy { $0.quality != .nearForm }, "\(query)")
        }
        #expect(try top("scientific").contains("🧑‍🔬"))
        #expect(try top("sandwitch").contains("🥪"))
        #expect(try TestData.searcher("pt").search("corações").contains { $0.quality == .nearForm })
    }

    /// Of emoji that a related word reaches alike, the one whose whole name it comes from is first: `primate` → 🐒
    /// monkey before 🙈 🙉 🙊, whose names end in monkey.
    @Test func aRelatedWordOfTheWholeNameComesFirst() throws {
        let primate = english.search("primate")
        #expect(primate.first?.emoji == TestData.id("🐒"))
        #expect(primate.first?.quality == .related)
        #expect(primate.contains { $0.emoji == TestData.id("🙈") && $0.quality == .related })
    }

    /// Among near forms, a word of the name comes before a keyword: `подарки` → 🎁 подарок (its name) before 💝 and
    /// 💐, which have подарок as a keyword; popularity orders the names (`kalpler` → ❤️ kırmızı kalp before 🫀 kalp).
    @Test func aNearFormOfANameWordComesBeforeOneOfAKeyword() throws {
        let gifts = try TestData.searcher("ru").search("подарки")
        #expect(gifts.first?.emoji == TestData.id("🎁"))
        #expect(gifts.first?.quality == .nearForm)
        let keywordOnly = try #require(gifts.firstIndex { $0.emoji == TestData.id("💝") })
        #expect(gifts[keywordOnly].quality == .nearForm)
        let hearts = try top("kalpler", 28, "tr")
        #expect((hearts.firstIndex(of: "❤️") ?? .max) < (hearts.firstIndex(of: "🫀") ?? .max))
    }

    /// A plural of a name word ranks with the keywords as written (popularity between them), below the
    /// names as written; a plural of a whole name ranks with a whole keyword (`Rosen` → 🌹 Rose,
    /// `estrellas` → ⭐ estrella), and so does a plural of a name word that is also a whole keyword
    /// (`Herzen` → ❤️ rotes Herz, keyword Herz; `hearts` → ❤️ red heart, keyword heart).
    @Test func aPluralOfANameWordRanksWithTheKeywordsAsWritten() throws {
        #expect(try top("hearts", 3).contains("❤️"))
        #expect(try top("Herzen", 3, "de").contains("❤️"))
        #expect(try top("Rosen", 1, "de") == ["🌹"])
        #expect(try top("estrellas", 3, "es").contains("⭐"))
    }

    /// The head of a compound in a name that is also a keyword counts as a word of the name (🌳 Laubbaum, keyword
    /// Baum), so its plural puts the trees first, before 🌴, whose keyword Baum is no part of its name (Palme).
    @Test func theHeadOfACompoundNameIsAWordOfTheName() throws {
        let trees = try top("Bäume", 3, "de", "en")
        #expect(trees.contains("🌳") || trees.contains("🌲"))
        #expect(!trees.contains("🌴"))
    }

    /// A typed word that is its own stem does not lift the emoji whose keywords are its inflections:
    /// `kiss` gives 😘 (keyword kiss) before 😚 (keywords kisses, kissing).
    @Test func aBaseFormDoesNotLiftInflectedKeywords() throws {
        let kiss = try top("kiss", 40)
        #expect((kiss.firstIndex(of: "😘") ?? .max) < (kiss.firstIndex(of: "😚") ?? .max))
        #expect(try top("kiss", 3).contains("😘"))
    }

    @Test func aNameWithItsCategoryRanksAsTheName() throws {
        #expect(try top("man people", 1) == ["👨"])
        #expect(try top("chat animal", 1, "fr", "en") == ["🐈"])
    }

    @Test func anEmoticonGivesItsOwnEmojiFirst() throws {
        #expect(try top(":)", 1) == ["🙂"])
        #expect(try top(":-)", 1) == ["🙂"])
    }

    @Test func shortcodesTypedAsWords() throws {
        #expect(try top("man tone5", 1) == ["👨🏿"])
        #expect(try top("thumbsup tone3", 1) == ["👍🏽"])
    }

    @Test func theStartOfANamesReadingComesFirst() throws {
        #expect(try top("shengri", 1, "zh", "en") == ["🎂"])
        // A whole name, or a whole keyword, before names that only start with the word (👯).
        #expect(try ["🐰", "🐇"].contains(top("tokki", 1, "ko", "en").first ?? ""))
    }

    /// With Japanese or Chinese first, a romanized word of it comes before words of another language that only start
    /// with it: `hon` 本 📚 before honey 🍯, `niu` 牛 🐄 before Niue 🇳🇺; with English first, the other way round.
    @Test func aRomanizedWordOfTheFirstLanguageBeforeOtherLanguagesPrefixes() throws {
        let hon = try top("hon", 5, "ja", "en")
        #expect(hon.contains("📚") && !hon.contains("🍯") && !hon.contains("🐝"))
        let niu = try top("niu", 5, "zh", "en")
        #expect(niu.contains("🐄") && !niu.contains("🇳🇺"))
        #expect(try top("hon", 2, "en", "ja").contains("🍯"))
        #expect(try top("niu", 1, "en", "zh") == ["🇳🇺"])
    }

    /// A reading that Mozc's kana confirm counts as the word's (`tsuki` 月 of 🌙, not only 月見 of 🎑 as a name's
    /// start), and the reading of a whole name comes before the same reading as a keyword (`chiizu` → 🧀 チーズ before
    /// 🍕, whose keyword チーズ is, and 📍 地図, read the same).
    @Test func confirmedReadingsAndWholeNamesFirst() throws {
        #expect(try top("tsuki", 2, "ja", "en").contains("🌙"))
        #expect(try top("chiizu", 1, "ja", "en") == ["🧀"])
        #expect(try top("chi-zu", 1, "ja", "en") == ["🧀"])
    }

    /// A guessed reading that is a whole keyword counts as a word where a certain reading has it only
    /// as its inner part: `diannao` is 💻's keyword 电脑 and the end of its shortcode bi_ji_ben_dian_nao.
    @Test func aWholeKeywordsReadingInsideAShortcode() throws {
        #expect(try top("diannao", 3, "zh", "en").contains("💻"))
    }

    /// A guessed reading that is the emoji's whole name ranks above the same reading as a keyword:
    /// 🏦 银行 before 💰 and 💳, whose keywords say 银行.
    @Test func aWholeNamesGuessedReadingBeforeKeywords() throws {
        #expect(try top("yinhang", 1, "zh", "en") == ["🏦"])
    }

    /// A pinyin syllable finds the emoji whose keyword it reads whole before those whose names have it inside:
    /// `niu` → 🐄 🐂 (keyword 牛) before the buttons (按钮 anniu).
    @Test func aSyllableFindsItsKeywordBeforeNamesWithItInside() throws {
        let found = try top("niu", 28, "zh")
        let cow = try #require(found.firstIndex(of: "🐄"))
        #expect(found.firstIndex(of: "▶️").map { cow < $0 } ?? true)
        #expect(cow < 5)
    }

    /// One syllable is a word where it is a whole keyword or name, and only a character where it starts a longer name:
    /// `hua` → 🌸 (keyword 花) before 😍 (花痴 huachi), `xin` → ❤️ (keyword 心) first, `shou` → ✋ (手) before the couples
    /// holding hands (手拉手); two syllables that start a name still find it first (`shengri` above).
    @Test func aSyllableIsAWordBeforeItIsTheStartOfAName() throws {
        let hua = try top("hua", 3, "zh", "en")
        #expect(hua.contains("🌸") && !hua.contains("😍"))
        #expect(try top("hua", 3, "zh").contains("🌸"))
        #expect(try top("xin", 1, "zh", "en") == ["❤️"])
        let shou = try top("shou", 3, "zh", "en")
        #expect(!shou.contains("👫") && !shou.contains("👭"))
        // Traditional Chinese reads the same.
        #expect(try top("hua", 3, "zh-Hant", "en").contains("🌸"))
        // A keyword of one character whose reading is also the first syllable of the emoji's shortcode (💧 水, shui_di;
        // ❄️ 雪, xue_hua) is a whole keyword too.
        #expect(try top("shui", 3, "zh", "en").contains("💧"))
        #expect(try top("xue", 1, "zh", "en") == ["❄️"])
    }

    /// An English word typed whole that is an everyday word finds that word's emoji before the emoji with a longer word
    /// it starts (`hop`: 🦘 before 🙏 hope, `guy`: 👨 before 🇬🇾 Guyana), as an everyday match; not with another first
    /// language, nor for two letters, more often the start of a word (`sc`: ✂️ scissors, not emojilib's `sc`).
    @Test func aWholeEverydayWordBeforeTheLongerWordsItStarts() throws {
        #expect(try top("hop", 2) == ["🦘", "🙏"])
        #expect(try top("guy", 1) == ["👨"])
        #expect(try top("toad", 1) == ["🐸"])
        #expect(english.search("hop").dropFirst().first?.quality == .everyday)
        #expect(try top("hop", 1, "de", "en") == ["🙏"])
        #expect(try top("sc", 2) == ["🇸🇨", "✂️"])
    }

    /// Among the everyday matches of one word, those that Unicode's words for the emoji bear out (its category, its
    /// character name) come first: real vegetables before the plants emojilib also calls vegetable.
    @Test func everydayWordsThatUnicodeBearsOutComeFirst() {
        let vegetables = english.search("vegetable").map { TestData.catalog.string($0.sequence) }
        for vegetable in ["🥦", "🥬", "🧄"] {
            for plant in ["🍃", "🍀", "🌺"] {
                #expect(
                    (vegetables.firstIndex(of: vegetable) ?? .max) < (vegetables.firstIndex(of: plant) ?? .max),
                    "\(vegetable) before \(plant)")
            }
        }
        #expect(english.search("vegetable").first { TestData.catalog.string($0.sequence) == "🥦" }?.quality == .everyday)
    }

    @Test func mozcReadingsWithJapanese() throws {
        #expect(try top("warai", 3, "ja", "en").contains("😂"))
        #expect(try top("kanpai", 3, "ja", "en").contains("🍻"))
    }

    @Test func heartsByNameBeforeHousesByKeyword() {
        let hearts = english.search("heart").map { TestData.catalog.string($0.sequence) }
        for house in ["🏠", "🏡"] {
            let position = hearts.firstIndex(of: house) ?? hearts.count
            for heart in ["❣️", "❤️‍🔥", "🫶"] {
                #expect((hearts.firstIndex(of: heart) ?? .max) < position, "\(heart) before \(house)")
            }
        }
    }

    @Test func typosComeOnlyWhenNoLayerFindsAnything() {
        // `latte` was once a typo of "later".
        #expect(english.search("latte").allSatisfy { $0.quality != .typo })
        #expect(english.search("elephnt").first?.quality == .typo)
    }

    /// An English word in common use that no layer finds is meant as typed, no typo of another.
    ///
    /// It finds nothing rather than the emoji of the words one letter away (`glue` → 💙 blue, `want` → 🪄 wand, `waist`
    /// → ⏰ wait). Misspellings still find their word, also beside a word in common use, and in another language first a word it knows as its own.
    @Test func aWordInCommonUseIsNoTypo() throws {
        for word in ["glue", "want", "waist", "very", "quite"] {
            #expect(english.search(word).isEmpty, "\(word)")
        }
        #expect(try top("piza", 1) == ["🍕"])
        #expect(try top("sanwich", 1) == ["🥪"])
        #expect(try top("happy birthdya").contains("🎂"))
        #expect(try TestData.searcher("de", "en").search("glue").isEmpty)
        #expect(try TestData.searcher("fr").search("glue").first?.quality == .typo)
    }

    /// An English word in common use finds a related word (WordNet's) equal to it, not the longer ones it starts.
    ///
    /// `barn` is no barnstormer 🧑‍✈️, `spit` no spitz 🐕, `pimp` no pimpernel 🌿, alone or with other words; the start of
    /// a word that is none finds them (`barnst`, `spitz`), and a whole related word still does (`rodent`).
    @Test func aWordInCommonUseStartsNoRelatedWord() throws {
        for query in ["barn", "spit", "pimp", "red barn"] {
            let found = try top(query, 28)
            #expect(!found.contains { ["🧑‍✈️", "🐕", "🌿"].contains($0) }, "\(query): \(found)")
        }
        #expect(try top("barnst", 1) == ["🧑‍✈️"])
        #expect(try top("spitz", 1) == ["🐕"])
        #expect(try top("rodent", 7).contains("🐀"))
    }

    /// A first word found only in a lower layer (an inflection, a related word) still finds the emoji with a later word
    /// found in a higher one: a query of several words merges the later words' postings after every layer of the first.
    @Test func aFirstWordOfALowerLayerKeepsItsLaterWords() throws {
        #expect(try top("veggies green", 1) == ["🫛"])
        #expect(english.search("veggies green").first?.quality == .inflection)
        let singing = try top("singing man", 2)
        #expect(singing.contains("👨‍🎤"), "\(singing)")
        #expect(try top("man singing", 2) == singing)
    }
}
