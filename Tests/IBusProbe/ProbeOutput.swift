import FoundationEssentials
import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

enum ProbeOutput {
    /// Lines stay in the output buffer until the probe waits for commands (benchmarks): whoever
    /// reads them then wakes once per batch, not in the middle of the next key's measurement.
    nonisolated(unsafe) static var batched = false

    static func emit(_ event: ProbeEvent) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(event) else { return }
        print(String(decoding: data, as: UTF8.self))
        if !batched { fflush(nil) }
    }

    /// Writes out batched lines when no command is waiting to be read.
    static func flushIfIdle() {
        guard batched else { return }
        var input = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        if poll(&input, 1, 0) == 0 { fflush(nil) }
    }

    /// Monotonic microseconds.
    static func now() -> Int {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Int(spec.tv_sec) * 1_000_000 + Int(spec.tv_nsec) / 1000
    }
}
