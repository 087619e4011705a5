import Foundation
import TestSupport

/// A private desktop bus for one test: its own D-Bus session, a real `ibus-daemon`, and the real engine binary; the
/// probe plays the application (and the panel).
///
/// Everything started is stopped by PID in ``stop()``.
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

    let directory: String
    private(set) var environment: [String: String]
    private var processes: [ChildProcess] = []
    private let logs: String

    static var engineBinary: String { BuildProducts.path("ibus-engine-swift-emoji") }
    static var probeBinary: String { BuildProducts.path("swift-emoji-ibus-probe") }

    init(engine launch: EngineLaunch = .standalone, extraEnvironment: [String: String] = [:]) throws {
        directory = NSTemporaryDirectory() + "swift-emoji-ibus-\(UUID().uuidString)"
        logs = directory + "/logs"
        let fileManager = FileManager.default
        for sub in ["home", "config", "cache", "state", "data", "runtime", "logs", "schemas", "component"] {
            try fileManager.createDirectory(atPath: directory + "/" + sub, withIntermediateDirectories: true)
        }
        chmod(directory + "/runtime", 0o700)
        environment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": directory + "/home",
            "XDG_CONFIG_HOME": directory + "/config",
            "XDG_CACHE_HOME": directory + "/cache",
            "XDG_STATE_HOME": directory + "/state",
            "XDG_DATA_HOME": directory + "/data",
            "XDG_RUNTIME_DIR": directory + "/runtime",
            "GSETTINGS_BACKEND": "memory",
            "GSETTINGS_SCHEMA_DIR": directory + "/schemas",
            "SWIFT_EMOJI_DATA_DIR": Repository.data,
            "LANG": "C.UTF-8",
            "LANGUAGE": "en",
            "NO_AT_BRIDGE": "1",
        ]
        environment.merge(extraEnvironment) { _, new in new }
        do {
            try compileSchema()
            try startDBus()
            if launch == .component { try installComponent() }
            try startIBusDaemon()
            if launch == .standalone { try startEngine() }
        } catch {
            stop()
            throw error
        }
    }

    deinit { stop() }

    /// Stops every process started, newest first, and removes the directory.
    func stop() {
        // The engine first (it may have been started by the daemon), then what we started.
        if let engine = enginePID() { kill(engine, SIGTERM) }
        for process in processes.reversed() { process.stop() }
        processes.removeAll()
        if let engine = enginePID() { kill(engine, SIGKILL) }
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

    /// Whether a started process (by its executable name) is still running.
    func isRunning(_ name: String) -> Bool {
        processes.contains { ($0.executable as NSString).lastPathComponent == name && $0.isRunning }
    }

    /// Kills ibus-daemon (SIGKILL, no goodbye).
    func killDaemon() {
        for process in processes where (process.executable as NSString).lastPathComponent == "ibus-daemon" {
            process.stop(signal: SIGKILL)
        }
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

    // MARK: Starting

    private func compileSchema() throws {
        try run("/usr/bin/glib-compile-schemas", ["--targetdir=\(directory)/schemas", Repository.root + "/packaging"])
    }

    private func startDBus() throws {
        let process = try spawn(
            "/usr/bin/dbus-daemon", ["--session", "--nofork", "--print-address=1"], log: "dbus.log", captureOutput: true
        )
        guard let address = readLine(from: process.output!) else {
            throw TestSupportError("dbus-daemon printed no address")
        }
        environment["DBUS_SESSION_BUS_ADDRESS"] = address
    }

    private func installComponent() throws {
        let template = try String(contentsOfFile: Repository.root + "/packaging/swift-emoji.xml.in", encoding: .utf8)
        let engineDirectory = (Self.engineBinary as NSString).deletingLastPathComponent
        try template.replacingOccurrences(of: "@LIBEXECDIR@", with: engineDirectory)
            .write(toFile: directory + "/component/swift-emoji.xml", atomically: true, encoding: .utf8)
        environment["IBUS_COMPONENT_PATH"] = directory + "/component"
    }

    private func startIBusDaemon() throws {
        _ = try spawn(
            "/usr/bin/ibus-daemon",
            ["--panel=disable", "--emoji-extension=disable", "--config=disable", "--cache=none", "--verbose"],
            log: "ibus-daemon.log")
        let busDirectory = directory + "/config/ibus/bus"
        var address: String?
        Waiting.until(timeout: 15) {
            guard let file = try? FileManager.default.contentsOfDirectory(atPath: busDirectory).first,
                let text = try? String(contentsOfFile: busDirectory + "/" + file, encoding: .utf8),
                let line = text.split(separator: "\n").first(where: { $0.hasPrefix("IBUS_ADDRESS=") })
            else { return false }
            address = String(line.dropFirst("IBUS_ADDRESS=".count))
            return true
        }
        guard let address else { throw TestSupportError("ibus-daemon did not start") }
        environment["IBUS_ADDRESS"] = address
    }

    private func startEngine() throws {
        _ = try spawn(Self.engineBinary, ["--verbose"], log: "engine.log")
        // The engine logs "ready" once the daemon accepted its component.
        guard Waiting.until(timeout: 15, { engineLog.contains("engine ready") }) else {
            throw TestSupportError("the engine did not register: \(engineLog)")
        }
    }

    @discardableResult
    private func spawn(_ path: String, _ arguments: [String], log: String, captureOutput: Bool = false) throws
        -> ChildProcess
    {
        let process = try ChildProcess(
            path, arguments, environment: environment, outputPath: logs + "/" + log, captureOutput: captureOutput)
        processes.append(process)
        return process
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

    /// The first line written to `handle` (blocking until it is complete or closed).
    private func readLine(from handle: FileHandle) -> String? {
        var collected = Data()
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { return nil }
            collected.append(chunk)
            if let newline = collected.firstIndex(of: 0x0A) {
                return String(decoding: collected[..<newline], as: UTF8.self)
            }
        }
    }
}
