import Foundation
import EmojiKit

/// Builds one `locale:<id>` section: names, keywords, toned names, category labels, and the
/// search tokens with their postings.
struct LocaleSectionBuilder {
    let locale: String
    /// Resolved annotations, keyed by emoji text without U+FE0F.
    let annotations: [String: CLDRAnnotations.Annotation]
    /// Localized group labels (nil = not translated), in group order.
    let groupLabels: [String?]
    let baseTexts: [String]
    let tonedTexts: [String]
    /// The base emoji (index into `baseTexts`) of each toned sequence.
    let tonedBases: [Int]
    let folder: TextFolder

    /// Whether the locale has any name or keyword for a base emoji.
    var hasData: Bool {
        baseTexts.contains { annotations[CLDRAnnotations.key($0)] != nil }
    }

    func bytes() -> [UInt8] {
        var writer = SectionWriter()
        let tags = BlockTags.self

        var names: [[UInt8]] = []
        var keywordLists: [[UInt8]] = []
        var nameWordCounts: [UInt8] = []
        var postings: [String: [Int: PostingFlags]] = [:]

        for (index, text) in baseTexts.enumerated() {
            let annotation = annotations[CLDRAnnotations.key(text)]
            names.append(Array((annotation?.name ?? "").utf8))
            let keywords = annotation?.keywords ?? []
            keywordLists.append(Array(keywords.joined(separator: "\u{1F}").utf8))

            var wordCount = 0
            if let name = annotation?.name {
                let folded = folder.fold(name)
                wordCount = WordSplitter.words(folded).count
                for token in WordSplitter.indexTokens(folded) {
                    var flags: PostingFlags = token.isWord ? .nameWord : .nameSuffix
                    if token.isWord, token.startsPhrase { flags.insert(.nameStart) }
                    if token.isWord, token.coversPhrase { flags.insert(.wholeName) }
                    postings[token.text, default: [:]][index, default: []].formUnion(flags)
                }
            }
            for keyword in keywords {
                for token in WordSplitter.indexTokens(folder.fold(keyword)) {
                    var flags: PostingFlags = token.isWord ? .keywordWord : .keywordSuffix
                    if token.isWord, token.coversPhrase { flags.insert(.wholeKeyword) }
                    postings[token.text, default: [:]][index, default: []].formUnion(flags)
                }
            }
            nameWordCounts.append(UInt8(clamping: wordCount))
        }
        let toneNames = SkinTone.allCases.map { annotations[String($0.modifier)]?.name }
        let tonedNames = tonedTexts.indices.map { index in
            let name = annotations[CLDRAnnotations.key(tonedTexts[index])]?.name
            let baseName = annotations[CLDRAnnotations.key(baseTexts[tonedBases[index]])]?.name
            return Array(Self.pattern(name, baseName: baseName, toneNames: toneNames).utf8)
        }
        let labels = groupLabels.map { Array(($0 ?? "").utf8) }
        let tones = toneNames.map { Array(($0 ?? "").utf8) }
        writer.lengthPrefixed(names + keywordLists + tonedNames + labels + tones, bytes: tags.texts, lengths: tags.textLengths)
        writer.block(tags.nameWordCounts, nameWordCounts)

        // Tokens sorted by UTF-8 bytes (the order the reader's binary search assumes), front-coded.
        let sortedTokens = postings.keys.map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) }
        var shared: [UInt32] = []
        var rests: [[UInt8]] = []
        var previous: [UInt8] = []
        for token in sortedTokens {
            let common = zip(previous, token).prefix { $0 == $1 }.count
            shared.append(UInt32(common))
            rests.append(Array(token[common...]))
            previous = token
        }
        writer.varints(tags.tokenSharedLengths, shared)
        writer.lengthPrefixed(rests, bytes: tags.tokenRests, lengths: tags.tokenRestLengths)

        var counts: [UInt32] = []
        var deltas: [UInt32] = []
        var flags: [UInt8] = []
        for token in sortedTokens {
            let entries = postings[String(decoding: token, as: UTF8.self)]!
            var last = -1
            for emoji in entries.keys.sorted() {
                deltas.append(UInt32(emoji - last - 1))
                flags.append(entries[emoji]!.rawValue)
                last = emoji
            }
            counts.append(UInt32(entries.count))
        }
        writer.varints(tags.postingCounts, counts)
        writer.varints(tags.postingEmojiDeltas, deltas)
        writer.block(tags.postingFlags, flags)
        return writer.bytes
    }

    /// A toned name as stored: the base name replaced by U+0001 and each tone name by
    /// U+0002…U+0006 (longest first, so "medium-light skin tone" is not read as "light skin tone").
    static func pattern(_ name: String?, baseName: String?, toneNames: [String?]) -> String {
        guard let name else { return "" }
        var text = Array(name.unicodeScalars)
        if let baseName, !baseName.isEmpty {
            text = replacing(Array(baseName.unicodeScalars), with: Unicode.Scalar(1), in: text, once: true)
        }
        let tones = toneNames.enumerated()
            .compactMap { index, name in name.map { (index, Array($0.unicodeScalars)) } }
            .filter { !$0.1.isEmpty }
            .sorted { ($0.1.count, $1.0) > ($1.1.count, $0.0) }
        for (index, toneName) in tones {
            text = replacing(toneName, with: Unicode.Scalar(UInt8(index + 2)), in: text, once: false)
        }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: text)
        return String(view)
    }

    private static func replacing(_ needle: [Unicode.Scalar], with marker: Unicode.Scalar, in text: [Unicode.Scalar], once: Bool) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        var index = 0
        var replaced = false
        while index < text.count {
            if !(once && replaced), index + needle.count <= text.count, text[index..<index + needle.count].elementsEqual(needle) {
                result.append(marker)
                index += needle.count
                replaced = true
            } else {
                result.append(text[index])
                index += 1
            }
        }
        return result
    }
}
