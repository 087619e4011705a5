/// Constants of the on-disk index format, shared by the reader here and the writer in
/// EmojiIndexBuilder.
///
/// Layout (all integers little-endian):
///
///     header      magic (8 bytes) · format version (UInt32) · section count (UInt32)
///     table       one 48-byte entry per section: name (24 bytes, NUL-padded ASCII) ·
///                 offset (UInt64) · stored size (UInt32) · raw size (UInt32) ·
///                 CRC-32 of the stored bytes (UInt32) · compression (UInt8) · 3 bytes zero
///     sections    the `core` section, then one `locale:<id>` section per CLDR locale
///
/// Version 2 added, in `core`: popularity counts, emoticons, region codes and a token index of
/// words that belong to no locale; in `locale:<id>`: category words among the postings, romanized
/// readings (Japanese, Chinese, Korean) and localized shortcodes.
///
/// Blocks added since are optional, so the version stays: a reader skips the blocks it does not know and works
/// without the ones an older index lacks (the carrier emoji of `core`, ``BlockTags/carrierTargets``; the provisional
/// names of `locale:<id>`, ``BlockTags/provisionalNames``).
///
/// A section, once inflated, is a sequence of blocks: tag (4 ASCII bytes) · element size
/// (UInt32) · element count (UInt32) · the elements · zero padding to a multiple of 4.
/// Monotonic or small numbers are stored as LEB128 varints in byte blocks, which deflate well.
/// Loading reads the header, the table and only the sections asked for.
public enum IndexFormat {
    /// The first eight bytes of every index file.
    public static let magic: [UInt8] = Array("SWEMOJI".utf8) + [0x1A]
    /// Bumped whenever the layout or the meaning of a block changes.
    public static let version: UInt32 = 2
    /// The file name of the index inside the data directory.
    public static let fileName = "emoji.index"

    public static let headerSize = 16
    public static let tableEntrySize = 48
    public static let sectionNameSize = 24

    /// Name of the section holding everything that does not depend on a language.
    public static let coreSectionName = "core"
    /// Prefix of the per-locale section names (`locale:de`, `locale:zh-Hant-HK`).
    public static let localeSectionPrefix = "locale:"

    /// The `core` metadata key of the longest text a query can match, in UTF-8 bytes of its folded
    /// form (see ``SearchLimits``); indexes without it are read with a generous default.
    public static let longestPhraseKey = "longest-phrase"

    /// The `core` metadata key of the CLDR release (not yet published: `49 alpha-2`) that the provisional names come
    /// from (see ``BlockTags/provisionalNames``); absent when no name is provisional.
    public static let provisionalNamesKey = "cldr-provisional"

    /// Stored marker for "no string" in string-reference blocks.
    public static let noString: UInt32 = .max

    /// How a section's bytes are stored.
    public enum Compression: UInt8, Sendable {
        case none = 0
        case deflate = 1
    }
}

/// A four-character block tag, such as `EMJS`.
public struct BlockTag: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt32

    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Creates a tag from exactly four ASCII characters.
    public init(_ text: StaticString) {
        precondition(text.utf8CodeUnitCount == 4, "block tags have four characters")
        let bytes = text.utf8Start
        rawValue = (0..<4).reduce(0) { $0 | UInt32(bytes[$1]) << (8 * UInt32($1)) }
    }

    public var description: String {
        String(decoding: (0..<4).map { UInt8(truncatingIfNeeded: rawValue >> (8 * UInt32($0))) }, as: UTF8.self)
    }
}

/// The block tags of both section kinds.
public enum BlockTags {
    // Shared by all sections: a string table (UTF-8 blob + count+1 offsets).
    public static let stringBytes = BlockTag("STRB")
    public static let stringOffsets = BlockTag("STRO")

