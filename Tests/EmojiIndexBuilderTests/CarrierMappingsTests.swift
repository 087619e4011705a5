import EmojiKit
import TestSupport
import Testing

@testable import EmojiIndexBuilder

/// emoji4unicode.xml as the generator reads it, and its Unicode sequences resolved to fully-qualified emoji.
@Suite struct CarrierMappingsTests {
    @Test func readsTheRealFile() throws {
        let mappings = try CarrierMappings(path: Repository.sourceFiles.carrierEmoji)
        let softbank = mappings.elements.filter { $0.codes[.softbank] != nil && !$0.fallbacks.contains(.softbank) }
        #expect(softbank.count == 485)  // the 471 of U+E001–U+E537, and 14 later ones
        #expect(softbank.filter { $0.unicode != nil }.count == 470)
        let sun = try #require(mappings.elements.first { $0.codes[.softbank] == [0xE04A] })
        #expect(sun.unicode == ["\u{2600}"] && sun.codes[.docomo] == [0xE63E] && sun.codes[.au] == [0xE488])
        let cloudy = try #require(mappings.elements.first { $0.unicode == ["\u{26C5}"] })
        #expect(cloudy.codes[.softbank] == [0xE04A, 0xE049] && cloudy.fallbacks.contains(.softbank))
    }

    @Test func parsesAttributesEntitiesAndComments() throws {
        let text = """
            <?xml version="1.0"?>
            <!-- <e softbank="E001" unicode="1F466"/> is a comment -->
            <emoji4unicode><category name="x">
            <e docomo="&gt;E63E+E63F" id="00F" kddi="E48E"
               name="SUN &amp; CLOUD" softbank="&#x3E;E04A+E049" unicode="26C5"/>
            <e id="4C5" name="SHIBUYA" softbank="E50A"><desc>no Unicode</desc></e>
            <e google="FE000" id="000" name="GOOGLE ONLY" unicode="2600"/>
            </category></emoji4unicode>
            """
        let mappings = try CarrierMappings(text: text, path: "x.xml")
        #expect(mappings.elements.count == 2)
        #expect(
            mappings.elements[0].codes == [.docomo: [0xE63E, 0xE63F], .au: [0xE48E], .softbank: [0xE04A, 0xE049]])
        #expect(mappings.elements[0].fallbacks == [.docomo, .softbank])
        #expect(mappings.elements[1] == .init(unicode: nil, codes: [.softbank: [0xE50A]], fallbacks: []))
    }

    @Test(arguments: [
        "<e softbank=\"E04A\" unicode=\"2600\"", "<e softbank=\"1F600\"/>", "<e softbank=E04A/>",
        "<e softbank=\"&bogus;E04A\"/>", "<e softbank=\"E04A\" softbank=\"E04B\"/>",
        "<e unicode=\"ZZ\" softbank=\"E04A\"/>",
    ])
    func badTagsAreErrors(text: String) {
        #expect(throws: SourceError.self) { try CarrierMappings(text: text, path: "x.xml") }
    }

    /// emoji4unicode's sequences without U+FE0F become emoji-test.txt's fully-qualified ones; a code point that is no
    /// emoji keeps its carrier code as an emoji Unicode lacks; fallbacks lead only from Unicode.
    @Test func resolvesToFullyQualifiedEmoji() throws {
        let text = """
            <e kddi="E58C" name="EM SPACE" unicode="2003"/>
            <e softbank="E210" unicode="0023+20E3"/>
            <e docomo="&gt;E63E" softbank="E04A" unicode="2600"/>
            <e softbank="&gt;E04A" unicode="1F1E6"/>
            """
        let mappings = try CarrierMappings(text: text, path: "x.xml")
        let table = try CarrierTableBuilder(mappings: mappings, sequences: ["😀", "☀️", "#️⃣"], path: "x.xml")
        #expect(table.targets == [IndexFormat.noString, 2, 1])  // the regional indicator has only a fallback
        // Per element: docomo, au, SoftBank, two code points each.
        #expect(table.codes == [0, 0, 0xE58C, 0, 0, 0] + [0, 0, 0, 0, 0xE210, 0] + [0xE63E, 0, 0, 0, 0xE04A, 0])
        #expect(table.fallbacks == [0, 0, 1 << Carrier.docomo.rawValue])

        let twice = try CarrierMappings(
            text: "<e softbank=\"E04A\" unicode=\"2600\"/><e softbank=\"E04B\" unicode=\"2600\"/>", path: "x.xml")
        #expect(throws: SourceError.self) { try CarrierTableBuilder(mappings: twice, sequences: ["☀️"], path: "x.xml") }
        let notEmoji = try CarrierMappings(text: "<e softbank=\"E04A\" unicode=\"2600+2601\"/>", path: "x.xml")
        #expect(throws: SourceError.self) {
            try CarrierTableBuilder(mappings: notEmoji, sequences: ["☀️"], path: "x.xml")
        }
    }
}
