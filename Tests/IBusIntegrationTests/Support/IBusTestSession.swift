import Foundation
import TestSupport

/// A private desktop bus for one test: its own D-Bus session, a real `ibus-daemon`, and the real engine binary; the
/// probe plays the application (and the panel).
///
/// The session itself is the repository's one private-bus helper, `Tests/harness/session.py` (the Python tests and
/// the shell use it too): it starts the buses and the daemon, prints the session's environment, and when its input
/// ends (``stop()``, or this process dying) stops every process of the session by PID.
final class IBusTestSession {
    /// How the engine gets onto the bus.
    enum EngineLaunch {
        /// The engine binary is started by the test and registers its component itself.
        case standalone
        /// Only a component XML is installed; ibus-daemon starts the engine with `--ibus`.
        case component
        /// No Swift Emoji engine (to measure or test other engines).
        case none
    }

    /// ibus-daemon's options: no panel, no configuration service, no cache.
    static let daemonOptions = ["--panel=disable", "--emoji-extension=disable", "--config=disable", "--cache=none"]

    let directory: String
    private(set) var environment: [String: String] = [:]
    private var session: ChildProcess?
    private var daemonPID: pid_t?
    private var processes: [ChildProcess] = []
    private let logs: String

    static var engineBinary: String { BuildProducts.path("ibus-engine-swift-emoji") }
    static var probeBinary: String { BuildProducts.path("swift-emoji-ibus-probe") }
    static var sessionHelper: String { Repository.root + "/Tests/harness/session.py" }

    init(engine launch: EngineLaunch = .standalone, extraEnvironment: [String: String] = [:]) throws {
        directory = NSTemporaryDirectory() + "swift-emoji-ibus-\(UUID().uuidString)"
        logs = directory + "/logs"
        for sub in ["logs", "schemas", "component"] {
            try FileManager.default.createDirectory(atPath: directory + "/" + sub, withIntermediateDirectories: true)
        }
        var sessionEnvironment = [
            "GSETTINGS_BACKEND": "memory",
            "GSETTINGS_SCHEMA_DIR": directory + "/schemas",
            "SWIFT_EMOJI_DATA_DIR": Repository.data,
        ]
        if launch == .component { sessionEnvironment["IBUS_COMPONENT_PATH"] = directory + "/component" }
        sessionEnvironment.merge(extraEnvironment) { _, new in new }
        do {
            try compileSchema()
            if launch == .component { try installComponent() }
            try startSession(sessionEnvironment)
            if launch == .standalone { try startEngine() }
        } catch {
            stop()
            throw error
        }
    }

    deinit { stop() }

