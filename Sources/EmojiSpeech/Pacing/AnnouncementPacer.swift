/// When each message may leave: Orca drops a second announcement from the same application
/// within 0.1 s (its spam filter; of five sent 40 ms apart only the first was spoken), so
/// messages leave at least ``interval`` apart.
///
/// A message offered sooner waits, and a later one takes its place: a burst of arrows sends its
/// first position at once and its last one when the interval is over, never the ones between,
/// and never loses the last.
///
/// With a ``settle`` time (speech-dispatcher shared with Orca 43, which echoes each key there), a
/// message leaves only once no key has come for that long: after typing pauses, behind the echoes.
///
/// Pure: the caller gives the time and runs the timer (``PacedAnnouncer``). `Message` is what is
/// said: a text, or what the caller makes its text and manner from when it leaves.
public struct AnnouncementPacer<Message: Sendable>: Sendable {
    /// The least time between two messages: Orca's 0.1 s and a margin for scheduling.
    public static var defaultInterval: Duration { .milliseconds(120) }

    /// What to do with a message offered now.
    public enum Decision: Sendable {
        /// Send it now.
        case send(Message)
        /// Keep it; ask ``due(at:)`` after this long, instead of any time asked for before.
        case wait(Duration)
        /// It replaced the message waiting; the timer already asked for is still right.
        case replaced
    }

    public let interval: Duration
    /// How long no key must come before a message leaves; zero: it leaves as soon as ``interval`` allows.
    public var settle: Duration = .zero
    /// When the last message left.
    public private(set) var lastSent: ContinuousClock.Instant?
    /// The message waiting for the interval to pass.
    public private(set) var pending: Message?

    public init(interval: Duration = Self.defaultInterval) {
        self.interval = interval
    }

    /// Offers `message` at `now`.
    public mutating func offer(_ message: Message, at now: ContinuousClock.Instant) -> Decision {
        if settle > .zero {
            pending = message
            return .wait(settledWait(at: now))
        }
        if pending != nil {
            pending = message
            return .replaced
        }
        guard let lastSent, now - lastSent < interval else {
            self.lastSent = now
            return .send(message)
        }
        pending = message
        return .wait(interval - (now - lastSent))
    }

    /// A key came at `now` that changed nothing to say: with a ``settle`` time, the message waiting waits
    /// again, this long (`nil`: nothing waits, or no settle time).
    public func keyCame(at now: ContinuousClock.Instant) -> Duration? {
        guard settle > .zero, pending != nil else { return nil }
        return settledWait(at: now)
    }

    /// The settle time from `now`, or longer if the last message left less than ``interval`` ago.
    private func settledWait(at now: ContinuousClock.Instant) -> Duration {
        guard let lastSent else { return settle }
        return max(settle, interval - (now - lastSent))
    }

    /// The waiting message, to send now (the timer fired); `nil` if there is none.
    public mutating func due(at now: ContinuousClock.Instant) -> Message? {
        guard let message = pending else { return nil }
        pending = nil
        lastSent = now
        return message
    }

    /// Forgets the waiting message (focus left, the composition ended).
    public mutating func cancel() {
        pending = nil
    }
}

extension AnnouncementPacer.Decision: Equatable where Message: Equatable {}
