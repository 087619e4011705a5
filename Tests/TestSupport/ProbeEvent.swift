import Foundation

/// One line of the probe's output (`swift-emoji-ibus-probe` writes them, the tests and tools read
/// them): a command's result (`event`) or a signal the engine sent (`signal`).
public struct ProbeEvent: Codable, Sendable, Equatable {
    public var event: String
    public var signal: String?
    public var key: String?
    public var handled: Bool?
    /// Microseconds from sending a key to the last update it caused (or its reply).
    public var latencyMicroseconds: Int?
    /// Microseconds since the engine was asked for, when the key's reply came.
    public var sinceEngineMicroseconds: Int?
    public var text: String?
    public var visible: Bool?
    public var cursor: Int?
    public var cursorVisible: Bool?
    public var rows: [String]?
    public var labels: [String]?
    /// The highlighted part of the cursor row (the focused emoji of the grid).
    public var highlighted: String?
    public var keys: [String]?
    public var name: String?
    public var milliseconds: Double?
    public var message: String?
    /// Monotonic microseconds when a key was sent, answered, and last updated the client.
    public var sentAt: Int?
    public var lastUpdateAt: Int?
    /// Microseconds from sending a key to its reply (the application may go on from there).
    public var replyMicroseconds: Int?
    public var release: Bool?
    /// Which input context a signal came from (`main` unless `context NAME` made others).
    public var context: String?
    /// Microseconds from sending a key event to each update it caused, in arrival order.
    public var updateMicroseconds: [Int]?

    /// An event; every field but `event` is optional.
    public init(
        event: String,
        signal: String? = nil,
        key: String? = nil,
        handled: Bool? = nil,
        latencyMicroseconds: Int? = nil,
        sinceEngineMicroseconds: Int? = nil,
        text: String? = nil,
        visible: Bool? = nil,
        cursor: Int? = nil,
        cursorVisible: Bool? = nil,
        rows: [String]? = nil,
        labels: [String]? = nil,
        highlighted: String? = nil,
        keys: [String]? = nil,
        name: String? = nil,
        milliseconds: Double? = nil,
        message: String? = nil,
        sentAt: Int? = nil,
        lastUpdateAt: Int? = nil,
        replyMicroseconds: Int? = nil,
        release: Bool? = nil,
        context: String? = nil,
        updateMicroseconds: [Int]? = nil
    ) {
        self.event = event
        self.signal = signal
        self.key = key
        self.handled = handled
        self.latencyMicroseconds = latencyMicroseconds
        self.sinceEngineMicroseconds = sinceEngineMicroseconds
        self.text = text
        self.visible = visible
        self.cursor = cursor
        self.cursorVisible = cursorVisible
        self.rows = rows
        self.labels = labels
        self.highlighted = highlighted
        self.keys = keys
        self.name = name
        self.milliseconds = milliseconds
        self.message = message
        self.sentAt = sentAt
        self.lastUpdateAt = lastUpdateAt
        self.replyMicroseconds = replyMicroseconds
        self.release = release
        self.context = context
        self.updateMicroseconds = updateMicroseconds
    }

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
