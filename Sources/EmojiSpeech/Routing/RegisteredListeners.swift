#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What the accessibility registry's listeners tell about a screen reader.
///
/// `org.a11y.atspi.Registry.GetRegisteredEvents` (at-spi2-core 2.46+) lists each client's bus name
/// and the events it asked for. Measured: Orca 51 listened for `object:announcement`, Orca 43 for
/// no such event, and `GetConnectionUnixProcessID` of its listeners gave the process `orca`.
enum RegisteredListeners {
    /// Whether a listener registered for `event` gets announcements: `object:announcement` itself, or
    /// every object event (`object:`), or everything.
    static func takesAnnouncements(_ event: String) -> Bool {
        let name = event.lowercased()
        return name.hasPrefix("object:announcement") || name == "object:" || name == "object" || name.isEmpty
    }

    /// Whether the process with `comm` (its `/proc/PID/comm`) and `arguments` (`/proc/PID/cmdline`)
    /// is Orca, which runs as a Python script: `comm` is the script's name, and the arguments
    /// name it after the interpreter.
    static func isOrca(comm: String, arguments: [String]) -> Bool {
        if comm == "orca" { return true }
        return arguments.prefix(2).contains { $0.split(separator: "/").last == "orca" }
    }

    /// Whether the process `pid` is Orca (read from `/proc`; `false` if it is gone).
    static func isOrca(pid: UInt32) -> Bool {
        let comm = contents(of: "/proc/\(pid)/comm").split(separator: "\n").first.map(String.init) ?? ""
        let arguments = contents(of: "/proc/\(pid)/cmdline").split(separator: "\0").map(String.init)
        return isOrca(comm: comm, arguments: arguments)
    }

    /// A small file's text (`/proc` files have no size to ask for); empty if unreadable.
    private static func contents(of path: String) -> String {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return "" }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1024)
        while bytes.count < 16384 {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
