import EmojiFrontend
import EmojiInput
import Testing

/// Only what changed is sent.
@Suite struct SnapshotChangesTests {
    private func snapshot(preedit: String = "", aux: String = "", rows: [[String]] = [], focus: (Int, Int)? = nil)
        -> EngineSnapshot
    {
        var snapshot = EngineSnapshot()
        snapshot.preedit = preedit
        snapshot.auxiliaryLine = AuxiliaryLine(parts: aux.isEmpty ? [] : [AuxiliaryLine.Part(aux, importance: 0)])
        snapshot.rows = rows.map { $0.map { EngineSnapshot.Candidate(text: $0) } }
        snapshot.focus = focus.map { EngineSnapshot.Position(row: $0.0, column: $0.1) }
        return snapshot
    }

    @Test func nothingChangedSendsNothing() {
        let shown = snapshot(preedit: "cat", aux: "cat face", rows: [["🐱", "🐈"]], focus: (0, 0))
        #expect(SnapshotChanges(from: shown, to: shown, commit: nil).isEmpty)
    }

    @Test func movingTheFocusSendsOnlyThePageAndTheAuxiliaryLine() {
        let before = snapshot(preedit: "cat", aux: "cat face", rows: [["🐱", "🐈"]], focus: (0, 0))
        let after = snapshot(preedit: "cat", aux: "cat", rows: [["🐱", "🐈"]], focus: (0, 1))
        let changes = SnapshotChanges(from: before, to: after, commit: nil)
        #expect(changes.preedit == .keep && changes.auxiliary == .show && changes.candidates == .show)
    }

    @Test func aCommitClearsEverythingShown() {
        let before = snapshot(preedit: "cat", aux: "cat face", rows: [["🐱"]], focus: (0, 0))
        let changes = SnapshotChanges(from: before, to: snapshot(), commit: "🐱")
        #expect(changes == SnapshotChanges(from: before, to: snapshot(), commit: "🐱"))
        #expect(changes.preedit == .hide && changes.commit == "🐱")
        #expect(changes.auxiliary == .hide && changes.candidates == .hide)
    }

    @Test func aCommitWithNothingShownKeepsThePreeditHidden() {
        // A digit with nothing composed: nothing to hide, only the commit.
        let changes = SnapshotChanges(from: snapshot(), to: snapshot(), commit: "1")
        #expect(changes.preedit == .keep && changes.commit == "1" && changes.auxiliary == .keep)
    }

    @Test func inThePanelPlacementThePreeditIsNeverSent() {
        let typed = snapshot(preedit: "cat", aux: "cat face", rows: [["🐱"]], focus: (0, 0))
        let shown = SnapshotChanges(from: snapshot(), to: typed, commit: nil, placement: .panel)
        #expect(shown.preedit == .keep && shown.auxiliary == .show && shown.candidates == .show)
        let committed = SnapshotChanges(from: typed, to: snapshot(), commit: "🐱", placement: .panel)
        #expect(committed.preedit == .keep && committed.commit == "🐱" && committed.auxiliary == .hide)
    }

    @Test func inThePanelPlacementANewQueryUpdatesTheAuxiliaryText() {
        // The focused emoji (and so the auxiliary line) stays, the query grows.
        let before = snapshot(preedit: "thumbs u", aux: "thumbs up", rows: [["👍"]], focus: (0, 0))
        let after = snapshot(preedit: "thumbs up", aux: "thumbs up", rows: [["👍"]], focus: (0, 0))
        #expect(SnapshotChanges(from: before, to: after, commit: nil).auxiliary == .keep)
        let changes = SnapshotChanges(from: before, to: after, commit: nil, placement: .panel)
        #expect(changes.auxiliary == .show && changes.preedit == .keep && changes.candidates == .keep)
        // A query alone (nothing else above the grid) still shows.
        let bare = SnapshotChanges(from: snapshot(), to: snapshot(preedit: ":"), commit: nil, placement: .panel)
        #expect(bare.auxiliary == .show)
    }
}
