import EmojiInput
import EmojiKit
import Foundation
import TestSupport
import Testing

/// The user's state on disk: atomic, private, and robust against damage.
@Suite struct UserStateStoreTests {
    @Test func savesAtomicallyWithPrivateModes() throws {
        let scratch = TemporaryDirectory()
        let directory = scratch.path + "/nested/swift-emoji"
        let store = UserStateStore(directory: directory, saveDelay: .seconds(60))
        store.recordUse(of: "😀")
        store.rememberTones([.dark], for: "👍")
        #expect(store.flush())
        for name in ["usage.json", "tones.json"] {
            let attributes = try FileManager.default.attributesOfItem(atPath: directory + "/" + name)
            #expect((attributes[.posixPermissions] as? Int) == 0o600, "\(name)")
        }
        // No temporary files are left behind.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["tones.json", "usage.json"])
        let reopened = UserStateStore(directory: directory)
        #expect(reopened.usage.scores["😀"] == 1)
        #expect(reopened.tones["👍"] == [.dark])
    }

    @Test func savesSoonAfterAChangeWithoutAFlush() async throws {
        let scratch = TemporaryDirectory()
        let directory = scratch.path
        let store = UserStateStore(directory: directory, saveDelay: .milliseconds(20))
        store.recordUse(of: "🚀")
        for _ in 0..<100 where !FileManager.default.fileExists(atPath: directory + "/usage.json") {
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(UserStateStore(directory: directory).usage.scores["🚀"] == 1)
    }

    @Test func aCorruptFileIsMovedAsideAndTheOtherKept() throws {
        let scratch = TemporaryDirectory()
        let directory = scratch.path
        let store = UserStateStore(directory: directory)
        store.recordUse(of: "😀")
        store.rememberTones([.light], for: "👋")
        store.flush()
        try Data("{ this is not json".utf8).write(to: URL(fileURLWithPath: directory + "/usage.json"))
        let reopened = UserStateStore(directory: directory)
        #expect(reopened.usage.isEmpty)
        #expect(reopened.tones["👋"] == [.light])
        let files = try FileManager.default.contentsOfDirectory(atPath: directory)
        #expect(files.contains { $0.hasPrefix("usage.json.corrupt-") })
        #expect(!files.contains("usage.json"))
    }

    @Test func wrongVersionsAndGarbageAreMovedAside() throws {
        let scratch = TemporaryDirectory()
        let directory = scratch.path
        try Data(#"{"version": 99, "tones": {}}"#.utf8).write(to: URL(fileURLWithPath: directory + "/tones.json"))
        try Data([0xFF, 0x00, 0x13]).write(to: URL(fileURLWithPath: directory + "/usage.json"))
        let store = UserStateStore(directory: directory)
        #expect(store.tones.isEmpty && store.usage.isEmpty)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory)
        #expect(files.filter { $0.contains(".corrupt-") }.count == 2)
        // And the fresh state saves normally.
        store.recordUse(of: "😀")
        #expect(store.flush())
    }

    @Test func unwritableDirectoryKeepsStateInMemoryWithOneWarning() throws {
        // A file where the directory should be: not writable, whoever runs the test (root too).
        let scratch = TemporaryDirectory()
        let parent = scratch.path
        let directory = parent + "/state"
        try Data("in the way".utf8).write(to: URL(fileURLWithPath: directory))
        let (logger, log) = CollectingLogHandler.logger()
        let store = UserStateStore(directory: directory, saveDelay: .seconds(60), logger: logger)
        store.recordUse(of: "😀")
        #expect(!store.flush())
        store.recordUse(of: "🚀")
        #expect(!store.flush())
        #expect(store.usage.scores["😀"] != nil && store.usage.scores["🚀"] == 1)
        #expect(log.warnings.count == 1, "\(log.warnings)")
        // Once the directory can be made, the next save writes everything kept in memory.
        try FileManager.default.removeItem(atPath: directory)
        #expect(store.flush())
        #expect(UserStateStore(directory: directory).usage.scores["🚀"] == 1)
    }

    @Test func fullDiskKeepsStateInMemoryAndSavesLater() throws {
        // A tiny tmpfs, filled up. Mounting needs privileges: without them the test says so.
        let scratch = TemporaryDirectory()
        let mountPoint = scratch.path
        let mount = Process()
        mount.executableURL = URL(fileURLWithPath: "/bin/mount")
        mount.arguments = ["-t", "tmpfs", "-o", "size=64k", "tmpfs", mountPoint]
        mount.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try mount.run()
        mount.waitUntilExit()
        guard mount.terminationStatus == 0 else {
            withKnownIssue("mounting a tmpfs needs privileges this test run does not have") { Issue.record("skipped") }
            return
        }
        defer {
            let unmount = Process()
            unmount.executableURL = URL(fileURLWithPath: "/bin/umount")
            unmount.arguments = [mountPoint]
            try? unmount.run()
            unmount.waitUntilExit()
        }
        let filler = mountPoint + "/filler"
        FileManager.default.createFile(atPath: filler, contents: Data(count: 64 * 1024))
        let (logger, log) = CollectingLogHandler.logger()
        let store = UserStateStore(directory: mountPoint + "/swift-emoji", saveDelay: .seconds(60), logger: logger)
        for emoji in ["😀", "🚀", "❤️"] { store.recordUse(of: emoji) }
        store.rememberTones([.dark], for: "👍")
        #expect(!store.flush())
        #expect(!store.flush())
        #expect(log.warnings.count == 1, "\(log.warnings)")
        #expect(store.usage.scores.count == 3)
        try FileManager.default.removeItem(atPath: filler)
        #expect(store.flush())
        let reopened = UserStateStore(directory: mountPoint + "/swift-emoji")
        #expect(reopened.usage.scores.count == 3)
        #expect(reopened.tones["👍"] == [.dark])
        // No temporary file is left behind by the failed attempts.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: mountPoint + "/swift-emoji").sorted() == [
                "tones.json", "usage.json",
            ])
    }

    @Test func standardDirectory() {
        #expect(StateDirectory.standard(["XDG_STATE_HOME": "/x/state", "HOME": "/home/u"]) == "/x/state/swift-emoji")
        #expect(StateDirectory.standard(["HOME": "/home/u"]) == "/home/u/.local/state/swift-emoji")
        #expect(
            StateDirectory.standard(["XDG_STATE_HOME": "relative", "HOME": "/home/u"])
                == "/home/u/.local/state/swift-emoji")
    }

    @Test func clearForgetsEverything() {
        let store = UserStateStore.inMemory()
        store.recordUse(of: "😀")
        store.rememberTones([.dark], for: "👍")
        store.clear()
        #expect(store.usage.isEmpty && store.tones.isEmpty)
    }
}
