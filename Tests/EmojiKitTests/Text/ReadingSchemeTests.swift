import EmojiKit
import Testing

/// The canonical spellings that merge the ways people type Japanese, Chinese and Korean in Latin
/// letters, and the forms a partly typed word is looked up with.
@Suite struct ReadingSchemeTests {
    private func forms(_ scheme: ReadingScheme, _ word: String) -> [String] {
        scheme.queryForms(word).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test(arguments: [
        // Hepburn, Kunrei and wāpuro spellings of the same kana are one.
        ("shi", "si"), ("si", "si"), ("chi", "ti"), ("ti", "ti"), ("tsu", "tu"), ("tu", "tu"), ("fu", "hu"),
        ("ji", "zi"), ("zi", "zi"), ("sha", "sya"), ("sya", "sya"), ("ja", "zya"), ("jya", "zya"), ("zya", "zya"),
        ("cha", "tya"), ("tya", "tya"), ("wo", "o"),
        // Input methods' spellings of ティ and ディ, which Hepburn writes ti and di.
        ("paathii", "pati"), ("paatii", "pati"), ("dhisuko", "disuko"),
        // Long vowels: ou, oo, ō (folded to o) and a single vowel; ー written as the vowel again.
        ("toukyou", "tokyo"), ("tookyoo", "tokyo"), ("tokyo", "tokyo"), ("raamen", "ramen"), ("ramen", "ramen"),
        // Small っ as a doubled consonant, ん as n, nn or n'.
        ("kitte", "kite"), ("matcha", "matya"), ("maccha", "matya"), ("konnichiha", "konitiha"),
        ("shinbun", "sinbun"), ("shimbun", "sinbun"),
    ])
    func japaneseSpellingsMeet(typed: String, canonical: String) {
        #expect(ReadingScheme.japanese.canonical(typed) == canonical)
    }

    @Test func aJapaneseWordEndingInsideASpellingLooksUpEveryWayItMayGoOn() {
        #expect(forms(.japanese, "sh") == ["si", "sy"])
        #expect(forms(.japanese, "issh") == ["isi", "isy"])
        #expect(forms(.japanese, "mat") == ["mat"])
        #expect(forms(.japanese, "matc") == ["mati", "maty"])
        #expect(forms(.japanese, "neko") == ["neko"])
        #expect(forms(.japanese, "n") == [], "one letter is too short")
        #expect(forms(.japanese, "café") == [], "not Latin letters")
    }

    @Test func pinyinTakesVForU() {
        #expect(ReadingScheme.mandarin.canonical("lv") == "lu")
        #expect(forms(.mandarin, "xiongmao") == ["xiongmao"])
    }

    @Test(arguments: [
        ("goyangi", "goyangi"), ("koyangi", "goyangi"), ("gimchi", "gimchi"), ("kimchi", "gimchi"),
        ("seoul", "soul"), ("busan", "busan"), ("pusan", "busan"), ("mujigae", "mujige"), ("ttong", "dong"),
        ("sarang", "salang"),
        // sh: ㅅ before i and w, the ㅅ of ㅑ, ㅔ, ㅛ, ㅠ before a, e, o, u.
        ("shi", "si"), ("shwi", "swi"), ("shawo", "syawo"), ("syawo", "syawo"), ("shoping", "syobing"),
        ("sheocheu", "syochu"),
    ])
    func koreanSpellingsMeet(typed: String, canonical: String) {
        #expect(ReadingScheme.korean.canonical(typed) == canonical)
    }

    @Test func aKoreanWordEndingInAVowelMayBeASpellingOfTwoLetters() {
        // `se` may go on to `seo` (canonical `so`); `mujiga` to `mujigae` (canonical `mujige`).
        #expect(forms(.korean, "se") == ["se", "so", "su"])
        #expect(forms(.korean, "mujiga") == ["mujiga", "mujige"])
        #expect(forms(.korean, "mujigae") == ["mujige"])
    }

    @Test func aKoreanWordEndingInShLooksUpWhatItMayGoOnTo() {
        // `sh` may go on to `shi`, `shwi` or `sha` (canonical `si`, `sw…`, `sy…`; not every `s`), and `she` to `sheo`.
        #expect(forms(.korean, "sh") == ["si", "sw", "sy"])
        #expect(forms(.korean, "she") == ["sye", "syo", "syu"])
        #expect(forms(.korean, "issh") == ["isi", "isw", "isy"])
    }

    @Test func schemesFollowTheLanguage() {
        #expect(ReadingScheme(locale: "ja") == .japanese)
        #expect(ReadingScheme(locale: "zh-Hant-HK") == .mandarin)
        #expect(ReadingScheme(locale: "ko") == .korean)
        #expect(ReadingScheme(locale: "de") == nil)
    }
}
