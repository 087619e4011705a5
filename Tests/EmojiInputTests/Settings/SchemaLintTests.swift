import EmojiInput
import Foundation
import Testing

/// The settings table and the GSettings schema agree: the same keys, types, defaults, choices and
/// ranges (the schema is what GSettings enforces; the table is what the program reads and shows).
@Suite struct SchemaLintTests {
    @Test func theTableMatchesTheSchema() throws {
        let schema = try SchemaFile()
        #expect(SchemaFile.problems(of: Settings.all, against: schema) == [])
        #expect(schema.keys.count == Settings.all.count)
    }

    @Test func theDefaultsOfTheSchemaAreRead() {
        #expect(GVariantText.value("'none'", type: "s") == .string("none"))
        #expect(GVariantText.value("['de', 'en']", type: "as") == .strings(["de", "en"]))
        #expect(GVariantText.value("[]", type: "as") == .strings([]))
        #expect(GVariantText.value("true", type: "b") == .bool(true))
        #expect(GVariantText.value("9", type: "i") == .int(9))
        #expect(GVariantText.value("0", type: "x") == .int64(0))
        #expect(GVariantText.value("{}", type: "a{sas}") == .dictionary([:]))
        #expect(
            GVariantText.value("{'next-page': ['Page_Down', 'Control+n']}", type: "a{sas}")
                == .dictionary(["next-page": ["Page_Down", "Control+n"]]))
    }

    /// A schema edited apart from the table is caught: a key left out, a default changed, a choice
    /// added.
    @Test func aDisagreementIsReported() throws {
        let text = try String(contentsOfFile: SchemaFile.path, encoding: .utf8)
            .replacingOccurrences(of: "<default>9</default>", with: "<default>8</default>")
            .replacingOccurrences(
                of: "<choice value=\"list\"/>", with: "<choice value=\"list\"/><choice value=\"cloud\"/>")
        let schema = try SchemaFile(data: Data(text.utf8))
        let problems = SchemaFile.problems(
            of: Settings.all + [Setting<Bool>.flag("more", default: false)], against: schema)
        #expect(problems.contains { $0.hasPrefix("list-page-size: default 8") })
        #expect(problems.contains { $0.hasPrefix("layout: choices") })
        #expect(problems.contains("more: declared, not in the schema"))
    }
}
