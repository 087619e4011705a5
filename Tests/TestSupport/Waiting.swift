import Foundation

/// Waiting for a condition instead of sleeping for a fixed time.
public enum Waiting {
    /// Polls `condition` every `interval` seconds until it holds (true) or `timeout` passes (false).
    @discardableResult
    public static func until(
        timeout: TimeInterval, interval: TimeInterval = 0.02, _ condition: () throws -> Bool
    ) rethrows -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if try condition() { return true }
            if Date() >= deadline { return false }
            usleep(useconds_t(interval * 1_000_000))
        }
    }
}
