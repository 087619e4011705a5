import EmojiKit

/// Collects the tokens and postings of one token index (see `EmojiKit.TokenBlockTags`) and
/// writes its blocks: tokens sorted by UTF-8 bytes and front-coded, postings as counts, emoji
/// deltas and flags.
struct PostingCollector {
    /// What a phrase is to the emoji it is added for.
    enum Role {
        case name
        case keyword
        /// A category label: found, but ranked below names and keywords.
        case supplementary
        /// A Unicode character name: a supplementary word too, known as a name.
        case supplementaryName
    }

    private var strong: [String: [Int: PostingFlags]] = [:]
    private var supplementary: [String: [Int: PostingFlags]] = [:]
    /// Whether a certain word posting takes a guessed posting's wholeness (see ``merged``).
    private let keepsGuessedWholeness: Bool

    /// `keepsGuessedWholeness`: see ``merged``.
    init(keepsGuessedWholeness: Bool = false) {
        self.keepsGuessedWholeness = keepsGuessedWholeness
    }

    var isEmpty: Bool { strong.isEmpty && supplementary.isEmpty }

    /// Adds the tokens of one phrase of `emoji`.
    ///
    /// A `guessed` name or keyword (a reading made from the readings of its characters, which may
    /// be wrong) is marked ``EmojiKit/PostingFlags/supplementary`` and kept only where the same
    /// token is no certain posting of the emoji.
    mutating func add(_ tokens: [WordSplitter.IndexToken], emoji: Int, role: Role, guessed: Bool = false) {
        for token in tokens where !token.text.isEmpty {
            switch role {
            case .name, .keyword:
                let isName = role == .name
                var flags: PostingFlags =
                    token.isWord ? (isName ? .nameWord : .keywordWord) : (isName ? .nameSuffix : .keywordSuffix)
                if token.isWord, token.startsPhrase, isName { flags.insert(.nameStart) }
                if token.isWord, token.coversPhrase { flags.insert(isName ? .wholeName : .wholeKeyword) }
                if guessed {
                    supplementary[token.text, default: [:]][emoji, default: []].formUnion(flags.union(.supplementary))
                } else {
                    strong[token.text, default: [:]][emoji, default: []].formUnion(flags)
                }
            case .supplementary, .supplementaryName:
                guard token.isWord else { continue }
                let isName = role == .supplementaryName
                var flags: PostingFlags = [isName ? .nameWord : .keywordWord, .supplementary]
                if token.coversPhrase { flags.insert(isName ? .wholeName : .wholeKeyword) }
                supplementary[token.text, default: [:]][emoji, default: []].formUnion(flags)
            }
        }
    }

    /// Adds reading tokens, the certain ones and the guessed ones (see ``RomanizedReadings``).
    mutating func add(
        _ readings: (certain: [WordSplitter.IndexToken], guessed: [WordSplitter.IndexToken]), emoji: Int, role: Role
    ) {
        add(readings.certain, emoji: emoji, role: role)
        add(readings.guessed, emoji: emoji, role: role, guessed: true)
    }

    /// The flags of every token and emoji: a supplementary posting only where the token is no
    /// name or keyword word of that emoji.
    ///
    /// Where the token is only the inner part of one (`diannao` ends
    /// 💻's shortcode `bi_ji_ben_dian_nao`), a supplementary word adds what it is (💻's guessed
    /// keyword 电脑 is the whole of `diannao`), so the emoji ranks with the others that have it as a word. With
    /// `keepsGuessedWholeness`, where the token is a word of one but not the whole of any, a guessed whole name or
    /// keyword adds that it is one (💧's shortcode shui_di starts with `shui`, and 水 is its keyword).
    private var merged: [String: [Int: PostingFlags]] {
        var result = strong
        for (token, entries) in supplementary {
            for (emoji, flags) in entries {
                guard let certain = result[token]?[emoji] else {
                    result[token, default: [:]][emoji] = flags
                    continue
                }
                if certain.isDisjoint(with: Self.words), !flags.isDisjoint(with: Self.words) {
                    result[token]![emoji] = certain.union(flags)
                } else if keepsGuessedWholeness, certain.isDisjoint(with: Self.wholes),
                    !flags.isDisjoint(with: Self.wholes)
                {
                    result[token]![emoji] = certain.union(flags.intersection(Self.wholes))
                }
            }
        }
        return result
    }

    private static let words: PostingFlags = [.nameWord, .keywordWord]
    private static let wholes: PostingFlags = [.wholeName, .wholeKeyword]

    /// Writes the token index blocks `tags`.
    func write(into writer: inout SectionWriter, tags: TokenBlockTags) {
        let postings = merged
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
        writer.varints(tags.sharedLengths, shared)
        writer.lengthPrefixed(rests, bytes: tags.rests, lengths: tags.restLengths)

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
    }
}
