import EmojiFonts
import EmojiKit
import Foundation
import TestSupport

/// The repository's index, and what the tests expect of the installed Noto Color Emoji.
enum FontTestData {
    static var database: EmojiDatabase { TestDatabase.shared }

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