    // core
    public static let metadata = BlockTag("META")
    public static let groupNames = BlockTag("GRPN")
    public static let groupLabelKeys = BlockTag("GLBK")
    public static let groupBrowsable = BlockTag("GBRW")
    public static let subgroupNames = BlockTag("SGNM")
    public static let subgroupGroups = BlockTag("SGGR")
    public static let emojiStrings = BlockTag("EMJS")
    public static let emojiNames = BlockTag("ENAM")
    public static let emojiSubgroups = BlockTag("ESUB")
    public static let emojiVersions = BlockTag("EVER")
    public static let emojiToneSlots = BlockTag("ESLT")
    public static let emojiTemplates = BlockTag("ETPL")
    public static let emojiTemplateSlots = BlockTag("ETSL")
    public static let tonedBases = BlockTag("TVBS")
    public static let tonedTones = BlockTag("TVTN")
    public static let tonedStrings = BlockTag("TVST")
    public static let tonedVersions = BlockTag("TVVR")
    public static let tonedUnicodeNames = BlockTag("TVNM")
    public static let shortcodeStrings = BlockTag("SCST")
    public static let shortcodeOffsets = BlockTag("SCSO")
    public static let shortcodeTargets = BlockTag("SCTG")
    public static let shortcodeListStarts = BlockTag("ESCS")
    public static let shortcodeLists = BlockTag("ESCL")
    public static let foldKeys = BlockTag("FOLK")
    public static let foldStarts = BlockTag("FOLS")
    public static let foldValues = BlockTag("FOLV")
    /// Usage counts (emojitracker) per base emoji, 0 = unknown: the global popularity prior.
    public static let popularity = BlockTag("EPOP")
    /// ASCII emoticons (`:)`, `<3`), folded and sorted, and the base emoji each stands for.
    public static let emoticonStrings = BlockTag("EMTS")
    public static let emoticonOffsets = BlockTag("EMTO")
    public static let emoticonTargets = BlockTag("EMTT")
    /// Region codes of flags (`us`, `gbsct`), sorted, and the flag each names.
    public static let regionCodeStrings = BlockTag("RGNS")
    public static let regionCodeOffsets = BlockTag("RGNO")
    public static let regionCodeTargets = BlockTag("RGNT")
    /// Words of each base emoji's Unicode name in the global token index (see ``TokenBlockTags/global``).
    public static let globalNameWordCounts = BlockTag("GNWC")
    /// The Japanese carriers' emoji (emoji4unicode), one element per emoji it maps; optional, with the next two.
    ///
    /// Per element (UInt32) the fully-qualified emoji it stands for, numbered as shortcode targets (base emoji, then
    /// toned ones), or ``IndexFormat/noString`` for a carrier emoji Unicode lacks.
    public static let carrierTargets = BlockTag("CRTG")
    /// Per element, two UInt16 code points (private use, 0 = none) for each ``Carrier`` in its raw-value order
    /// (docomo, au, SoftBank): the carrier's emoji, or two of them where it draws the Unicode emoji as two.
    public static let carrierCodes = BlockTag("CRCP")
    /// Per element, one bit per carrier (`1 << rawValue`) whose code points are a one-way fallback (the carrier's
    /// nearest emoji for the Unicode one), not a round trip.
    public static let carrierFallbacks = BlockTag("CRFB")
    /// The stems of the English words in common use (``KnownWords``): their hashes (UInt32), sorted; optional.
    public static let knownEnglishStems = BlockTag("KNEN")

