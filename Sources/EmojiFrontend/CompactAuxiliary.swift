import EmojiInput

/// The auxiliary line shortened for a panel whose width follows it.
///
/// GNOME Shell's candidate popup is as wide as its widest line: when the line above the grid is
/// the wider, the popup grows and shrinks as the focus moves from one emoji's name to the next,
/// and near the screen's edge GNOME moves it sideways. Kept within the grid's width, the line
/// never sets the width, so the grid holds still. Parts that matter least are dropped first, then
/// the first part (the emoji's name) is cut short with an ellipsis.
public enum CompactAuxiliary {
    /// What fits beside the 7-emoji grid of the marks style, in columns (see ``columns(_:)``):
    /// measured in GNOME Shell 43 (Cantarell 11), the grid is 196 pixels wide and a column of
    /// text about 6.5.
    public static let gridColumns = 30

    /// Parts at least this unimportant may be dropped; the others stay (the name is shortened).
    static let droppableImportance = 2

    /// The line in at most `limit` columns.
    public static func text(_ line: AuxiliaryLine, limit: Int) -> String {
        var parts = line.parts
        while columns(parts.map(\.text).joined(separator: AuxiliaryLine.separator)) > limit,
            let dropped = parts.indices.dropFirst().filter({ parts[$0].importance >= droppableImportance })
                .max(by: { parts[$0].importance <= parts[$1].importance })
        {
            // The least important part goes; of equals, the last.
            parts.remove(at: dropped)
        }
        let rest = parts.dropFirst().map(\.text)
        let restColumns = rest.isEmpty ? 0 : columns((rest + [""]).joined(separator: AuxiliaryLine.separator))
        guard let first = parts.first?.text else { return "" }
        let head = elided(first, limit: max(4, limit - restColumns))
        return ([head] + rest).joined(separator: AuxiliaryLine.separator)
    }

    /// How many columns `text` takes: East Asian wide characters and emoji two, marks and joiners
    /// none, anything else one.
    public static func columns(_ text: some StringProtocol) -> Int {
        text.unicodeScalars.reduce(0) { $0 + width($1) }
    }

    /// `text` cut to `limit` columns, with an ellipsis when cut.
    static func elided(_ text: String, limit: Int) -> String {
        guard columns(text) > limit else { return text }
        var result = ""
        var used = 1  // the ellipsis
        for character in text {
            let width = columns(String(character))
            if used + width > limit { break }
            result.append(character)
            used += width
        }
        while result.last == " " { result.removeLast() }
        return result + "…"
    }

    /// The end of `text` in at most `limit` columns, with an ellipsis in front when cut.
    public static func tail(_ text: String, limit: Int) -> String {
        guard columns(text) > limit else { return text }
        var kept: [Character] = []
        var used = 1  // the ellipsis
        for character in text.reversed() {
            let width = columns(String(character))
            if used + width > limit { break }
            kept.append(character)
            used += width
        }
        return "…" + String(kept.reversed())
    }

    private static func width(_ scalar: Unicode.Scalar) -> Int {
        switch scalar.value {
        case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F, 0x1F3FB...0x1F3FF, 0xE0000...0xE007F: 0
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x1F300...0x1F64F, 0x1F900...0x1FAFF, 0x20000...0x3FFFD:
            2
        default:
            scalar.properties.generalCategory == .nonspacingMark || scalar.properties.generalCategory == .enclosingMark
                ? 0 : 1
        }
    }
}
