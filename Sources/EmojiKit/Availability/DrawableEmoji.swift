/// Which emoji the user's fonts can draw, decided from the code points they cover.
///
/// Fonts say which code points they have (their character map), but not which sequences they join
/// into one picture. So:
/// - an emoji of one code point (a trailing U+FE0F aside) is drawable when a font covers it;
/// - a sequence (skin tones, ZWJ sequences, keycaps, flags) is drawable when every one of its code
///   points is covered (U+FE0F, U+FE0E and U+200D aside) and its Emoji version is at most the
///   fonts' version.
///
/// The fonts' version is found by walking the Emoji releases from the oldest: a release is
/// supported when the fonts cover at least ``supportedShare`` of the code points it introduced (a
/// few old symbols are often left to text fonts); a release that introduced no code points (12.1,
/// 13.1, 15.1) is supported when the release before it is. The fonts' version is the last release
/// before the first unsupported one.
///
/// Where this is wrong: a font made for 15.0 is credited with 15.1, whose sequences it shows as two
/// pictures (🐦‍🔥 as 🐦 and 🔥); a font without ligatures (Symbola) is credited with the sequences of
/// its version, which it shows as separate symbols (flags as two letters).
public struct DrawableEmoji: Sendable {
    /// How well the fonts cover the code points one Emoji release introduced.
    public struct Release: Sendable, Equatable {
        public let version: EmojiVersion
        /// Emoji of one code point first published in this release.
        public let introduced: Int
        /// How many of them the fonts cover.
        public let covered: Int
        /// Whether the release counts as supported (see ``DrawableEmoji``).
        public let isSupported: Bool
    }

    /// The share of a release's new code points the fonts must cover for it to count as supported.
    public static let supportedShare = 0.9

    /// The newest Emoji release the fonts support; `nil` when not even the first one is.
    public let fontVersion: EmojiVersion?
    /// Every Emoji release of the index, oldest first, with how well the fonts cover it.
    public let releases: [Release]
    /// The drawable emoji.
    public let availability: EmojiAvailability

    /// Decides for every emoji of `catalog`; `covers` says whether the fonts have a code point.
    public init(catalog: EmojiCatalog, covers: (Unicode.Scalar) -> Bool) {
        var introduced: [EmojiVersion: (total: Int, covered: Int)] = [:]
        var versions = Set<EmojiVersion>()
        var singleCovered = [Bool?](repeating: nil, count: catalog.count)
        for index in 0..<catalog.count {
            let id = EmojiID(index)
            versions.insert(catalog.version(id))
            let scalars = Self.significantScalars(of: catalog.baseTexts[index])
            guard scalars.count == 1 else { continue }
            let isCovered = covers(scalars[0])
            singleCovered[index] = isCovered
            introduced[catalog.version(id), default: (0, 0)].total += 1
            if isCovered { introduced[catalog.version(id), default: (0, 0)].covered += 1 }
        }
        for index in 0..<catalog.tonedCount { versions.insert(catalog.version(TonedEmojiID(index))) }

        var releases: [Release] = []
        var fontVersion: EmojiVersion?
        var walking = true
        for version in versions.sorted() {
            let counts = introduced[version] ?? (0, 0)
            let supported: Bool
            if counts.total == 0 {
                supported = walking && fontVersion != nil
            } else {
                supported = walking && Double(counts.covered) >= Self.supportedShare * Double(counts.total)
            }
            if supported { fontVersion = version } else { walking = false }
            releases.append(
                Release(version: version, introduced: counts.total, covered: counts.covered, isSupported: supported))
        }
        self.fontVersion = fontVersion
        self.releases = releases

        func sequenceDrawable(_ text: String, version: EmojiVersion) -> Bool {
            guard let fontVersion, version <= fontVersion else { return false }
            return Self.significantScalars(of: text).allSatisfy(covers)
        }
        availability = EmojiAvailability(
            catalog: catalog,
            base: { id in
                singleCovered[id.index] ?? sequenceDrawable(catalog.baseTexts[id.index], version: catalog.version(id))
            },
            toned: { id in sequenceDrawable(catalog.tonedTexts[id.index], version: catalog.version(id)) })
    }

    /// The code points a font must have to draw `text`: all but the variation selectors and the
    /// zero-width joiner, which renderers handle themselves.
    static func significantScalars(of text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { !ignoredScalars.contains($0.value) }
    }

    private static let ignoredScalars: Set<UInt32> = [0xFE0E, 0xFE0F, 0x200D]
}
