import Testing

@testable import EmojiIndexBuilder

/// Letters of another script that CLDR writes for look-alikes of a locale's own (see `LookAlikeLetters.swift`).
@Suite struct LookAlikeLettersTests {
    @Test(arguments: [
        // Serbian: Latin a, e, o, j in Cyrillic words.
        ("хoтeл", LookAlikeLetters.Script.cyrillic, "хотел"), ("бajкa", .cyrillic, "бајка"),
        ("спaвaњe", .cyrillic, "спавање"),
        // Chuvash: Latin ă, ĕ, ç for ӑ, ӗ, ҫ; Belarusian: Latin i for і.
        ("алă привочĕ", .cyrillic, "алӑ привочӗ"), ("арçын ача", .cyrillic, "арҫын ача"), ("адзiн", .cyrillic, "адзін"),
        // Kabyle and Akan: Greek ε and ͻ, Cyrillic ԑ, the small capital ᴐ for ɛ and ɔ.
        ("taεeẓẓugt", .latin, "taɛeẓẓugt"), ("akyerԑkyerԑkwan", .latin, "akyerɛkyerɛkwan"), ("kͻkͻͻ", .latin, "kɔkɔɔ"),
        ("tikᴐkᴐᴐ", .latin, "tikɔkɔɔ"), ("ƐSORO akyerԑkyerԑkwan", .latin, "ƐSORO akyerɛkyerɛkwan"),
    ])
    func aWordWithLettersOfTheLocalesScriptTakesItsLookAlikes(
        phrase: String, script: LookAlikeLetters.Script, unmixed: String
    ) {
        #expect(LookAlikeLetters.unmixed(phrase, script: script) == unmixed)
    }

    @Test func aWordWhollyInAnotherScriptAndLettersWithNoLookAlikeStay() {
        #expect(LookAlikeLetters.unmixed("e-mail", script: .cyrillic) == "e-mail")
        #expect(LookAlikeLetters.unmixed("n-ардык", script: .cyrillic) == "n-ардык")
        #expect(LookAlikeLetters.unmixed("ok лайк", script: .cyrillic) == "ok лайк")
        #expect(LookAlikeLetters.unmixed("καρδιά", script: .latin) == "καρδιά")
        #expect(LookAlikeLetters.unmixed("cœur rouge", script: .latin) == "cœur rouge")
    }

    @Test func aLocalesScriptIsTheOneMostOfItsLettersAreIn() {
        #expect(LookAlikeLetters.script(of: ["хoтeл", "кревет", "спавање"]) == .cyrillic)
        #expect(LookAlikeLetters.script(of: ["kͻkͻͻ", "akyerԑkyerԑkwan"]) == .latin)
        #expect(LookAlikeLetters.script(of: ["καρδιά", "γάτα"]) == .greek)
        #expect(LookAlikeLetters.script(of: ["ok", "猫", "ねこ", "いぬ"]) == nil, "Japanese, with a Latin word")
        #expect(LookAlikeLetters.script(of: [String]()) == nil)
    }

    @Test func aLocalesAnnotationsAreUnmixedInItsScript() {
        let serbian = CLDRAnnotations.unmixingLookAlikes([
            "🛏": .init(name: "кревет", keywords: ["кревет", "спaвaњe", "хoтeл"]),
            "📧": .init(name: "e-mail", keywords: ["e-mail", "пошта"]),
        ])
        #expect(serbian["🛏"]?.keywords == ["кревет", "спавање", "хотел"])
        #expect(serbian["📧"] == .init(name: "e-mail", keywords: ["e-mail", "пошта"]))
    }
}
