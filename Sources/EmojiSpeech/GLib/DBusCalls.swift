internal import CGio

/// Asynchronous GDBus calls whose answers come back on the main loop, each with a time limit:
/// nothing here ever waits, so a hung or missing bus never holds up a key.
@MainActor
enum DBusCalls {
    /// The longest wait for an answer; a bus that answers at all answers in milliseconds.
    static let callTimeout = Duration.seconds(1)
    /// The longest wait for a connection (connecting and authenticating).
    static let connectTimeout = Duration.seconds(2)

    /// Calls `method` and gives its reply (a full reference the callee unrefs after use) or `nil`
    /// on any error or timeout.
    ///
    /// With `autoStart` the bus starts the destination if it is not running (the accessibility
    /// registry, when the accessibility bus was just started for this call).
    static func call(
        _ connection: OpaquePointer, destination: String, path: String, interface: String, method: String,
        parameters: OpaquePointer? = nil, autoStart: Bool = false, timeout: Duration = callTimeout,
        completion: @escaping @MainActor (OpaquePointer?) -> Void
    ) {
        let box = Unmanaged.passRetained(ReplyBox(completion)).toOpaque()
        let done: GAsyncReadyCallback = { source, result, data in
            let box = Unmanaged<ReplyBox>.fromOpaque(data!).takeRetainedValue()
            let reply = g_dbus_connection_call_finish(OpaquePointer(source), result, nil)
            MainActor.assumeIsolated { box.completion(reply) }
        }
        g_dbus_connection_call(
            connection, destination, path, interface, method, parameters, nil,
            autoStart ? G_DBUS_CALL_FLAGS_NONE : G_DBUS_CALL_FLAGS_NO_AUTO_START,
            gint(milliseconds(timeout)), nil, done, box)
    }

    /// A private connection to the message bus at `address`, or `nil` if it is not there within
    /// ``connectTimeout`` (a bus that accepts and never answers is given up on, the attempt cancelled).
    ///
    /// Private: the process's shared session connection exits the process when the bus closes,
    /// and a hang in it would reach every other user of it.
    static func connect(address: String, completion: @escaping @MainActor (OpaquePointer?) -> Void) {
        let attempt = ConnectAttempt(completion)
        let cancellable = g_cancellable_new()!
        attempt.timer = GLibTimer.once(after: connectTimeout) {
            attempt.timer = 0
            g_cancellable_cancel(cancellable)
            attempt.finish(nil)
        }
        let done: GAsyncReadyCallback = { _, result, data in
            let attempt = Unmanaged<ConnectAttempt>.fromOpaque(data!).takeRetainedValue()
            let connection = g_dbus_connection_new_for_address_finish(result, nil)
            MainActor.assumeIsolated { attempt.finish(connection) }
        }
        let flags = GDBusConnectionFlags(
            G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        g_dbus_connection_new_for_address(
            address, flags, nil, cancellable, done, Unmanaged.passRetained(attempt).toOpaque())
        g_object_unref(cancellable)
    }

    static func milliseconds(_ duration: Duration) -> Int64 {
        duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
    }
}

/// A call's completion, handed to C.
private final class ReplyBox {
    let completion: @MainActor (OpaquePointer?) -> Void

    init(_ completion: @escaping @MainActor (OpaquePointer?) -> Void) { self.completion = completion }
}

/// A connection attempt, finished once: by the connection, or by the time limit (a connection
/// that comes after that is closed).
@MainActor
private final class ConnectAttempt {
    var timer: UInt32 = 0
    private var completion: (@MainActor (OpaquePointer?) -> Void)?

    init(_ completion: @escaping @MainActor (OpaquePointer?) -> Void) { self.completion = completion }

    func finish(_ connection: OpaquePointer?) {
        guard let completion else {
            if let connection { g_object_unref(UnsafeMutableRawPointer(connection)) }
            return
        }
        self.completion = nil
        GLibTimer.cancel(timer)
        timer = 0
        completion(connection)
    }
}
