import CIBus
import EmojiInput

/// Making `IBusText` values.
///
/// Attribute positions count Unicode scalars, as IBus expects.
enum TextBuilder {
    /// Highlight of the focused emoji in a grid row (the panel's own cursor is hidden).
    static let focusBackground: guint = 0x3584E4
    static let focusForeground: guint = 0xFFFFFF

    /// A plain (floating) text.
    static func text(_ string: String) -> UnsafeMutablePointer<IBusText> {
        ObjectTracker.track(ibus_text_new_from_string(string))
    }

    /// The preedit: the query, underlined.
    static func preedit(_ string: String) -> UnsafeMutablePointer<IBusText> {
        let text = ObjectTracker.track(ibus_text_new_from_string(string)!)
        let length = guint(string.unicodeScalars.count)
        ibus_text_append_attribute(
            text, guint(IBUS_ATTR_TYPE_UNDERLINE.rawValue), guint(IBUS_ATTR_UNDERLINE_SINGLE.rawValue), 0, gint(length))
        return text
    }

    /// One grid row: its emoji two spaces apart.
    ///
    /// In the ``PanelStyle/highlight`` style the focused emoji gets colours; in the ``PanelStyle/marks`` style each
    /// emoji has a space on either side and brackets take those spaces around the focused one, so no column moves.
    static func gridRow(_ candidates: [EngineSnapshot.Candidate], focusedColumn: Int?, style: PanelStyle)
        -> UnsafeMutablePointer<IBusText>
    {
        var string = ""
        var length = 0
        var focusRange: (start: Int, end: Int)?
        func append(_ part: String) {
            string += part
            length += part.unicodeScalars.count
        }
        for (column, candidate) in candidates.enumerated() {
            let isFocused = column == focusedColumn
            switch style {
            case .highlight: if column > 0 { append("  ") }
            case .marks: append(isFocused ? "[" : " ")
            }
            let start = length
            append(candidate.text)
            if isFocused { focusRange = (start, length) }
            if style == .marks { append(isFocused ? "]" : " ") }
        }
        let text = ObjectTracker.track(ibus_text_new_from_string(string)!)
        if style == .highlight, let (start, end) = focusRange {
            ibus_text_append_attribute(
                text, guint(IBUS_ATTR_TYPE_BACKGROUND.rawValue), focusBackground, guint(start), gint(end))
            ibus_text_append_attribute(
                text, guint(IBUS_ATTR_TYPE_FOREGROUND.rawValue), focusForeground, guint(start), gint(end))
            ibus_text_append_attribute(
                text, guint(IBUS_ATTR_TYPE_UNDERLINE.rawValue), guint(IBUS_ATTR_UNDERLINE_DOUBLE.rawValue),
                guint(start), gint(end))
        }
        return text
    }

    /// One list line: the emoji and its name.
    static func listLine(_ candidate: EngineSnapshot.Candidate) -> UnsafeMutablePointer<IBusText> {
        text(candidate.text + "  " + (candidate.name ?? ""))
    }
}
