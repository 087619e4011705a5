import EmojiKit
import Foundation
import TestSupport
import Testing

/// The carrier table of the index against its sources: every SoftBank code point against the cross-check table, and
/// a round trip for every code point emoji4unicode marks as one.
@Suite struct CarrierEmojiTests {
    let database = TestData.database
    let carriers = CarrierEmoji(catalog: TestData.catalog)
    let converter = CarrierTextConverter(database: TestData.database)

    /// The fully-qualified sequences of emoji-test.txt.
    static let fullyQualified = Set(TestData.emojiTest.fullyQualified.map(\.text))

    /// `1F44D FE0F`, `0023 FE0F 20E3` as text.
    static func text(hex: some StringProtocol) -> String {
        String(String.UnicodeScalarView(hex.split(separator: " ").map { Unicode.Scalar(UInt32($0, radix: 16)!)! }))
    }

    /// `carrier/softbank-pua-to-unicode.tsv`: one row per SoftBank code point (U+E001–U+E537 in six blocks), with the
    /// fully-qualified Unicode emoji emoji4unicode gives it (empty for U+E50A).
    @Test func all470SoftBankCodePointsAgreeWithTheCrossCheckTable() throws {
        let path = Repository.sources + "/carrier/softbank-pua-to-unicode.tsv"
        let rows = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").dropFirst()
            .map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        #expect(rows.count == 471)
        var mapped = 0
        for row in rows {
            let scalar = Unicode.Scalar(UInt32(row[0].dropFirst(2), radix: 16)!)!
            let meaning = carriers.meaning(of: scalar, carrier: .softbank)
            guard !row[1].isEmpty else {
                #expect(meaning == .noUnicodeEmoji, "\(row[0])")
                #expect(converter.toUnicode(String(scalar)).text == String(scalar))
                continue
            }
            let expected = Self.text(hex: row[1])
            guard case .emoji(let sequence)? = meaning else {
                Issue.record("\(row[0]) has no emoji; expected \(expected)")
                continue
            }
            #expect(TestData.catalog.string(sequence) == expected, "\(row[0])")
            #expect(converter.toUnicode(String(scalar), from: [.softbank]).text == expected, "\(row[0])")
            mapped += 1
        }
        #expect(mapped == 470)
        #expect(carriers.meaning(of: "\u{E50A}", carrier: .softbank) == .noUnicodeEmoji)
    }

    /// The carrier code points emoji4unicode.xml maps round trip (no `>`) to a Unicode emoji, read from the file
    /// here with a pattern, independently of the generator.
    static let roundTrips: [(carrier: Carrier, scalar: Unicode.Scalar)] = {
        let path = Repository.sources + "/carrier/emoji4unicode.xml"
        let xml = try! String(contentsOfFile: path, encoding: .utf8)
        let tag = try! NSRegularExpression(pattern: "<e\\s[^>]*>")
        let attribute = try! NSRegularExpression(pattern: "(\\w+)=\"([^\"]*)\"")
        var result: [(Carrier, Unicode.Scalar)] = []
        for match in tag.matches(in: xml, range: NSRange(xml.startIndex..., in: xml)) {
            let element = String(xml[Range(match.range, in: xml)!])
            var attributes: [String: String] = [:]
            for pair in attribute.matches(in: element, range: NSRange(element.startIndex..., in: element)) {
                attributes[String(element[Range(pair.range(at: 1), in: element)!])] = String(
                    element[Range(pair.range(at: 2), in: element)!])
            }
            guard let unicode = attributes["unicode"],
                TestData.database.sequence(for: text(hex: unicode.replacingOccurrences(of: "+", with: " "))) != nil
            else { continue }
            for (carrier, name) in [(Carrier.docomo, "docomo"), (.au, "kddi"), (.softbank, "softbank")] {
                guard let code = attributes[name], !code.hasPrefix("&gt;") else { continue }
                result.append((carrier, Unicode.Scalar(UInt32(code, radix: 16)!)!))
            }
        }
        return result
    }()

    @Test func everyRoundTripCodePointComesBack() {
        let counts = Dictionary(grouping: Self.roundTrips, by: \.carrier).mapValues(\.count)
        #expect(counts == [.softbank: 470, .docomo: 245, .au: 630])
        for (carrier, scalar) in Self.roundTrips {
            let unicode = converter.toUnicode(String(scalar), from: [carrier])
            #expect(unicode.unmapped.isEmpty && Self.fullyQualified.contains(unicode.text), "\(carrier) \(scalar)")
            let back = converter.toCarrier(unicode.text, carrier)
            #expect(back.text == String(scalar), "\(carrier) \(scalar.codePointNotation) → \(unicode.text)")
        }
    }

