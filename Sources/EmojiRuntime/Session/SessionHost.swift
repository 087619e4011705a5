import EmojiFrontend
import EmojiInput
import EmojiSpeech

/// What the sessions need from their engine process (an ``InputRuntime``): the input service once
/// the index is loaded, why it is not, where a client's query shows and how the grid is drawn, the
/// fonts' decision, word when every composition must end, and the speech for screen readers.
@MainActor
public protocol SessionHost: AnyObject {
    /// The input service, waiting for the index if it is still loading; `nil` if it cannot load.
    var service: EmojiInputService? { get }
    /// Why the index could not be loaded, once that is known (never waits).
    var failure: String? { get }
    /// How the grid shows its focused emoji in the panel drawing the candidates.
    var panelStyle: PanelStyle { get }
    /// Where the query shows for `client`, by the settings (see ``QueryPlacement``).
    func queryPlacement(for client: InputClient) -> QueryPlacement
    /// Applies the fonts' latest decision before a key (cheap when there is none).
    func applyFontChanges()
    /// Asks for a look at the installed fonts (in the background), as focus moves.
    func checkFonts()
    /// Called when every composition must end (the settings changed, the history was cleared).
    var onReset: (@MainActor () -> Void)? { get set }
    /// What a screen-reader user hears of the grid (nil: nothing is ever spoken, as in tests).
    var speech: ScreenReaderSpeech? { get }
    /// The user's first language, for speech.
    var firstLanguage: String { get }
}
