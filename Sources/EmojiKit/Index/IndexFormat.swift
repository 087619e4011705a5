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
/// A section, once inflated, is a sequence of blocks: tag (4 ASCII bytes) · element size
/// (UInt32) · element count (UInt32) · the elements · zero padding to a multiple of 4.
/// Monotonic or small numbers are stored as LEB128 varints in byte blocks, which deflate well.
/// Loading reads the header, the table and only the sections asked for.
public enum IndexFormat {
    /// The first eight bytes of every index file.
    public static let magic: [UInt8] = Array("SWEMOJI".utf8) + [0x1A]
    /// Bumped whenever the layout or the meaning of a block changes.
    public static let version: UInt32 = 1
    /// The file name of the index inside the data directory.
    public static let fileName = "emoji.index"

    public static let headerSize = 16
    public static let tableEntrySize = 48
    public static let sectionNameSize = 24

    /// Name of the section holding everything that does not depend on a language.
    public static let coreSectionName = "core"
    /// Prefix of the per-locale section names (`locale:de`, `locale:zh-Hant-HK`).
    public static let localeSectionPrefix = "locale:"

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

    // locale:<id>
    /// Texts in emoji order: N names, N keyword lists (joined by U+001F), M toned names,
    /// G group labels, the 5 skin tone names; an empty text means "none". Lengths are varints
    /// in ``textLengths``. A toned name is stored as a pattern: U+0001 stands for the base
    /// emoji's name and U+0002…U+0006 for the names of the tones light…dark, so the thousands
    /// of "name: tone" texts compress to little.
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
}
