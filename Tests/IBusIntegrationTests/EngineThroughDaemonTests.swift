import Foundation
import TestSupport
import Testing

/// The real engine binary behind a real ibus-daemon, driven as an application drives it.
@Suite(.serialized, .needsIBus) struct EngineThroughDaemonTests {
    @Test func typingAWordAndCommitting() throws {
        let session = try IBusTestSession()
        defer { session.stop() }
        let log = try session.probe(["engine swift-emoji", "key c", "key a", "key t", "key Return"])
        #expect(log.errors.isEmpty)
        #expect(log.handled == [true, true, true, true])
        #expect(log.signals("update-preedit-text").compactMap { $0.text }.contains("cat"))
        let beforeCommit = log.caused(byKey: "t")
        // The 7 × 4 page goes out as at most 4 row-candidates of 7 emoji.
        let rows = try #require(beforeCommit.lastTable?.rows)
        #expect(!rows.isEmpty && rows.count <= 4)
        #expect(rows.allSatisfy { ProbeLog.cells($0).count <= 7 })
        #expect(ProbeLog.cells(rows[0]).prefix(2).contains("🐈"))
        // Rows carry blank labels: panels number rows without a label (GNOME Shell also with an
        // empty one), and digits pick columns.
        let labels = try #require(beforeCommit.lastTable?.labels)
        #expect(labels.count == rows.count && labels.allSatisfy { $0 == " " })
        #expect(beforeCommit.lastCursor == 0)
        #expect(beforeCommit.lastHighlighted == ProbeLog.cells(rows[0])[0])
        #expect(beforeCommit.lastAuxiliary?.contains(" 1/") == true)
        #expect(log.commits == [ProbeLog.cells(rows[0])[0]])
        let afterCommit = log.caused(byKey: "Return")
        #expect(afterCommit.signals("hide-lookup-table").count == 1)
        #expect(afterCommit.signals("hide-preedit-text").count == 1)
    }

    @Test func pagingAndMovingInTheGrid() throws {
        let session = try IBusTestSession()
        defer { session.stop() }
        let log = try session.probe([
            "engine swift-emoji", "key f", "key a", "key c", "key e",
            "key Down", "key Right", "key Right", "key Page_Down", "key End", "key Right", "key Return",
        ])
        #expect(log.errors.isEmpty)
        let first = log.caused(byKey: "e")
        // The line above the grid as it stands after `e` (sent again only when it changes).
        let auxiliary = ["e", "c", "a", "f"].lazy.compactMap { log.caused(byKey: $0).lastAuxiliary }.first
        let pages = auxiliary.flatMap { $0.split(separator: "/").last }.flatMap { Int($0.prefix { $0.isNumber }) } ?? 0
        #expect(pages > 3)
        let rowsPage1 = first.lastRows
        let down = log.caused(byKey: "Down")
        #expect(down.lastCursor == 1)
        #expect(down.lastHighlighted == ProbeLog.cells(rowsPage1[1])[0])
        let right = log.caused(byKey: "Right", occurrence: 2)
        #expect(right.lastHighlighted == ProbeLog.cells(rowsPage1[1])[2])
        let pageDown = log.caused(byKey: "Page_Down")
        #expect(pageDown.lastAuxiliary?.contains(" 2/") == true)
        #expect(pageDown.lastRows != rowsPage1)
        #expect(pageDown.lastCursor == 1)
        let end = log.caused(byKey: "End")
        #expect(end.lastCursor == 3)
        let crossed = log.caused(byKey: "Right", occurrence: 3)
        #expect(crossed.lastAuxiliary?.contains(" 3/") == true)
        #expect(crossed.lastCursor == 0)
        let expected = ProbeLog.cells(crossed.lastRows[0])[0]
        #expect(log.commits == [expected])
    }

    @Test func digitsCommitAColumnOfTheFocusedRow() throws {
        let session = try IBusTestSession()
        defer { session.stop() }
        let log = try session.probe([
            "engine swift-emoji", "key h", "key e", "key a", "key r", "key t", "key Down", "key 3",
        ])
        let rows = log.caused(byKey: "Down").lastRows
        #expect(log.commits == [ProbeLog.cells(rows[1])[2]])
    }

    @Test func skinToneTaps() throws {
        let session = try IBusTestSession()
        defer { session.stop() }
        let thumbs = ["key t", "key h", "key u", "key m", "key b", "key s", "key space", "key u", "key p"]
        let hands = "people holding hands".map { $0 == " " ? "key space" : "key \($0)" }
        let log = try session.probe(
            ["engine swift-emoji"] + thumbs + ["key Shift_L", "key Shift_L", "key Return"] + hands + [
                "key Shift_L", "key Control_L", "key Control_R", "key Return",
            ])
        #expect(log.errors.isEmpty)
        // Taps reach the application (not handled) but retone the focused emoji.
        let tap = log.caused(byKey: "Shift_L", occurrence: 1)
        #expect(tap.events.isEmpty == false)
        #expect(log.events.first { $0.event == "key" && $0.key == "Shift_L" }?.handled == false)
        #expect(tap.lastHighlighted == "👍🏻")
        #expect(log.caused(byKey: "Shift_L", occurrence: 2).lastHighlighted == "👍🏼")
        #expect(log.commits.first == "👍🏼")
        #expect(log.commits.last == "🧑🏻‍🤝‍🧑🏽")
    }

