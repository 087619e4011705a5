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

    /// How long no key must come before a message leaves (``AnnouncementPacer/settle``).
    var settle: Duration {
        get { pacer.settle }
        set { pacer.settle = newValue }
    }

    /// Sends `text` now, or as the burst's last message.
    func offer(_ text: String) {
        switch pacer.offer(text, at: .now) {
        case .send(let text):
            send(text)
        case .wait(let delay):
            start(after: delay)
        case .replaced:
            break
        }
    }

    /// A key came that changed nothing to say: a message waiting to settle waits again.
    func keyCame() {
        if let delay = pacer.keyCame(at: .now) { start(after: delay) }
    }

    /// Drops a message still waiting.
    func cancel() {
        pacer.cancel()
        GLibTimer.cancel(timer)
        timer = 0
    }

    /// Asks for ``fire()`` after `delay`, instead of any time asked for before.
    private func start(after delay: Duration) {
        GLibTimer.cancel(timer)
        timer = GLibTimer.once(after: delay) { [weak self] in self?.fire() }
    }

    private func fire() {
        timer = 0
        if let text = pacer.due(at: .now) { send(text) }
    }

    isolated deinit {
        GLibTimer.cancel(timer)
    }
}
