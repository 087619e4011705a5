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
    /// Microseconds from sending a key to its reply (the application may go on from there).
    var replyMicroseconds: Int?
    var release: Bool?
    /// Which input context a signal came from (`main` unless `context NAME` made others).
    var context: String?
    /// Microseconds from sending a key event to each update it caused, in arrival order.
    var updateMicroseconds: [Int]?

    enum CodingKeys: String, CodingKey {
        case event, signal, key, handled, text, visible, cursor, rows, labels, highlighted, keys, name, milliseconds,
            message
        case latencyMicroseconds = "latency_us"
        case sinceEngineMicroseconds = "since_engine_us"
        case sentAt = "sent_us"
        case lastUpdateAt = "last_update_us"
        case replyMicroseconds = "reply_us"
        case updateMicroseconds = "updates_us"
        case release, context
        case cursorVisible = "cursor_visible"
    }
}

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
