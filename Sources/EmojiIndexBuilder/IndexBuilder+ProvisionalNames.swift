import EmojiKit
import Foundation

extension IndexBuilder {
    /// Adds the names CLDR 48 lacks (``ProvisionalNames``) to `annotations`; returns the CLDR release they come
    /// from, recorded in the index.
    static func addProvisionalNames(
        to annotations: inout CLDRAnnotations, sources: SourceFiles, emojiTest: EmojiTestFile
    ) throws -> String {
        let names = try ProvisionalNames(path: sources.provisionalNames)
        let version = try String(contentsOfFile: sources.provisionalNamesVersionFile, encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let english = Dictionary(
            emojiTest.fullyQualified.map { (CLDRAnnotations.key($0.text), $0.name) },
            uniquingKeysWith: { first, _ in first })
        for row in names.rows where english[row.key] == nil {
            throw SourceError.invalid(
                path: sources.provisionalNames, "\(row.key) is not a fully-qualified emoji of emoji-test.txt")
        }
        annotations.addProvisionalNames(names, englishNames: english)
        return version
    }

    /// The block of a `locale:<id>` section listing the base emoji whose name there is provisional (see
    /// ``BlockTags/provisionalNames``); nothing when none is.
    static func provisionalBlock(_ locale: String, _ annotations: CLDRAnnotations, baseTexts: [String]) -> [UInt8] {
        let keys = annotations.provisionalKeys(locale)
        guard !keys.isEmpty else { return [] }
        var writer = SectionWriter()
        let ids = baseTexts.indices.filter { keys.contains(CLDRAnnotations.key(baseTexts[$0])) }
        writer.block(BlockTags.provisionalNames, ids.map { UInt16($0) })
        return writer.bytes
    }
}
