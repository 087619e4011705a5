import EmojiKit
import TestSupport
import Testing

@testable import EmojiIndexBuilder

/// The CLDR 49 alpha names of the emoji CLDR 48 lacks: read from their file, spelled as CLDR spells names, and
/// added to the annotations marked provisional.
@Suite struct ProvisionalNamesTests {
    typealias Annotation = CLDRAnnotations.Annotation

    @Test func readsTheRealFile() throws {
        let names = try ProvisionalNames(path: Repository.sourceFiles.provisionalNames)
        #expect(
            names.languages == ["en", "ar", "de", "es", "fa", "fr", "id", "it", "ja", "ko", "pt", "ru", "tr", "zh"])
        #expect(names.rows.count == 22)  // 9 emoji, 10 toned forms, 3 renamed flags
        let pickle = try #require(names.rows.first { $0.key == "🫝" })
        #expect(pickle.names["de"] == "saure_gurke" && pickle.names["ja"] == "ピクルス")
        #expect(names.rows.first { $0.key == "🫹🏿" }?.scalars == ["\u{1FAF9}", "\u{1F3FF}"])
    }

    @Test func badRowsAreNamed() {
        let header = "codepoints\temoji\tstatus\tE\ten\tde\n"
        #expect(throws: SourceError.self) { try ProvisionalNames(text: "no header\n", path: "x") }
        do {
            _ = try ProvisionalNames(text: header + "1FADD\t🫝\tfully-qualified\t18\tpickle\n", path: "x.tsv")
            Issue.record("expected an error")
        } catch {
            #expect("\(error)".hasPrefix("x.tsv:2:"))
        }
    }

    @Test func namesCompareWithoutTheFilesSpelling() {
        #expect(ProvisionalNames.spaced("saure_gurke") == "saure gurke")
        #expect(ProvisionalNames.namesAlike("flagge_st._helena", "Flagge: St. Helena"))
        #expect(
            ProvisionalNames.namesAlike("drapeau_îles_heard-et-macdonald", "drapeau\u{202F}: Îles Heard-et-MacDonald"))
        #expect(ProvisionalNames.namesAlike("флаг_о_ва_Херд_и_Макдональд", "флаг: о-ва Херд и Макдональд"))
        // The file's Chinese flags lack the pattern word.
        #expect(ProvisionalNames.namesAlike("圣赫勒拿", "旗: 圣赫勒拿"))
        #expect(!ProvisionalNames.namesAlike("flag: St. Helena, Ascension & Tristan da Cunha", "flag: St. Helena"))
    }

    @Test func caseComesBackFromTheLocalesOwnWords() {
        let german = WordCase(annotations: [
            "🥒": Annotation(name: "Gurke", keywords: ["Gemüse", "Gurke"]),
            "👍": Annotation(name: "Daumen hoch", keywords: ["Daumen", "nach oben"]),
        ])
        #expect(german.restoringCase("saure gurke", language: "de") == "saure Gurke")
        #expect(german.restoringCase("daumen nach links", language: "de") == "Daumen nach links")
        // A German name of one unknown word is a noun; in other languages it stays as written.
        #expect(german.restoringCase("leuchtturm", language: "de") == "Leuchtturm")
        #expect(german.restoringCase("faro", language: "es") == "faro")
        #expect(german.restoringCase("zerbrechendes gesicht", language: "de") == "zerbrechendes gesicht")
    }

    /// A small CLDR: German with its tone pattern, English with an old flag name.
    func annotations() -> CLDRAnnotations {
        CLDRAnnotations(locales: [
            "de": [
                "👋": Annotation(name: "winkende Hand"), "👋🏻": Annotation(name: "winkende Hand: helle Hautfarbe"),
                "🏻": Annotation(name: "helle Hautfarbe"), "🥒": Annotation(name: "Gurke"),
                "👍": Annotation(name: "Daumen hoch"),
                "🇸🇭": Annotation(name: "Flagge: St. Helena", keywords: ["Flagge"]),
            ],
            "en": ["🇸🇭": Annotation(name: "flag: St. Helena", keywords: ["flag"])],
            "en-001": ["🇸🇭": Annotation(name: "flag: St Helena")],
        ])
    }

    @Test func newEmojiGetProvisionalNamesAndTheLocalesTonePattern() throws {
        let header = "codepoints\temoji\tstatus\tE\ten\tde\n"
        let rows =
            "1FADD\t🫝\tfully-qualified\t18\tpickle\tsaure_gurke\n"
            + "1FAF9\t🫹\tfully-qualified\t18\tleftwards_thumb_sign\tdaumen_nach_links\n"
            + "1FAF9 1F3FB\t🫹🏻\tfully-qualified\t18\tleftwards_thumb_sign_light_skin_tone\tdaumen_nach_links_helle_hautfarbe\n"
            + "1F1F8 1F1ED\t🇸🇭\tfully-qualified\t2\tSt._Helena_Ascension_&_Tristan_da_Cunha\tflagge_st._helena\n"
        let names = try ProvisionalNames(text: header + rows, path: "x")
        var cldr = annotations()
        cldr.addProvisionalNames(
            names,
            englishNames: [
                "🫝": "pickle", "🫹": "leftwards thumb sign", "🫹🏻": "leftwards thumb sign: light skin tone",
                "🇸🇭": "flag: St. Helena, Ascension & Tristan da Cunha",
            ])
        let german = cldr.resolved("de")
        #expect(german["🫝"] == Annotation(name: "saure Gurke", isProvisional: true))
        #expect(german["🫹🏻"]?.name == "Daumen nach links: helle Hautfarbe")
        // CLDR 48's German flag name is the file's: it stays, not provisional.
        #expect(german["🇸🇭"] == Annotation(name: "Flagge: St. Helena", keywords: ["Flagge"]))
        #expect(cldr.provisionalKeys("de") == ["🫝", "🫹", "🫹🏻"])
        #expect(cldr.provisionalKeys("de-CH") == ["🫝", "🫹", "🫹🏻"])

        // English renames the flag and keeps the former name as a keyword; en-001 keeps its own name.
        let english = cldr.resolved("en")
        #expect(english["🇸🇭"]?.name == "flag: St. Helena, Ascension & Tristan da Cunha")
        #expect(english["🇸🇭"]?.keywords == ["flag", "St. Helena"])
        #expect(english["🫹🏻"]?.name == "leftwards thumb sign: light skin tone")
        #expect(cldr.provisionalKeys("en").contains("🇸🇭"))
        #expect(cldr.resolved("en-001")["🇸🇭"]?.name == "flag: St Helena")
        #expect(!cldr.provisionalKeys("en-001").contains("🇸🇭"))
        #expect(cldr.provisionalKeys("fr").isEmpty)
    }
}
