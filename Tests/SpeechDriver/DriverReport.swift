import Foundation

/// What the driver prints: one JSON object per line, with wall-clock times (seconds since the
/// epoch, as the speech log's `date +%s.%N`) so the test can match a message sent to its speech.
enum DriverReport {
    static func emit(_ event: String, _ fields: [String: Any] = [:]) {
        var object = fields
        object["event"] = event
        object["time"] = Date().timeIntervalSince1970
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]),
            let line = String(data: data, encoding: .utf8)
        else { return }
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
