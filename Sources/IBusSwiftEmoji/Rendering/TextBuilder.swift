import CIBus
import EmojiFrontend
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

    /// The text above the candidates, the query in it underlined (see ``AuxiliaryText``).
    static func auxiliary(_ auxiliary: AuxiliaryText) -> UnsafeMutablePointer<IBusText> {
        let text = ObjectTracker.track(ibus_text_new_from_string(auxiliary.string)!)
        if let range = auxiliary.queryRange {
            ibus_text_append_attribute(
                text, guint(IBUS_ATTR_TYPE_UNDERLINE.rawValue), guint(IBUS_ATTR_UNDERLINE_SINGLE.rawValue),
                guint(range.lowerBound), gint(range.upperBound))
        }
        return text
    }

    /// One grid row (see ``GridRowText``), the focused emoji coloured in the ``PanelStyle/highlight`` style.
    static func gridRow(_ row: GridRowText, style: PanelStyle) -> UnsafeMutablePointer<IBusText> {
        let text = ObjectTracker.track(ibus_text_new_from_string(row.string)!)
        if style == .highlight, let range = row.focusRange {
            let (start, end) = (guint(range.lowerBound), gint(range.upperBound))
            ibus_text_append_attribute(text, guint(IBUS_ATTR_TYPE_BACKGROUND.rawValue), focusBackground, start, end)
            ibus_text_append_attribute(text, guint(IBUS_ATTR_TYPE_FOREGROUND.rawValue), focusForeground, start, end)
            ibus_text_append_attribute(
                text, guint(IBUS_ATTR_TYPE_UNDERLINE.rawValue), guint(IBUS_ATTR_UNDERLINE_DOUBLE.rawValue), start, end)
        }
        return text
    }

    /// One list line: the emoji and its name.
    static func listLine(_ candidate: EngineSnapshot.Candidate) -> UnsafeMutablePointer<IBusText> {
        text(candidate.listLine)
    }
}
