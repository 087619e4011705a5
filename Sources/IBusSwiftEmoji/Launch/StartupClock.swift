#if canImport(Glibc)
    import Glibc
#endif

/// Milliseconds since the engine started, for the start-up log lines.
struct StartupClock {
    private let start = StartupClock.now()

    var milliseconds: String {
        let elapsed = Self.now() - start
        return "\(elapsed / 1000).\(elapsed % 1000 / 100)"
    }

    private static func now() -> Int {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Int(spec.tv_sec) * 1_000_000 + Int(spec.tv_nsec) / 1000
    }
}
