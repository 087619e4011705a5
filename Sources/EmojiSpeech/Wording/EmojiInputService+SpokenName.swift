import EmojiInput
import EmojiKit

extension EmojiInputService {
    /// The name of the emoji `text` in the user's first language (its tone included), or `nil`
    /// if `text` is not an emoji of the index: what ``ScreenReaderSpeech`` says was inserted when
    /// the snapshot did not name it.
    public func spokenName(of text: String) -> String? {
        guard let sequence = database.sequence(for: text) else { return nil }
        return LocalizedNames(catalog: catalog, languages: languages).name(sequence)
    }
}
