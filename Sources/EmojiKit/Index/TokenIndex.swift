/// A sorted table of folded search tokens, each with its postings: the emoji it belongs to and
/// what it is to each (``PostingFlags``).
///
/// A locale has one for the words of its names and keywords and, for Japanese, Chinese and
/// Korean, a second one for their romanized readings; the core section has one for the words
/// that belong to no CLDR locale (Unicode character and category names, GitHub's tags).
struct TokenIndex: Sendable {
    /// Sorted folded tokens.
    let tokens: StringTable
    let postingStarts: [UInt32]
    let postingEmoji: [UInt16]
    let postingFlags: [UInt8]
    /// Precomputed matches of one-letter queries (only for a locale's words: one letter is not
    /// looked up in readings or in the words of no locale).
    let firstScalars: FirstScalarIndex?

    /// Decodes the blocks `tags` of `section`; emoji ids must be below `emojiCount`.
    init(section: BlockSection, tags: TokenBlockTags, emojiCount: Int, oneLetterQueries: Bool = false)
        throws(IndexError)
    {
        tokens = try Self.decodeTokens(section, tags: tags)
        (postingStarts, postingEmoji) = try Self.decodePostings(
            section, tags: tags, tokenCount: tokens.count, emojiCount: emojiCount)
        postingFlags = try section.array(tags.postingFlags, of: UInt8.self, count: postingEmoji.count)
        firstScalars =
            oneLetterQueries
            ? FirstScalarIndex(
                tokens: tokens, postingStarts: postingStarts, postingEmoji: postingEmoji,
                postingFlags: postingFlags, emojiCount: emojiCount) : nil
    }

    /// The number of distinct tokens.
    var count: Int { tokens.count }

    /// Rebuilds the sorted token table from its front-coded form.
    private static func decodeTokens(_ section: BlockSection, tags: TokenBlockTags) throws(IndexError) -> StringTable {
        let restBytes = try section.array(tags.rests, of: UInt8.self)
        let sharedBlock = try section.array(tags.sharedLengths, of: UInt8.self)
        // The count is not stored separately: it is the number of varints in the shared-length block.
        let count = sharedBlock.reduce(0) { $0 + ($1 & 0x80 == 0 ? 1 : 0) }
        let shared = try section.varints(tags.sharedLengths, count: count)
        let rests = try section.varints(tags.restLengths, count: count)
        var offsets: [UInt32] = [0]
        offsets.reserveCapacity(count + 1)
        var total = 0
        var previousLength = 0
        for index in 0..<count {
            let sharedLength = Int(shared[index])
            guard sharedLength <= previousLength else {
                throw section.corrupt("front-coded token \(index) shares too much")
            }
            previousLength = sharedLength + Int(rests[index])
            total += previousLength
            offsets.append(UInt32(clamping: total))
        }
        guard total <= Int(UInt32.max), rests.reduce(0, { $0 + Int($1) }) == restBytes.count else {
            throw section.corrupt("front-coded tokens do not cover their bytes")
        }
        var restPosition = 0
        let blob = [UInt8](unsafeUninitializedCapacity: total) { buffer, initialized in
            var previousStart = 0
            var position = 0
            for index in 0..<count {
                let start = position
                for offset in 0..<Int(shared[index]) {
                    buffer[position] = buffer[previousStart + offset]
                    position += 1
                }
                for offset in 0..<Int(rests[index]) {
                    buffer[position] = restBytes[restPosition + offset]
                    position += 1
                }
                restPosition += Int(rests[index])
                previousStart = start
            }
            initialized = position
        }
        guard restPosition == restBytes.count, let table = StringTable(bytes: blob, offsets: offsets) else {
            throw section.corrupt("front-coded tokens do not cover their bytes")
        }
        return table
    }

    /// Rebuilds posting ranges and absolute emoji ids from counts and deltas.
    private static func decodePostings(
        _ section: BlockSection, tags: TokenBlockTags, tokenCount: Int, emojiCount: Int
    ) throws(IndexError) -> ([UInt32], [UInt16]) {
        let counts = try section.varints(tags.postingCounts, count: tokenCount)
        var starts: [UInt32] = [0]
        starts.reserveCapacity(tokenCount + 1)
        var total: UInt64 = 0
        for count in counts {
            total += UInt64(count)
            guard total <= UInt64(UInt32.max) else { throw section.corrupt("too many postings") }
            starts.append(UInt32(total))
        }
        let deltas = try section.varints(tags.postingEmojiDeltas, count: Int(total))
        var emoji: [UInt16] = []
        emoji.reserveCapacity(deltas.count)
        for token in 0..<tokenCount {
            var current = -1
            for posting in Int(starts[token])..<Int(starts[token + 1]) {
                current += Int(deltas[posting]) + 1
                guard current < emojiCount else { throw section.corrupt("posting refers to emoji \(current)") }
                emoji.append(UInt16(current))
            }
        }
        return (starts, emoji)
    }
}
