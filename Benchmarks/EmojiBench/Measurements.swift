#if canImport(Glibc)
    import Glibc
#endif

/// Timing and memory helpers for the benchmarks.
enum Measurements {
    /// Monotonic time in nanoseconds.
    static func now() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }

    /// Resident set size of this process in KiB (from /proc/self/status).
    static func residentKiB() -> Int {
        guard let file = fopen("/proc/self/status", "r") else { return -1 }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if text.hasPrefix("VmRSS:") {
                return Int(text.split(separator: " ").dropFirst().first ?? "") ?? -1
            }
        }
        return -1
    }

    /// Summary statistics of durations in nanoseconds.
    struct Summary {
        let count: Int
        let median: Double
        let p90: Double
        let p99: Double
        let max: Double
        let mean: Double

        init(_ samples: [UInt64]) {
            let sorted = samples.sorted()
            count = sorted.count
            func quantile(_ q: Double) -> Double {
                guard !sorted.isEmpty else { return 0 }
                return Double(sorted[Swift.min(sorted.count - 1, Int((Double(sorted.count - 1) * q).rounded()))])
            }
            median = quantile(0.5)
            p90 = quantile(0.9)
            p99 = quantile(0.99)
            max = Double(sorted.last ?? 0)
            mean = sorted.isEmpty ? 0 : Double(sorted.reduce(0, +)) / Double(sorted.count)
        }

        /// `median / p90 / p99 / max` in microseconds.
        var microseconds: String {
            func us(_ ns: Double) -> String { String(format1: ns / 1000) }
            return "\(us(median)) / \(us(p90)) / \(us(p99)) / \(us(max))"
        }
    }
}

extension Measurements {
    /// `median (min–max)` with one decimal.
    static func spread(_ values: [Double]) -> String {
        let sorted = values.sorted()
        let median = sorted[sorted.count / 2]
        guard sorted.count > 1 else { return String(format1: median) }
        return "\(String(format1: median)) (\(String(format1: sorted[0]))–\(String(format1: sorted[sorted.count - 1])))"
    }
}

extension String {
    /// A number with one decimal.
    init(format1 value: Double) {
        let tenths = Int((value * 10).rounded())
        self = "\(tenths / 10).\(abs(tenths % 10))"
    }
}
