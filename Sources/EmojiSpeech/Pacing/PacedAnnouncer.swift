/// An ``AnnouncementPacer`` with its timer on the GLib main loop: messages go to `send` at once
/// or, in a burst, the last one when the interval is over.
@MainActor
final class PacedAnnouncer<Message: Sendable> {
    private var pacer: AnnouncementPacer<Message>
    private var timer: UInt32 = 0
    private let send: @MainActor (Message) -> Void

    init(
        interval: Duration = AnnouncementPacer<Message>.defaultInterval,
        send: @escaping @MainActor (Message) -> Void
    ) {
        pacer = AnnouncementPacer(interval: interval)
        self.send = send
    }

    /// How long no key must come before a message leaves (``AnnouncementPacer/settle``).
    var settle: Duration {
        get { pacer.settle }
        set { pacer.settle = newValue }
    }

    /// Sends `message` now, or as the burst's last message.
    func offer(_ message: Message) {
        switch pacer.offer(message, at: .now) {
        case .send(let message):
            send(message)
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
        if let message = pacer.due(at: .now) { send(message) }
    }

    isolated deinit {
        GLibTimer.cancel(timer)
    }
}
