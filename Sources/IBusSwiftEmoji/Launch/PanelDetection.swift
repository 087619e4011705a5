import EmojiFrontend
import Foundation

/// Which panel draws the candidates: read from the command line of the ibus-daemon this engine
/// belongs to (its parent when the daemon started it, else the user's daemon) and from whether
/// GNOME Shell runs in this desktop session, on the same session bus (see `CandidatePanel`).
enum PanelDetection {
    static func current() -> CandidatePanel {
        let processes = userProcesses()
        let parent = getppid()
        let daemon =
            processes.first { $0.pid == parent && $0.name == "ibus-daemon" }
            ?? processes.first { $0.name == "ibus-daemon" }
        guard let daemon else { return .unknown }
        let sessionBus = ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"]
        let shellHere = processes.contains { process in
            process.name == "gnome-shell" && (sessionBus == nil || sessionBus == process.sessionBus)
        }
        return CandidatePanel(daemonArguments: Array(daemon.arguments.dropFirst()), gnomeShellRunning: shellHere)
    }

    private struct UserProcess {
        let pid: pid_t
        let name: String
        let arguments: [String]

        /// The session bus the process uses, from its environment.
        var sessionBus: String? {
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else { return nil }
            let prefix = "DBUS_SESSION_BUS_ADDRESS="
            return data.split(separator: 0).lazy.map { String(decoding: $0, as: UTF8.self) }
                .first { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
        }
    }

    /// This user's processes, by the name of their executable and their arguments.
    private static func userProcesses() -> [UserProcess] {
        let uid = getuid()
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry in
            guard let pid = pid_t(entry) else { return nil }
            var info = stat()
            guard stat("/proc/\(entry)", &info) == 0, info.st_uid == uid,
                let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline"), !data.isEmpty
            else { return nil }
            let arguments = data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            let name = arguments.first.map { ($0 as NSString).lastPathComponent } ?? ""
            return UserProcess(pid: pid, name: name, arguments: arguments)
        }
    }
}