    /// Stops every process started, newest first, then the session (which stops what the daemon started), and
    /// removes the directory.
    func stop() {
        for process in processes.reversed() { process.stop() }
        processes.removeAll()
        if let session {
            // Either ends the session; the end of its input also when this process dies.
            try? session.input?.close()
            session.stop(timeout: 10)
            self.session = nil
        }
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// Runs the probe with `commands` (and more of its `options`); returns its output events.
    func probe(_ commands: [String], panel: Bool = false, options: [String] = []) throws -> ProbeLog {
        let result = try ChildProcess.run(
            Self.probeBinary, (panel ? ["--panel"] : []) + options, environment: environment,
            input: commands.joined(separator: "\n") + "\n")
        return try ProbeLog(Data(result.stdout.utf8))
    }

    /// Runs the probe with `commands` again and again until its log satisfies `condition` (a
    /// setting or a font change the engine picks up in its own time), at most `timeout` seconds;
    /// the last log either way.
    func probe(
        _ commands: [String], panel: Bool = false, options: [String] = [], until condition: (ProbeLog) -> Bool,
        timeout: TimeInterval = 10
    ) throws -> ProbeLog {
        var log = try probe(commands, panel: panel, options: options)
        try Waiting.until(timeout: timeout, interval: 0.1) {
            if condition(log) { return true }
            log = try probe(commands, panel: panel, options: options)
            return condition(log)
        }
        return log
    }

    /// The daemon's log so far (where an engine the daemon started writes too).
    var daemonLog: String {
        (try? String(contentsOfFile: logs + "/ibus-daemon.log", encoding: .utf8)) ?? ""
    }

    /// The engine's log (stderr) so far.
    var engineLog: String {
        (try? String(contentsOfFile: logs + "/engine.log", encoding: .utf8)) ?? ""
    }

    /// Whether a process the test started (by its executable name: the engine) is still running.
    func isRunning(_ name: String) -> Bool {
        processes.contains { ($0.executable as NSString).lastPathComponent == name && $0.isRunning }
    }

    /// Kills ibus-daemon (SIGKILL, no goodbye).
    func killDaemon() {
        if let daemonPID { kill(daemonPID, SIGKILL) }
    }

    /// The PID of the engine process, wherever it was started from.
    func enginePID() -> pid_t? {
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for entry in contents {
            guard let pid = pid_t(entry),
                let command = try? String(contentsOfFile: "/proc/\(entry)/cmdline", encoding: .utf8),
                command.hasPrefix(Self.engineBinary),
                let environ = try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(entry)/environ")),
                String(decoding: environ, as: UTF8.self).contains(directory)
            else { continue }
            return pid
        }
        return nil
    }

    /// Whether a connection to ibus-daemon owns the bus name `name` (the engine's component owns
    /// `org.freedesktop.IBus.SwiftEmoji` while its process runs).
    func busNameHasOwner(_ name: String) -> Bool {
        guard let address = environment["IBUS_ADDRESS"],
            let reply = try? run(
                "/usr/bin/gdbus",
                [
                    "call", "--address", address, "--dest", "org.freedesktop.DBus", "--object-path",
                    "/org/freedesktop/DBus", "--method", "org.freedesktop.DBus.NameHasOwner", name,
                ], capture: true)
        else { return false }
        return reply.contains("true")
    }

    // MARK: Starting

    private func compileSchema() throws {
        try run("/usr/bin/glib-compile-schemas", ["--targetdir=\(directory)/schemas", Repository.root + "/packaging"])
    }

    private func installComponent() throws {
        let template = try String(contentsOfFile: Repository.root + "/packaging/swift-emoji.xml.in", encoding: .utf8)
        let engineDirectory = (Self.engineBinary as NSString).deletingLastPathComponent
        try template.replacingOccurrences(of: "@LIBEXECDIR@", with: engineDirectory)
            .write(toFile: directory + "/component/swift-emoji.xml", atomically: true, encoding: .utf8)
    }

    /// Starts the session with ibus-daemon and takes its environment from what the helper prints.
    private func startSession(_ sessionEnvironment: [String: String]) throws {
        let arguments =
            [directory] + sessionEnvironment.map { "\($0.key)=\($0.value)" }
            + ["--ibus-log", logs + "/ibus-daemon.log", "--ibus-daemon"] + Self.daemonOptions + ["--verbose"]
        let helper = try ChildProcess(
            Self.sessionHelper, arguments,
            environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"],
            outputPath: logs + "/session.log", captureOutput: true, inputPipe: true)
        session = helper
        var reader = LineReader(helper.output!)
        while let line = reader.next(), line != "ready" {
            let fields = line.split(separator: " ", maxSplits: 2).map(String.init)
            if fields.count == 2, fields[0] == "env", let equals = fields[1].firstIndex(of: "=") {
                environment[String(fields[1][..<equals])] = String(fields[1][fields[1].index(after: equals)...])
            } else if fields.count == 3, fields[0] == "pid", fields[1] == "ibus-daemon" {
                daemonPID = pid_t(fields[2])
            }
        }
        guard environment["IBUS_ADDRESS"] != nil else {
            let log = (try? String(contentsOfFile: logs + "/session.log", encoding: .utf8)) ?? ""
            throw TestSupportError("the private session did not start: \(log)")
        }
    }

    private func startEngine() throws {
        processes.append(
            try ChildProcess(
                Self.engineBinary, ["--verbose"], environment: environment, outputPath: logs + "/engine.log"))
        // The engine logs "ready" once the daemon accepted its component.
        guard Waiting.until(timeout: 15, { engineLog.contains("engine ready") }) else {
            throw TestSupportError("the engine did not register: \(engineLog)")
        }
    }

    /// Runs a command in the session's environment to completion; its standard output and error.
    @discardableResult
    func run(_ path: String, _ arguments: [String], capture: Bool = false) throws -> String {
        let result = try ChildProcess.run(path, arguments, environment: environment)
        let text = result.stdout + result.stderr
        guard result.status == 0 || capture else {
            throw TestSupportError("\(path) \(arguments.joined(separator: " ")) failed: \(text)")
        }
        return text
    }
}

/// The lines written to a pipe, one at a time (blocking until one is complete; nil once it is closed).
private struct LineReader {
    private let handle: FileHandle
    private var buffer = Data()

    init(_ handle: FileHandle) { self.handle = handle }

    mutating func next() -> String? {
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return line
            }
            let chunk = handle.availableData
            if chunk.isEmpty { return nil }
            buffer.append(chunk)
        }
    }
}
