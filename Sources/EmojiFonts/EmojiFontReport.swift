import CFontconfig
import EmojiKit

/// The fonts the desktop draws emoji with, and which emoji they can draw.
public struct EmojiFontReport: Sendable {
    /// The fonts fontconfig picks for the `emoji` family: the emoji font first, then the fallbacks
    /// that add code points it lacks.
    public let fonts: [FontFace]
    /// What those fonts together can draw.
    public let drawable: DrawableEmoji

    /// The font used for emoji, if any font is installed at all.
    public var emojiFont: FontFace? { fonts.first }
}

extension FontconfigConfiguration {
    /// What fontconfig is asked for: the `emoji` generic family, and fonts for emoji (the
    /// `und-zsye` language) where no font is configured as that family.
    public static let emojiPattern = "emoji:lang=und-zsye"

    /// Asks fontconfig for the `emoji` family with its fallbacks, as a renderer does, and decides
    /// for every emoji of `catalog` whether those fonts can draw it.
    public func emojiFonts(catalog: EmojiCatalog) -> EmojiFontReport {
        guard let pattern = withFontconfigString(Self.emojiPattern, FcNameParse) else {
            return EmojiFontReport(fonts: [], drawable: DrawableEmoji(catalog: catalog) { _ in false })
        }
        defer { FcPatternDestroy(pattern) }
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        var coverage: OpaquePointer?
        // Trimmed: fonts that add no code point to those before them are left out.
        let sorted = FcFontSort(config, pattern, 1, &coverage, &result)
        defer {
            if let sorted { FcFontSetDestroy(sorted) }
            if let coverage { FcCharSetDestroy(coverage) }
        }
        var fonts: [FontFace] = []
        if let sorted {
            for index in 0..<Int(sorted.pointee.nfont) {
                if let font = sorted.pointee.fonts[index], let face = FontFace(pattern: font) { fonts.append(face) }
            }
        }
        let drawable = DrawableEmoji(catalog: catalog) { scalar in
            guard let coverage else { return false }
            return FcCharSetHasChar(coverage, scalar.value) != 0
        }
        return EmojiFontReport(fonts: fonts, drawable: drawable)
    }
}

extension FontFace {
    /// The face a fontconfig pattern describes; `nil` without a family or file.
    init?(pattern: OpaquePointer) {
        guard let family = Self.string(pattern, FC_FAMILY), let file = Self.string(pattern, FC_FILE) else { return nil }
        var revision: Int32 = 0
        var color: FcBool = 0
        let hasRevision = FcPatternGetInteger(pattern, FC_FONTVERSION, 0, &revision) == FcResultMatch && revision > 0
        _ = FcPatternGetBool(pattern, FC_COLOR, 0, &color)
        self.init(
            family: family,
            file: file,
            // The head table's fontRevision, a 16.16 fixed-point number.
            revision: hasRevision ? Self.formatted(fixed: revision) : nil,
            isColor: color != 0)
    }

    private static func string(_ pattern: OpaquePointer, _ object: String) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, object, 0, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }

    private static func formatted(fixed value: Int32) -> String {
        let thousandths = (Int(value) * 1000 + 0x8000) >> 16
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }
}

/// Calls `body` with `text` as fontconfig's `FcChar8` string.
func withFontconfigString<Result>(_ text: String, _ body: (UnsafePointer<FcChar8>) -> Result) -> Result {
    text.withCString { body(UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
}
