import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// One line of probe output.
struct ProbeEvent: Encodable {
    var event: String
    var signal: String?
    var key: String?
    var handled: Bool?
    /// Microseconds from sending a key to the last update it caused (or its reply).
    var latencyMicroseconds: Int?
    /// Microseconds since the engine was asked for, when the key's reply came.
    var sinceEngineMicroseconds: Int?
    var text: String?
    var visible: Bool?
    var cursor: Int?
    var cursorVisible: Bool?
    var rows: [String]?
    var labels: [String]?
    /// The highlighted part of the cursor row (the focused emoji of the grid).
    var highlighted: String?
    var keys: [String]?
    var name: String?
    var milliseconds: Double?
    var message: String?
    /// Monotonic microseconds when a key was sent, answered, and last updated the client.
    var sentAt: Int?
    var lastUpdateAt: Int?
    var release: Bool?
    /// Which input context a signal came from (`main` unless `context NAME` made others).
    var context: String?
    /// Panel update times (`--panel-only`).
    var times: [Int]?

    enum CodingKeys: String, CodingKey {
        case event, signal, key, handled, text, visible, cursor, rows, labels, highlighted, keys, name, milliseconds, message
        case latencyMicroseconds = "latency_us"
        case sinceEngineMicroseconds = "since_engine_us"
        case sentAt = "sent_us"
        case lastUpdateAt = "last_update_us"
        case times, release, context
        case cursorVisible = "cursor_visible"
    }
}

enum ProbeOutput {
    static func emit(_ event: ProbeEvent) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(event) else { return }
        print(String(decoding: data, as: UTF8.self))
        fflush(nil)
    }

    /// Monotonic microseconds.
    static func now() -> Int {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Int(spec.tv_sec) * 1_000_000 + Int(spec.tv_nsec) / 1000
    }
}
