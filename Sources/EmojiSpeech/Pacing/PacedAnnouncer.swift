/// An ``AnnouncementPacer`` with its timer on the GLib main loop: messages go to `send` at once
/// or, in a burst, the last one when the interval is over.
@MainActor
final class PacedAnnouncer {
    private var pacer: AnnouncementPacer
    private var timer: UInt32 = 0
    private let send: @MainActor (String) -> Void

    init(interval: Duration = AnnouncementPacer.defaultInterval, send: @escaping @MainActor (String) -> Void) {
        pacer = AnnouncementPacer(interval: interval)
        self.send = send
    }

    /// Sends `text` now, or as the burst's last message.
    func offer(_ text: String) {
        switch pacer.offer(text, at: .now) {
        case .send(let text):
            send(text)
        case .wait(let delay):
            timer = GLibTimer.once(after: delay) { [weak self] in self?.fire() }
        case .replaced:
            break
        }
    }

    /// Drops a message still waiting.
    func cancel() {
        pacer.cancel()
        GLibTimer.cancel(timer)
        timer = 0
    }

    private func fire() {
        timer = 0
        if let text = pacer.due(at: .now) { send(text) }
    }

    isolated deinit {
        GLibTimer.cancel(timer)
    }
}