    // locale:<id>
    /// Texts in emoji order: N names, N keyword lists (joined by U+001F), M toned names, G group labels, the 5 skin
    /// tone names; an empty text means "none".
    ///
    /// Lengths are varints in ``textLengths``. A toned name is stored as a pattern: U+0001 stands for the base emoji's
    /// name and U+0002…U+0006 for the names of the tones light…dark, so the thousands of "name: tone" texts compress to
    /// little.
    public static let texts = BlockTag("TEXT")
    public static let textLengths = BlockTag("TXLN")
    /// Tokens, sorted by UTF-8 bytes and front-coded: per token the length shared with the
    /// previous token and the length of the rest (varints), then the rests back to back.
    public static let tokenSharedLengths = BlockTag("TKSH")
    public static let tokenRestLengths = BlockTag("TKRL")
    public static let tokenRests = BlockTag("TKRB")
    /// Postings per token: their count (varints), emoji ids as deltas from the previous posting
    /// of the token (varints), and ``PostingFlags`` bytes.
    public static let postingCounts = BlockTag("PCNT")
    public static let postingEmojiDeltas = BlockTag("PEMD")
    public static let postingFlags = BlockTag("PFLG")
    public static let nameWordCounts = BlockTag("NWCT")
    /// The ``ReadingScheme`` of the readings token index (one byte), present with it.
    public static let readingScheme = BlockTag("RSCH")
    /// The Snowball algorithm (libstemmer's name, ASCII: `english`, `german`) that made the locale's
    /// stems (``TokenBlockTags/stems``), present with them: a query word is stemmed the same way.
    public static let stemmingAlgorithm = BlockTag("XALG")
    /// Localized shortcodes (emojibase), sorted, and their targets (as in `core`); optional.
    public static let localShortcodeStrings = BlockTag("LSCS")
    public static let localShortcodeOffsets = BlockTag("LSCO")
    public static let localShortcodeTargets = BlockTag("LSCT")
    /// The base emoji whose name here is provisional; optional.
    ///
    /// Ascending UInt16 ids of the emoji whose name comes from a CLDR release not yet published (the
    /// ``IndexFormat/provisionalNamesKey`` of `core`): emoji newer than the annotations' CLDR release. Their toned
    /// names are provisional with them.
    public static let provisionalNames = BlockTag("PRVN")
}

/// The six blocks of one token index (see ``BlockTags/tokenSharedLengths`` for their layout).
public struct TokenBlockTags: Sendable {
    public let sharedLengths: BlockTag
    public let restLengths: BlockTag
    public let rests: BlockTag
    public let postingCounts: BlockTag
    public let postingEmojiDeltas: BlockTag
    public let postingFlags: BlockTag

    /// A locale's words: its names, keywords and category labels.
    public static let words = TokenBlockTags(
        sharedLengths: BlockTags.tokenSharedLengths, restLengths: BlockTags.tokenRestLengths,
        rests: BlockTags.tokenRests, postingCounts: BlockTags.postingCounts,
        postingEmojiDeltas: BlockTags.postingEmojiDeltas, postingFlags: BlockTags.postingFlags)
    /// A locale's romanized readings, in the canonical spelling of its ``ReadingScheme``.
    public static let readings = TokenBlockTags(letter: "R")
    /// A locale's everyday words beyond CLDR (emojilib's English keywords, Mozc's Japanese readings).
    ///
    /// Optional; ranked below the CLDR words.
    public static let everyday = TokenBlockTags(letter: "E")
    /// The romanized readings of the everyday words (Mozc's readings in romaji), in the spelling of
    /// the locale's ``ReadingScheme``; optional.
    public static let everydayReadings = TokenBlockTags(letter: "Y")
    /// Stems (Snowball, see ``BlockTags/stemmingAlgorithm``) of the locale's words and everyday words.
    ///
    /// Optional; only stems that differ from their word, looked up whole with the query word's stem.
    public static let stems = TokenBlockTags(letter: "X")
    /// Related words of the emoji's English words (WordNet).
    ///
    /// Synonyms, more specific and more general words, derived forms; optional, ranked below everything but typos.
    public static let related = TokenBlockTags(letter: "W")
    /// Places in the countries flags name (WordNet: `paris` 🇫🇷, `bavaria` 🇩🇪), and the countries' other names.
    ///
    /// Optional; looked up whole only (a place's name begins too many words: `connect`, Connecticut), ranked with the
    /// related words.
    public static let places = TokenBlockTags(letter: "Q")
    /// In `core`: words of no locale (Unicode character names, Unicode category names, GitHub tags).
    public static let global = TokenBlockTags(letter: "G")
}

extension TokenBlockTags {
    /// The tags of an optional token index, named by one letter: `L`KSH, `L`KRL, `L`KRB, `L`CNT,
    /// `L`EMD and `L`FLG.
    init(letter: Unicode.Scalar) {
        func tag(_ rest: StaticString) -> BlockTag {
            BlockTag(rawValue: UInt32(letter.value) | BlockTag(rest).rawValue << 8)
        }
        self.init(
            sharedLengths: tag("KSH_"), restLengths: tag("KRL_"), rests: tag("KRB_"), postingCounts: tag("CNT_"),
            postingEmojiDeltas: tag("EMD_"), postingFlags: tag("FLG_"))
    }
}
