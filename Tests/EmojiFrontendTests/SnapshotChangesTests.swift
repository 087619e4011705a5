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
}
