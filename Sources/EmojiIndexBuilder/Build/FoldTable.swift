import Foundation

/// Computes the folding table stored in the index (see `EmojiKit.TextFolder`).
///
/// For every assigned scalar from U+0080 to U+3FFFF: compatibility decomposition (NFKD, which
/// also removes width differences), lower case, a few letters spelled out that Unicode does not
/// decompose (`ß` → `ss`, `ł` → `l`, `ø` → `o`, …), combining diacritics of Latin, Greek,
/// Cyrillic, Hebrew and Arabic dropped, invisible format characters and variation selectors
/// dropped, katakana written as hiragana (ネコ and ねこ are the same word for search), then
/// canonical composition (NFC) so Hangul and kana stay whole. Marks of other scripts (Indic vowel
/// signs, kana voicing) are part of their letters and stay.
enum FoldTable {
    struct Table: Equatable {
        var keys: [UInt32] = []
        var starts: [UInt32] = [0]
        var values: [UInt32] = []
    }

    static func build() -> Table {
        var table = Table()
        for value in UInt32(0x80)...0x3FFFF {
            guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory != .unassigned,
                scalar.properties.generalCategory != .surrogate, scalar.properties.generalCategory != .privateUse
            else { continue }
            let folded = fold(scalar)
            if folded.count == 1, folded[0] == scalar { continue }
            table.keys.append(value)
            table.values.append(contentsOf: folded.map(\.value))
            table.starts.append(UInt32(table.values.count))
        }
        return table
    }

    static func fold(_ scalar: Unicode.Scalar) -> [Unicode.Scalar] {
        if let special = spelledOut[scalar.value] { return Array(special.unicodeScalars) }
        if isDropped(scalar) { return [] }
        let decomposed = String(scalar).decomposedStringWithCompatibilityMapping.lowercased()
            .decomposedStringWithCompatibilityMapping
        var kept = String.UnicodeScalarView()
        for part in decomposed.unicodeScalars {
            if let special = spelledOut[part.value] {
                kept.append(contentsOf: special.unicodeScalars)
            } else if let hiragana = hiragana(of: part) {
                kept.append(hiragana)
            } else if !isDropped(part) {
                kept.append(part)
            }
        }
        return Array(String(kept).precomposedStringWithCanonicalMapping.unicodeScalars)
    }

    /// Letters folded by hand because they have no decomposition (their "diacritic" is part of
    /// the glyph) or because lower-casing leaves a special form.
    private static let spelledOut: [UInt32: String] = [
        0x00DF: "ss", 0x1E9E: "ss",  // ß ẞ
        0x0141: "l", 0x0142: "l",  // Ł ł
        0x00D8: "o", 0x00F8: "o",  // Ø ø
        0x0110: "d", 0x0111: "d",  // Đ đ
        0x0126: "h", 0x0127: "h",  // Ħ ħ
        0x0131: "i",  // ı
        0x00C6: "ae", 0x00E6: "ae",  // Æ æ
        0x0152: "oe", 0x0153: "oe",  // Œ œ
        0x03C2: "σ",  // final sigma
    ]

    /// The hiragana of a katakana letter (ァ…ヶ, and the iteration marks ヽ ヾ); ー stays.
    private static func hiragana(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar.value {
        case 0x30A1...0x30F6, 0x30FD, 0x30FE: Unicode.Scalar(scalar.value - 0x60)
        default: nil
        }
    }

    private static func isDropped(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        switch scalar.properties.generalCategory {
        case .format:
            return true
        case .nonspacingMark:
            return (0x0300...0x036F).contains(value)  // Combining Diacritical Marks
                || (0x1AB0...0x1AFF).contains(value)  // … Extended
                || (0x1DC0...0x1DFF).contains(value)  // … Supplement
                || (0x20D0...0x20FF).contains(value)  // … for Symbols
                || (0xFE20...0xFE2F).contains(value)  // Combining Half Marks
                || (0x0483...0x0489).contains(value)  // Cyrillic combining marks
                || (0x0591...0x05C7).contains(value)  // Hebrew points and accents
                || (0x064B...0x065F).contains(value) || value == 0x0670  // Arabic harakat
                || (0xFE00...0xFE0F).contains(value)  // variation selectors
                || (0xE0100...0xE01EF).contains(value)
        default:
            return false
        }
    }
}
