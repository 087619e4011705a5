import ArgumentParser
import EmojiIndexBuilder
import Foundation

/// `swift-emoji-datagen`: regenerates `data/emoji.index` from `data/sources/`.
@main
struct DataGenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swift-emoji-datagen",
        abstract: "Generate the Swift Emoji index from Unicode, CLDR, gemoji and emojibase sources."
    )

    @Option(help: "Directory holding the source files (see data/sources/SOURCES.md).")
    var sources = "data/sources"

    @Option(help: "Where to write the index.")
    var output = "data/emoji.index"

    func run() throws {
        let (bytes, summary) = try IndexBuilder.build(from: SourceFiles(directory: sources))
        let temporary = output + ".tmp"
        try Data(bytes).write(to: URL(fileURLWithPath: temporary))
        guard rename(temporary, output) == 0 else {
            throw ValidationError("cannot move \(temporary) to \(output): \(String(cString: strerror(errno)))")
        }
        print(
            "wrote \(output): \(summary.bytes) bytes, \(summary.baseEmoji) emoji + \(summary.tonedEmoji) toned, \(summary.locales.count) locales"
        )
        let pairs = summary.relatedPairs.sorted { $0.key < $1.key }.map {
            "\($0.value) \($0.key), \(summary.nearRelatedPairs[$0.key, default: 0]) near, "
                + "\(summary.wholeNameRelatedPairs[$0.key, default: 0]) of the whole name"
        }
        print(
            "English related words: \(summary.relatedPairs.values.reduce(0, +)) pairs (\(pairs.joined(separator: "; ")))"
        )
    }
}
