import EmojiKit

/// The skin-tone modifiers in an emoji's text: a Shift or Control tap changes only them, which is
/// how a tone change is told apart from a move to another emoji.
enum SkinToneMarks {
    /// `text` without its skin-tone modifiers.
    static func strip(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.filter { SkinTone(modifier: $0) == nil })
        return String(scalars)
    }

    /// Whether `text` has a skin-tone modifier.
    static func hasTone(_ text: String) -> Bool {
        text.unicodeScalars.contains { SkinTone(modifier: $0) != nil }
    }

    /// Whether `text` is an emoji rather than typed text: it has a character drawn as an emoji by
    /// default, or one made an emoji by U+FE0F (❤️, ☺️); typed text (`:)`, `10:30`) has neither.
    static func looksLikeEmoji(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.isEmojiPresentation || $0.value == 0xFE0F }
    }
}
