import EmojiFonts
import EmojiKit
import FontTestSupport
import Foundation

/// The repository's index, and what the tests expect of the installed Noto Color Emoji.
enum FontTestData {
    static let database: EmojiDatabase = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        let path = url.path + "/data/emoji.index"
        do { return try EmojiDatabase(path: path) } catch { fatalError("cannot open \(path): \(error)") }
    }()

    static var catalog: EmojiCatalog { database.catalog }

    /// The Emoji version each Noto Color Emoji release supports, from its release notes.
    static let notoEmojiVersions: [String: EmojiVersion] = [
        "2.034": EmojiVersion(major: 14, minor: 0),
        "2.038": EmojiVersion(major: 15, minor: 0),
        "2.042": EmojiVersion(major: 15, minor: 1),
        "2.047": EmojiVersion(major: 16, minor: 0),
    ]

    /// The sequence of an emoji in the index.
    static func emoji(_ text: String) -> EmojiSequenceID {
        guard let sequence = database.sequence(for: text) else { fatalError("\(text) is not in the index") }
        return sequence
    }

    /// What the fonts of a private configuration can draw.
    static func report(fonts: [String]) throws -> EmojiFontReport {
        let configuration = try PrivateFontConfiguration(fonts: fonts)
        return try FontconfigConfiguration(file: configuration.file).emojiFonts(catalog: catalog)
    }
}