    /// Whatever a carrier code point gives is a fully-qualified sequence of emoji-test.txt.
    @Test func everyEmojiProducedIsFullyQualified() {
        for carrier in Carrier.allCases {
            for scalar in carriers.codePoints(of: carrier) {
                let text = converter.toUnicode(String(scalar), from: [carrier]).text
                #expect(text == String(scalar) || Self.fullyQualified.contains(text), "\(carrier) \(scalar)")
            }
        }
        // emoji4unicode writes ☀ and #⃣ without U+FE0F; the index adds it where emoji-test.txt has it.
        #expect(converter.toUnicode("\u{E04A}").text.unicodeScalars.map(\.value) == [0x2600, 0xFE0F])
        #expect(converter.toUnicode("\u{E210}").text.unicodeScalars.map(\.value) == [0x23, 0xFE0F, 0x20E3])
    }

    @Test func docomoSamples() {
        let docomo = { (text: String) in converter.toUnicode(text, from: [.docomo]).text }
        #expect(docomo("\u{E63E}") == "☀️")
        #expect(docomo("\u{E6EC}") == "❤️")
        #expect(docomo("\u{E6E0}") == "#️⃣")
        #expect(docomo("\u{E727}") == "👍")
        #expect(converter.toUnicode("\u{E6F0}").text == "😃")  // docomo's alone: read by default too
        #expect(converter.toCarrier("😃 \u{2668}\u{FE0F} 🆖", .docomo).text == "\u{E6F0} \u{E6F7} \u{E72F}")
    }

    @Test func auSamples() {
        let au = { (text: String) in converter.toUnicode(text, from: [.au]).text }
        #expect(au("\u{E488}") == "☀️")
        #expect(au("\u{E595}") == "❤️")
        #expect(au("\u{E4E4}") == "🌷")
        #expect(au("\u{E5B8}") == "💻")
        // au shares U+E501–U+E53E with SoftBank: SoftBank's emoji by default, au's when asked.
        #expect(au("\u{E501}") == "👪")
        #expect(converter.toUnicode("\u{E501}").text == "🏩")
        #expect(converter.toCarrier("👪 🌷", .au).text == "\u{E501} \u{E4E4}")
    }

    @Test func mixedTextKeepsEverythingElseScalarForScalar() {
        let text = "Hi \u{E415}! 日本語 \u{E04A}\u{E049} e\u{301} \u{FEFF}\r\n\ttab 😀 \u{E50A}\u{E50A} \u{F8FF}"
        let result = converter.toUnicode(text)
        let expected = "Hi 😄! 日本語 ☀️☁️ e\u{301} \u{FEFF}\r\n\ttab 😀 \u{E50A}\u{E50A} \u{F8FF}"
        #expect(Array(result.text.utf8) == Array(expected.utf8))
        #expect(
            result.unmapped == [
                .init(text: "\u{E50A}", carriers: [.softbank]), .init(text: "\u{F8FF}", carriers: []),
            ])
    }

    /// Emoji are converted whole and only when written as emoji; what the carrier lacks is listed once.
    @Test func toACarrier() throws {
        let result = converter.toCarrier("☀️ ☀ #️⃣ 🇯🇵 👍🏽 👍🏽 👨‍👩‍👧 🫝 ⛅ é", .softbank)
        #expect(result.text == "\u{E04A} ☀ \u{E210} \u{E50B} 👍🏽 👍🏽 👨‍👩‍👧 🫝 \u{E04A}\u{E049} é")
        #expect(result.unmapped.map(\.text) == ["👍🏽", "👨‍👩‍👧", "🫝"])
        // ⛅ is SoftBank's ☀ and ☁: its nearest, one way.
        let cloud = try #require(database.sequence(for: "⛅"))
        #expect(
            carriers.code(for: cloud, carrier: .softbank)
                == CarrierCode(
                    carrier: .softbank, scalars: ["\u{E04A}", "\u{E049}"], isRoundTrip: false))
        let sun = try #require(database.sequence(for: "☀️"))
        #expect(
            carriers.codes(for: sun).map(\.description) == [
                "SoftBank U+E04A", "docomo U+E63E", "au U+E488",
            ])
    }
}