    @Test func browsingCategories() throws {
        let session = try IBusTestSession()
        defer { session.stop() }
        let log = try session.probe([
            "engine swift-emoji", "key Tab", "key Tab", "key Tab", "key ISO_Left_Tab", "key Right", "key Return",
        ])
        #expect(log.handled == [true, true, true, true, true, true])
        let opened = log.caused(byKey: "Tab", occurrence: 1)
        #expect(opened.lastAuxiliary?.contains("Frequently used") == true)
        #expect(opened.lastRows.count == 4)
        #expect(log.caused(byKey: "Tab", occurrence: 2).lastAuxiliary?.contains("Smileys & Emotion") == true)
        #expect(log.caused(byKey: "Tab", occurrence: 3).lastAuxiliary?.contains("People & Body") == true)
        let back = log.caused(byKey: "ISO_Left_Tab")
        #expect(back.lastAuxiliary?.contains("Smileys & Emotion") == true)
        #expect(log.commits == ["😃"])
    }

    @Test func unhandledKeysAndReleasesPassThrough() throws {
        let session = try IBusTestSession()
        defer { session.stop() }
        let log = try session.probe([
            "engine swift-emoji",
            // Idle: editing keys, digits, punctuation and chords belong to the application.
            "key BackSpace", "key Return", "key space", "key 1", "key period", "key Control+c", "key Escape",
            // A release whose press was not taken goes through; one whose press was taken does not.
            "release b", "press c", "release c", "key Control+a", "key F5",
        ])
        #expect(log.errors.isEmpty)
        #expect(log.handled == [false, false, false, false, false, false, false, false, true, true, false, false])
        #expect(log.commits.isEmpty)
    }

    @Test func passwordFieldsPassEverythingAndLearnNothing() throws {
        let session = try IBusTestSession()
        defer { session.stop() }
        let log = try session.probe([
            "engine swift-emoji", "purpose password", "key r", "key o", "key c", "key k", "key Return",
            "purpose pin", "key 1", "key Tab",
            "purpose free-form", "key c", "key a", "key t", "key Return",
        ])
        #expect(log.handled == [false, false, false, false, false, false, false, true, true, true, true])
        #expect(log.commits.count == 1)
        #expect(
            log.signals("update-preedit-text").compactMap { $0.text }.allSatisfy { !$0.contains("rock") })
        // Once the engine has saved, look at what it learned: the cat, and nothing typed in the password field.
        let usage = savedUsage(in: session, once: log.commits[0])
        #expect(usage.contains(log.commits[0]))
        #expect(!usage.contains("🚀"))
        #expect(!session.engineLog.contains("rock"))
    }

    /// The engine's saved usage file, once it mentions `emoji` (the engine saves a little after a
    /// commit), or as it is after 10 s.
    private func savedUsage(in session: IBusTestSession, once emoji: String) -> String {
        let path = session.directory + "/state/swift-emoji/usage.json"
        var usage = ""
        Waiting.until(timeout: 10) {
            usage = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            return usage.contains(emoji)
        }
        return usage
    }

    @Test func privateWindowsWorkButTeachNothing() throws {
        let session = try IBusTestSession()
        defer { session.stop() }
        // In a private window the grid works and tones can be picked, but neither the rocket nor
        // the toned wave is remembered; back in a normal field the cat is.
        let log = try session.probe([
            "engine swift-emoji", "purpose private", "key r", "key o", "key c", "key k", "key e", "key t",
            "key Return", "key w", "key a", "key v", "key e", "key Shift_L", "key Return",
            "purpose free-form", "key c", "key a", "key t", "key Return",
        ])
        #expect(log.commits.count == 3)
        #expect(log.commits[0] == "🚀" && log.commits[1] == "👋🏻")
        let usage = savedUsage(in: session, once: log.commits[2])
        #expect(usage.contains(log.commits[2]))
        #expect(!usage.contains("🚀") && !usage.contains("👋"))
        let tones = (try? String(contentsOfFile: session.directory + "/state/swift-emoji/tones.json", encoding: .utf8))
        #expect(tones?.contains("👋") != true)
    }

    @Test func launchedByTheDaemonFromTheComponentXML() throws {
        let session = try IBusTestSession(engine: .component)
        defer { session.stop() }
        // The daemon read the engine list from `--xml` and starts `--ibus` on SetEngine.
        let engines = try session.run("/usr/bin/ibus", ["list-engine"], capture: true)
        #expect(engines.contains("swift-emoji"))
        let log = try session.probe(["engine swift-emoji", "key c", "key a", "key t", "key Return"])
        #expect(log.errors.isEmpty)
        #expect(log.commits.count == 1)
        #expect(session.enginePID() != nil)
    }

    @Test func engineExitsWhenTheDaemonGoesAway() throws {
        let session = try IBusTestSession()
        defer { session.stop() }
        _ = try session.probe(["engine swift-emoji", "key c"])
        session.killDaemon()
        #expect(Waiting.until(timeout: 1) { !session.isRunning("ibus-engine-swift-emoji") })
    }
}

