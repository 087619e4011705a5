import EmojiFrontend
import EmojiInput

/// The session's answer to one ``SessionRequest``: whether a key was used, the text to commit,
/// and what the context shows now, with where its query goes.
public struct SessionReply: Equatable, Sendable {
    /// Whether the engine used the key; if not, the application must get it.
    public var handled: Bool
    /// Text to commit to the application, before the key is passed on (if it is).
    public var commit: String?
    /// What the context shows now; `nil` when the request changed nothing shown (a frontend that
    /// redraws its panel from every reply then shows nothing).
    public var snapshot: EngineSnapshot?
    /// Where the query shows, in the application or in the panel (decided per context).
    public var placement: QueryPlacement
    /// Why keys pass through (the emoji data could not be loaded), to show in the panel's
    /// auxiliary text.
    public var notice: String?

    public init(
        handled: Bool, commit: String? = nil, snapshot: EngineSnapshot? = nil,
        placement: QueryPlacement = .application, notice: String? = nil
    ) {
        self.handled = handled
        self.commit = commit
        self.snapshot = snapshot
        self.placement = placement
        self.notice = notice
    }

    /// The reply to a key or a panel action the engine answered.
    public init(_ outcome: KeyOutcome, placement: QueryPlacement) {
        self.init(handled: outcome.handled, commit: outcome.commit, snapshot: outcome.snapshot, placement: placement)
    }
}
