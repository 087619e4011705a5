import EmojiInput
import EmojiRuntime
import Foundation
import TestSupport
import Testing

@testable import EngineServer

/// The real `swift-emoji-engine-server` on a socket pair, as the fcitx5 addon runs it: requests in,
/// replies out, with the repository's index, a private home and GSettings in memory.
@Suite(.serialized)
final class EngineServerProcessTests {
    private let home = TemporaryDirectory(prefix: "engine-server")
    private let server: ChildProcess
    private let socket: Int32
    private var serial: UInt32 = 0

    convenience init() throws { try self.init(extraEnvironment: [:]) }

    /// A server with more environment (another GSettings schema directory).
    init(extraEnvironment: [String: String]) throws {
        var sockets: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &sockets) == 0 else {
            throw TestSupportError("socketpair failed")
        }
        let environment = [
            "HOME": home.path, "XDG_STATE_HOME": home.path + "/state", "GSETTINGS_BACKEND": "memory",
            "SWIFT_EMOJI_DATA_DIR": Repository.data, "LANG": "C.UTF-8", "LANGUAGE": "en",
        ].merging(extraEnvironment) { _, new in new }
        server = try ChildProcess(
            BuildProducts.path("swift-emoji-engine-server"), ["--socket-fd", "3"], environment: environment,
            outputPath: home.path + "/server.log", descriptor: (sockets[1], 3))
        close(sockets[1])
        socket = sockets[0]
    }

    deinit {
        close(socket)
        _ = server.wait()
    }

    /// Sends one request and reads its reply.
    private func send(_ request: SessionRequest, context: UInt32 = 1) throws -> EngineReply {
        serial += 1
        let frame = WireWriter.frame(EngineRequest(serial: serial, context: context, request: request).encoded)
        try write(frame)
        let length = try read(4).enumerated().reduce(0) { $0 | Int($1.element) << (8 * $1.offset) }
        let reply = try EngineReply(decoding: try read(length))
        #expect(reply.serial == serial)
        return reply
    }

    private func write(_ bytes: [UInt8]) throws {
        let count = bytes.withUnsafeBytes { Foundation.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        guard count == bytes.count else { throw TestSupportError("cannot write to the server") }
    }

    private func read(_ count: Int) throws -> [UInt8] {
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: max(count, 1))
        while result.count < count {
            var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 10_000) == 1 else { throw TestSupportError("no reply from the server") }
            let received = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, count - result.count, 0) }
            guard received > 0 else { throw TestSupportError("the server closed the connection") }
            result += chunk[0..<received]
        }
        return result
    }

    private func key(_ character: Character, context: UInt32 = 1) throws -> EngineReply {
        let scalar = character.unicodeScalars.first!.value
        return try send(
            .key(RawKey(keysym: scalar, modifiers: 0, isRelease: false, character: scalar)), context: context)
    }

    /// A key without a character (Return, Escape, Shift).
    private static func key(_ keysym: UInt32, modifiers: UInt32 = 0, isRelease: Bool = false) -> SessionRequest {
        .key(RawKey(keysym: keysym, modifiers: modifiers, isRelease: isRelease, character: 0))
    }

    private static let returnKey = key(0xFF0D)

    @Test func typingCatAndReturnCommitsTheCat() throws {
        _ = try send(.focusIn(client: "fcitx5:test"))
        for character in "cat" { #expect(try key(character).handled) }
        let shown = try key(" ")
        #expect(shown.preedit == "cat ")
        #expect(shown.rows.first?.text.contains("🐱") == true)
        let committed = try send(Self.returnKey)
        #expect(committed.commits == ["🐱"])
        #expect(committed.rows.isEmpty && committed.preedit.isEmpty)
    }

    @Test func aFullPageIsFourRowsAndPagesOn() throws {
        for character in "face" { _ = try key(character) }
        let page = try send(.panel(.pageDown))
        #expect(page.rows.count == 4)
        #expect(page.hasPreviousPage)
        let back = try send(.panel(.pageUp))
        #expect(!back.hasPreviousPage && back.hasNextPage)
        let clicked = try send(.panel(.clickRow(2)))
        #expect(clicked.cursorRow == 2)
    }

    @Test func eachContextKeepsItsOwnQuery() throws {
        for character in "dog" { _ = try key(character, context: 1) }
        for character in "sun" { _ = try key(character, context: 2) }
        #expect(try send(.focusIn(client: ""), context: 1).preedit == "dog")
        _ = try send(.destroy, context: 1)
        #expect(try send(.focusIn(client: ""), context: 1).preedit.isEmpty)
        #expect(try send(.panel(.pageDown), context: 9).handled == false)
    }

    /// Chromium keeps a preedit as text when focus moves: its query shows in fcitx5's panel.
    @Test func chromiumGetsTheQueryInThePanel() throws {
        _ = try send(.focusIn(client: "fcitx5:chromium"), context: 1)
        _ = try send(.focusIn(client: "fcitx5:gedit"), context: 2)
        let browser = try key("c", context: 1)
        #expect(browser.preedit == "c" && browser.preeditInPanel)
        let editor = try key("c", context: 2)
        #expect(editor.preedit == "c" && !editor.preeditInPanel)
    }

    @Test func aPasswordFieldPassesKeysThrough() throws {
        _ = try send(.focusIn(client: "fcitx5:test"))
        _ = try send(.field(FieldFacts(isPassword: true)))
        let reply = try key("c")
        #expect(!reply.handled && reply.preedit.isEmpty)
    }

    @Test func aBrokenRequestGetsAnUnhandledReplyAndTheServerGoesOn() throws {
        serial += 1
        var broken = EngineRequest(serial: serial, context: 1, request: .reset).encoded
        broken[0] = 200
        try write(WireWriter.frame(broken))
        let length = try read(4).enumerated().reduce(0) { $0 | Int($1.element) << (8 * $1.offset) }
        let reply = try EngineReply(decoding: try read(length))
        #expect(reply.serial == serial && !reply.handled)
        #expect(try key("c").handled)
    }

    /// An installed schema older than the program (without `mode` and `inline-triggers`): the
    /// missing keys read as their defaults instead of aborting in GLib.
    @Test func anOlderSchemaReadsMissingKeysAsDefaults() throws {
        let schemas = TemporaryDirectory(prefix: "old-schema")
        let current = try String(
            contentsOfFile: Repository.root + "/packaging/org.freedesktop.ibus.engine.swift-emoji.gschema.xml",
            encoding: .utf8)
        let old = current.replacingOccurrences(
            of: #"(?s)    <key name="(mode|inline-triggers)".*?</key>\n"#, with: "", options: .regularExpression)
        #expect(old != current && !old.contains("inline-triggers"))
        try old.write(
            toFile: schemas.path + "/org.freedesktop.ibus.engine.swift-emoji.gschema.xml", atomically: true,
            encoding: .utf8)
        let compiled = try ChildProcess.run("/usr/bin/glib-compile-schemas", [schemas.path], environment: [:])
        #expect(compiled.status == 0)
        let server = try EngineServerProcessTests(extraEnvironment: ["GSETTINGS_SCHEMA_DIR": schemas.path])
        for character in "cat" { _ = try server.key(character) }
        #expect(try server.send(Self.returnKey).commits == ["🐱"])
    }

    /// The preferences window clears the history by setting `history-cleared`: a running engine
    /// forgets its remembered tones too.
    @Test func clearingTheHistoryInTheSettingsReachesARunningEngine() throws {
        let schemas = TemporaryDirectory(prefix: "history-schema")
        let compiled = try ChildProcess.run(
            "/usr/bin/glib-compile-schemas", ["--targetdir=" + schemas.path, Repository.root + "/packaging"],
            environment: [:])
        #expect(compiled.status == 0)
        let settings = [
            "GSETTINGS_SCHEMA_DIR": schemas.path, "GSETTINGS_BACKEND": "keyfile",
            "XDG_CONFIG_HOME": schemas.path + "/config",
        ]
        let server = try EngineServerProcessTests(extraEnvironment: settings)
        let thumbsUp = Array("thumbs up")
        for character in thumbsUp { _ = try server.key(character) }
        _ = try server.send(Self.key(0xFFE1))
        _ = try server.send(Self.key(0xFFE1, modifiers: 1, isRelease: true))
        #expect(try server.send(Self.returnKey).commits == ["👍🏻"])
        for character in thumbsUp { _ = try server.key(character) }
        let remembered = try server.send(.focusIn(client: ""))
        #expect(remembered.rows.first?.text.contains("[👍🏻]") == true, "the tone is remembered first")
        _ = try server.send(Self.key(0xFF1B))
        let set = try ChildProcess.run(
            "/usr/bin/gsettings", ["set", "org.freedesktop.ibus.engine.swift-emoji", "history-cleared", "1234"],
            environment: settings)
        #expect(set.status == 0)
        // The change reaches the server through its main loop: typed again until the tone is gone.
        var first = ""
        try Waiting.until(timeout: 10, interval: 0.1) {
            for character in thumbsUp { _ = try server.key(character) }
            first = try server.send(.focusIn(client: "")).rows.first?.text ?? ""
            _ = try server.send(Self.key(0xFF1B))
            return first.contains("[👍]")
        }
        #expect(first.contains("[👍]"), "the remembered tone is forgotten: \(first)")
    }

    @Test func closingTheSocketEndsTheServer() throws {
        _ = try key("c")
        shutdown(socket, Int32(SHUT_RDWR))
        #expect(server.wait() == 0)
    }
}
