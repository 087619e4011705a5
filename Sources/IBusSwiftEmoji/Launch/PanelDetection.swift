import EmojiFrontend
import EmojiKit

#if canImport(Glibc)
    import Glibc
#endif

/// Which panel draws the candidates: read from the command line of the ibus-daemon this engine
/// belongs to (its parent when the daemon started it, else the user's daemon) and from whether
/// GNOME Shell runs in this desktop session, on the same session bus (see `CandidatePanel`).
///
/// Reads `/proc` with the C library: the engine links no Foundation (statically linked, it would
/// add 5 MB of resident memory).
enum PanelDetection {
    static func current() -> CandidatePanel {
        let processes = userProcesses()
        let parent = getppid()
        let daemon =
            processes.first { $0.pid == parent && $0.name == "ibus-daemon" }
            ?? processes.first { $0.name == "ibus-daemon" }
        guard let daemon else { return .unknown }
        let sessionBus = LanguagePreferences.currentEnvironment()["DBUS_SESSION_BUS_ADDRESS"]
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
            guard let data = PanelDetection.contents("/proc/\(pid)/environ") else { return nil }
            let prefix = "DBUS_SESSION_BUS_ADDRESS="
            return data.split(separator: 0).lazy.map { String(decoding: $0, as: UTF8.self) }
                .first { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
        }
    }

    /// This user's processes, by the name of their executable and their arguments.
    private static func userProcesses() -> [UserProcess] {
        let uid = getuid()
        return processIDs().compactMap { pid in
            var info = stat()
            guard stat("/proc/\(pid)", &info) == 0, info.st_uid == uid,
                let data = contents("/proc/\(pid)/cmdline"), !data.isEmpty
            else { return nil }
            let arguments = data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            let name = arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? ""
            return UserProcess(pid: pid, name: name, arguments: arguments)
        }
    }

    /// The numeric entries of `/proc`.
    private static func processIDs() -> [pid_t] {
        guard let directory = opendir("/proc") else { return [] }
        defer { closedir(directory) }
        var result: [pid_t] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if let pid = pid_t(name) { result.append(pid) }
        }
        return result
    }

    /// A file's bytes, read to its end (files in `/proc` report no size); `nil` if unreadable.
    fileprivate static func contents(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return count == 0 ? result : nil }
            result += buffer[0..<count]
        }
    }
}
