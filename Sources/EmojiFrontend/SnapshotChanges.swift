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

    /// The preedit (the query in the application); shown again after a commit, which clears it.
    public let preedit: Update
    /// Text to commit, sent after the preedit update and before the others.
    public let commit: String?
    /// The auxiliary line above the candidates.
    public let auxiliary: Update
    /// The candidate page (its rows, focus or layout changed).
    public let candidates: Update

    /// The changes from `shown` to `next`, with `commit` to send.
    public init(from shown: EngineSnapshot, to next: EngineSnapshot, commit: String?) {
        if next.preedit != shown.preedit || commit != nil {
            preedit = next.preedit.isEmpty ? (shown.preedit.isEmpty ? .keep : .hide) : .show
        } else {
            preedit = .keep
        }
        self.commit = commit
        if next.auxiliary != shown.auxiliary {
            auxiliary = next.auxiliary.isEmpty ? .hide : .show
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
