import Foundation
import TestSupport

/// The probe's output, one ``ProbeEvent`` per line, with what the tests look at.
struct ProbeLog {
    let events: [ProbeEvent]

    init(_ data: Data) throws {
        let decoder = JSONDecoder()
        events = try String(decoding: data, as: UTF8.self)
            .split(separator: "\n")
            .map { line in
                do {
                    return try decoder.decode(ProbeEvent.self, from: Data(line.utf8))
                } catch {
                    throw TestSupportError("probe printed \(line): \(error)")
                }
            }
    }

    init(events: [ProbeEvent]) { self.events = events }

    /// Events of one kind of signal.
    func signals(_ name: String) -> [ProbeEvent] { events.filter { $0.signal == name } }

    /// The results of `key` commands, in order.
    private var keys: [ProbeEvent] { events.filter { $0.event == "key" } }

    /// Every committed text, in order.
    var commits: [String] { signals("commit-text").compactMap(\.text) }

    /// Whether each `key` command's press was handled, in order.
    var handled: [Bool] { keys.compactMap(\.handled) }

    /// Latencies of `key` commands in microseconds.
    var latencies: [Int] { keys.compactMap(\.latencyMicroseconds) }

    var errors: [String] { events.filter { $0.event == "error" }.compactMap(\.message) }

    /// The last lookup table sent.
    var lastTable: ProbeEvent? { signals("update-lookup-table").last }
    var lastRows: [String] { lastTable?.rows ?? [] }
    var lastHighlighted: String? { lastTable?.highlighted }
    var lastCursor: Int? { lastTable?.cursor }
    var lastAuxiliary: String? { signals("update-auxiliary-text").last?.text }
    var lastPreedit: String? { signals("update-preedit-text").last?.text }

    /// The emoji of a grid row as sent (separated by spaces, U+2004 in the marks style).
    static func cells(_ row: String) -> [String] {
        row.split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// Events after the last one matching `predicate` (to look at what one command caused).
    func after(_ predicate: (ProbeEvent) -> Bool) -> ProbeLog {
        guard let index = events.lastIndex(where: predicate) else { return self }
        return ProbeLog(events: Array(events[(index + 1)...]))
    }

    /// What the key `name` caused (its `occurrence`-th press, from 1; the last by default): the
    /// events after the previous key's result (or the engine switch) up to this key's result.
    func caused(byKey name: String, occurrence: Int? = nil) -> ProbeLog {
        let positions = events.indices.filter { events[$0].event == "key" && events[$0].key == name }
        guard !positions.isEmpty else { return ProbeLog(events: []) }
        let chosen = occurrence.map { positions[min($0, positions.count) - 1] } ?? positions[positions.count - 1]
        let previous = events[..<chosen].lastIndex { $0.event == "key" || $0.event == "engine" } ?? -1
        return ProbeLog(events: Array(events[(previous + 1)..<chosen]))
    }
}
