import Dispatch
import Logging
import Synchronization

/// Speaks through speech-dispatcher, for screen readers that ignore AT-SPI announcements (Orca 44
/// and older; Debian 12 has 43.1).
///
/// Calls return at once: the latest request is kept and a worker queue talks SSIP, every wait
/// bounded by ``timeout``. A burst that arrives while the worker waits on a slow server
/// collapses into its last request, so nothing piles up; a server that fails is left alone for
/// ``retryDelay`` before the next try, so a hung one costs one timeout per ``retryDelay`` on the
/// worker and nothing on the main loop.
///
/// Each message cancels this connection's previous one first (`CANCEL self`), so speech follows
/// the focus; Orca's own speech is not touched.
public final class SpeechDispatcherChannel: Sendable {
    /// What the worker is to do next.
    enum Request: Equatable {
        case speak(text: String, language: String, priority: SSIPPriority)
        case cancel
    }

    /// The longest wait for speech-dispatcher (connecting, or any answer); it answers in about a
    /// millisecond when well.
    public let timeout: Duration
    /// How long a failed server is left alone.
    public let retryDelay: Duration
    private let address: SSIPAddress?
    private let queue = DispatchQueue(label: "swift-emoji.speech-dispatcher", qos: .userInitiated)
    private let pending = Mutex<(request: Request?, draining: Bool)>((nil, false))
    /// The worker's connection and its state; used on ``queue`` only.
    private let worker = Mutex(WorkerState())
    private let logger = Logger(label: "swift-emoji.speech")

    struct WorkerState {
        var socket: SSIPSocket?
        var language: String?
        var priority: SSIPPriority?
        var lastFailure: ContinuousClock.Instant?
        /// Messages delivered (answered 225 "message queued"), for the tests.
        var delivered = 0
    }

    public init(address: SSIPAddress?, timeout: Duration = .milliseconds(500), retryDelay: Duration = .seconds(2)) {
        self.address = address
        self.timeout = timeout
        self.retryDelay = retryDelay
    }

    /// Speaks `text` in `language` (a setting's tag, `de`, `pt_BR`) at `priority`, replacing what
    /// this process was saying.
    public func say(_ text: String, language: String, priority: SSIPPriority = .text) {
        submit(.speak(text: text, language: language, priority: priority))
    }

    /// Stops what this process was saying (focus left, the composition was reset).
    public func silence() {
        submit(.cancel)
    }

    /// Waits until the worker has done every request so far (tests and the driver only).
    public func waitUntilIdle() {
        queue.sync {}
    }

    /// Messages speech-dispatcher accepted so far.
    public var deliveredCount: Int { worker.withLock { $0.delivered } }

    /// Closes the connection (on the worker).
    public func close() {
        queue.async { [self] in worker.withLock { $0.socket = nil } }
    }

    private func submit(_ request: Request) {
        let start = pending.withLock { state in
            state.request = request
            defer { state.draining = true }
            return !state.draining
        }
        if start { queue.async { [self] in drain() } }
    }

    /// Does the latest request until there is none.
    private func drain() {
        while let request = pending.withLock({ state -> Request? in
            let request = state.request
            state.request = nil
            if request == nil { state.draining = false }
            return request
        }) {
            worker.withLock { perform(request, &$0) }
        }
    }

    private func perform(_ request: Request, _ state: inout WorkerState) {
        do throws(SSIPError) {
            switch request {
            case .cancel:
                // Nothing to cancel without a connection: never connect just for this.
                guard let socket = state.socket else { return }
                try socket.command(SSIPMessage.cancel)
            case .speak(let text, let language, let priority):
                guard let socket = try connection(&state) else { return }
                if state.language != language {
                    try socket.command(SSIPMessage.language(language))
                    state.language = language
                }
                if state.priority != priority {
                    try socket.command(SSIPMessage.priority(priority))
                    state.priority = priority
                }
                try socket.command(SSIPMessage.cancel)
                let ready = try socket.command(SSIPMessage.speak)
                guard ready.code == 230 else { throw .refused(code: ready.code) }
                try socket.send(SSIPMessage.data(text))
                let queued = try socket.receiveReply()
                guard queued.isSuccess else { throw .refused(code: queued.code) }
                state.delivered += 1
            }
        } catch {
            // The text is never logged: it is what the user is typing.
            logger.notice("speech-dispatcher: \(error); retrying in \(retryDelay)")
            state.socket = nil
            state.lastFailure = .now
        }
    }

    /// The open connection, or a new one; `nil` while a failed server is left alone.
    private func connection(_ state: inout WorkerState) throws(SSIPError) -> SSIPSocket? {
        if let socket = state.socket { return socket }
        if let lastFailure = state.lastFailure, ContinuousClock.now - lastFailure < retryDelay { return nil }
        guard let address else { throw .unreachable("no address") }
        let socket = try SSIPSocket(address: address, timeout: timeout)
        try socket.command(SSIPMessage.clientName)
        // The language and priority are the connection's: a new one starts with the server's.
        state.socket = socket
        state.language = nil
        state.priority = nil
        state.lastFailure = nil
        return socket
    }
}
