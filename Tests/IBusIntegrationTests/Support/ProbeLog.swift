import Foundation

/// The probe's output: one JSON object per line, with helpers for what tests look at.
struct ProbeLog {
    let events: [[String: Any]]

    init(_ data: Data) throws {
        events = try String(decoding: data, as: UTF8.self)
            .split(separator: "\n")
            .map { line in
                guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                    throw SessionError("probe printed \(line)")
                }
                return object
            }
    }

    /// Events of one kind of signal.
    func signals(_ name: String) -> [[String: Any]] {
        events.filter { $0["signal"] as? String == name }
    }

    /// Every committed text, in order.
    var commits: [String] { signals("commit-text").compactMap { $0["text"] as? String } }

    /// Whether each `key` command's press was handled, in order.
    var handled: [Bool] { events.filter { $0["event"] as? String == "key" }.compactMap { $0["handled"] as? Bool } }

    /// Latencies of `key` commands in microseconds.
    var latencies: [Int] { events.filter { $0["event"] as? String == "key" }.compactMap { $0["latency_us"] as? Int } }

    var errors: [String] { events.filter { $0["event"] as? String == "error" }.compactMap { $0["message"] as? String } }

    /// The last lookup table sent.
    var lastTable: [String: Any]? { signals("update-lookup-table").last }
    var lastRows: [String] { lastTable?["rows"] as? [String] ?? [] }
    var lastHighlighted: String? { lastTable?["highlighted"] as? String }
    var lastCursor: Int? { lastTable?["cursor"] as? Int }
    var lastAuxiliary: String? { signals("update-auxiliary-text").last?["text"] as? String }
    var lastPreedit: String? { signals("update-preedit-text").last?["text"] as? String }

    /// The emoji of a grid row as sent (separated by spaces).
    static func cells(_ row: String) -> [String] {
        row.split(separator: " ").map(String.init)
    }

    /// Events after the last one matching `predicate` (to look at what one command caused).
    func after(_ predicate: ([String: Any]) -> Bool) -> ProbeLog {
        guard let index = events.lastIndex(where: predicate) else { return self }
        return ProbeLog(events: Array(events[(index + 1)...]))
    }

    /// Events after the `index`-th `key` command (0-based) up to the next one.
    func caused(byKey index: Int) -> ProbeLog {
        var keySeen = -1
        var start = 0
        var end = events.count
        for (position, event) in events.enumerated() where event["event"] as? String == "key" {
            keySeen += 1
            if keySeen == index - 1 { start = position + 1 }
            if keySeen == index {
                end = position
                break
            }
        }
        if index == 0 { start = events.lastIndex { $0["event"] as? String == "engine" }.map { $0 + 1 } ?? 0 }
        return ProbeLog(events: Array(events[start..<end]))
    }

    init(events: [[String: Any]]) { self.events = events }
}
