import EmojiInput

/// What a frontend must send to go from what it shows to a new snapshot: only what changed.
///
/// Each panel update is a message to the input framework and on to the application or the panel,
/// so a key that changes nothing in a part sends nothing for it.
public struct SnapshotChanges: Equatable, Sendable {
    /// What to do with one part of the display.
    public enum Update: Equatable, Sendable {
        case keep
        case hide
        case show
    }

    /// The preedit (the query in the application).
    ///
    /// Shown again after a commit, which clears it; never shown when the query is placed in the panel.
    public let preedit: Update
    /// Text to commit, sent after the preedit update and before the others.
    public let commit: String?
    /// The auxiliary text above the candidates (with the query, when it is placed in the panel).
    public let auxiliary: Update
    /// The candidate page (its rows, focus or layout changed).
    public let candidates: Update
    /// Where the query is placed.
    public let placement: QueryPlacement

    /// The changes from `shown` to `next`, with `commit` to send, the query placed as `placement`
    /// says (the same for both).
    public init(
        from shown: EngineSnapshot, to next: EngineSnapshot, commit: String?, placement: QueryPlacement = .application
    ) {
        self.placement = placement
        let inApplication = placement == .application
        let (shownPreedit, nextPreedit) = inApplication ? (shown.preedit, next.preedit) : ("", "")
        if nextPreedit != shownPreedit || (commit != nil && inApplication) {
            preedit = nextPreedit.isEmpty ? (shownPreedit.isEmpty ? .keep : .hide) : .show
        } else {
            preedit = .keep
        }
        self.commit = commit
        // In the panel placement, the query is part of the auxiliary text.
        let (shownQuery, nextQuery) = inApplication ? ("", "") : (shown.preedit, next.preedit)
        if next.auxiliary != shown.auxiliary || nextQuery != shownQuery {
            auxiliary = next.auxiliary.isEmpty && nextQuery.isEmpty ? .hide : .show
        } else {
            auxiliary = .keep
        }
        if next.rows != shown.rows || next.focus != shown.focus || next.layout != shown.layout {
            candidates = next.rows.isEmpty ? .hide : .show
        } else {
            candidates = .keep
        }
    }

    /// Whether nothing is to be sent.
    public var isEmpty: Bool { preedit == .keep && commit == nil && auxiliary == .keep && candidates == .keep }
}