/// Damaged or missing data must not take the desktop's typing with it.
@Suite(.serialized, .needsIBus) struct EngineWithoutDataTests {
    @Test(arguments: ["missing", "truncated", "wrong-version"])
    func keysPassThroughWithAClearMessage(damage: String) throws {
        let scratch = TemporaryDirectory()
        let directory = scratch.path
        let original = try Data(contentsOf: URL(fileURLWithPath: Repository.index))
        switch damage {
        case "truncated":
            try original.prefix(original.count / 2).write(to: URL(fileURLWithPath: directory + "/emoji.index"))
        case "wrong-version":
            var bytes = original
            bytes[8] = 0x7F
            try bytes.write(to: URL(fileURLWithPath: directory + "/emoji.index"))
        default: break
        }
        let session = try IBusTestSession(extraEnvironment: ["SWIFT_EMOJI_DATA_DIR": directory])
        defer { session.stop() }
        let log = try session.probe(["engine swift-emoji", "key c", "key a", "key Return", "key BackSpace"])
        #expect(log.errors.isEmpty)
        #expect(log.handled == [false, false, false, false])
        #expect(log.commits.isEmpty)
        let message = log.signals("update-auxiliary-text").compactMap { $0.text }.last ?? ""
        #expect(message.contains("emoji data unavailable"))
        #expect(message.contains(directory + "/emoji.index"))
    }
}

/// Two applications focused in turn share one engine process.
@Suite(.serialized, .needsIBus) struct SeveralContextsTests {
    @Test func eachContextKeepsItsQueryWhileUsageAndTonesAreShared() throws {
        let session = try IBusTestSession()
        defer { session.stop() }
        let log = try session.probe([
            "engine swift-emoji", "key f", "key a", "key c", "key e", "key Page_Down",
            // IBus's global engine follows the focus to the second application.
            "context second", "key w", "key a", "key v", "key e", "key Shift_L", "key Return",
            "context main", "key Return",
            "context second", "key w", "key a", "key v", "key e", "key Return",
        ])
        #expect(log.errors.isEmpty)
        let preedits = log.signals("update-preedit-text")
        // The second application never saw the first one's query.
        #expect(
            !preedits.contains {
                $0.context == "second" && $0.text?.contains("face") == true
            })
        // Back in the first application, its query and page are shown again, before its next key.
        // (The probe prints its `context` line 50 ms after the focus change; on a loaded machine
        // the engine's updates for it have come after that line.)
        let switchedBack = try #require(
            log.events.firstIndex { $0.event == "context" && $0.name == "main" })
        let lastKey = try #require(log.events[..<switchedBack].lastIndex { $0.event == "key" })
        let nextKey = try #require(log.events[switchedBack...].firstIndex { $0.event == "key" })
        let returned = ProbeLog(events: Array(log.events[(lastKey + 1)..<nextKey]))
        let shownAgain = returned.signals("update-preedit-text").first { $0.text?.isEmpty == false }
        #expect(shownAgain?.text == "face")
        #expect(shownAgain?.context == "main")
        let commits = log.signals("commit-text")
        #expect(commits.map { $0.context } == ["second", "main", "second"])
        #expect(commits[0].text == "👋🏻")
        // The tone chosen in one context is used in the other (shared memory).
        #expect(commits[2].text == "👋🏻")
    }
}

/// The engine's process can die; the daemon starts a new one and the user's state is there.
@Suite(.serialized, .needsIBus) struct EngineRelaunchTests {
    @Test func usageAndTonesSurviveAKilledEngine() throws {
        let session = try IBusTestSession(engine: .component)
        defer { session.stop() }
        let first = try session.probe([
            "engine swift-emoji", "key w", "key a", "key v", "key e", "key Shift_L", "key Shift_L", "key Return",
        ])
        #expect(first.commits == ["👋🏼"])
        // Saved soon after the commit, atomically.
        let tones = session.directory + "/state/swift-emoji/tones.json"
        #expect(Waiting.until(timeout: 5) { FileManager.default.fileExists(atPath: tones) })
        let killed = try #require(session.enginePID())
        let busName = "org.freedesktop.IBus.SwiftEmoji"
        #expect(session.busNameHasOwner(busName))
        kill(killed, SIGKILL)
        // The daemon has seen the engine go once its bus name is free: asked before, it may hand the request to the
        // dead engine (seen once on a loaded CI machine: "engine swift-emoji was not set").
        #expect(Waiting.until(timeout: 15) { session.enginePID() != killed && !session.busNameHasOwner(busName) })
        let second = try session.probe([
            "engine swift-emoji", "key w", "key a", "key v", "key e", "key Return", "key Tab",
        ])
        #expect(second.errors.isEmpty)
        let relaunched = try #require(session.enginePID())
        #expect(relaunched != killed)
        #expect(second.commits == ["👋🏼"])
        #expect(ProbeLog.cells(second.lastRows.first ?? "").first == "👋🏼")
    }
}
