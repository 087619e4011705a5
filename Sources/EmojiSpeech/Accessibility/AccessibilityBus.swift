internal import CGio

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The process's connections to the session bus and to the accessibility bus, opened in the
/// background: the session bus (for `org.a11y.Bus` and Orca's D-Bus name), then the
/// accessibility bus it names (for the registry and the announcements).
///
/// Both are private connections opened asynchronously with a time limit; when either is missing
/// or hung, the completion says so (`nil`) and nothing waits for it.
@MainActor
final class AccessibilityBus {
    /// The session bus, once connected.
    private(set) var session: OpaquePointer?
    /// The accessibility bus, once connected.
    private(set) var connection: OpaquePointer?
    /// Called when the accessibility bus closes (its daemon went away).
    var onClosed: (@MainActor () -> Void)?
    private let environment: [String: String]
    private var closedHandler: gulong = 0

    init(environment: [String: String]) {
        self.environment = environment
    }

    /// Connects to the session bus (given to `session`) and the accessibility bus (given to
    /// `completion`; `nil` when it cannot be reached).
    func open(
        session onSession: @escaping @MainActor (OpaquePointer?) -> Void,
        completion: @escaping @MainActor (OpaquePointer?) -> Void
    ) {
        let sessionAddress = BusAddresses.session(environment: environment) { access($0, F_OK) == 0 }
        let direct = BusAddresses.accessibility(environment: environment)
        if let direct { connectAccessibility(direct, completion: completion) }
        guard let sessionAddress else {
            onSession(nil)
            if direct == nil { completion(nil) }
            return
        }
        DBusCalls.connect(address: sessionAddress) { [weak self] session in
            guard let self else {
                if let session { g_object_unref(UnsafeMutableRawPointer(session)) }
                return
            }
            self.session = session
            onSession(session)
            guard direct == nil else { return }
            guard let session else { return completion(nil) }
            // Started on demand (at-spi-bus-launcher), as GTK applications and libatspi start it.
            DBusCalls.call(
                session, destination: "org.a11y.Bus", path: "/org/a11y/bus", interface: "org.a11y.Bus",
                method: "GetAddress", autoStart: true
            ) { [weak self] reply in
                guard let reply else { return completion(nil) }
                defer { g_variant_unref(reply) }
                guard let child = GVariants.child(reply, 0) else { return completion(nil) }
                defer { g_variant_unref(child) }
                self?.connectAccessibility(GVariants.text(child), completion: completion)
            }
        }
    }

    private func connectAccessibility(_ address: String, completion: @escaping @MainActor (OpaquePointer?) -> Void) {
        DBusCalls.connect(address: address) { [weak self] connection in
            guard let self else {
                if let connection { g_object_unref(UnsafeMutableRawPointer(connection)) }
                return
            }
            self.connection = connection
            if let connection { watchClosing(connection) }
            completion(connection)
        }
    }

    private func watchClosing(_ connection: OpaquePointer) {
        let closed: @convention(c) (OpaquePointer?, gboolean, OpaquePointer?, gpointer?) -> Void = { _, _, _, data in
            let bus = Unmanaged<AccessibilityBus>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { bus.onClosed?() }
        }
        closedHandler = g_signal_connect_data(
            UnsafeMutableRawPointer(connection), "closed", unsafeBitCast(closed, to: GCallback.self),
            Unmanaged.passUnretained(self).toOpaque(), nil, GConnectFlags(0))
    }

    /// Closes both connections.
    func close() {
        if let connection {
            if closedHandler != 0 { g_signal_handler_disconnect(UnsafeMutableRawPointer(connection), closedHandler) }
            closedHandler = 0
            g_dbus_connection_close(connection, nil, nil, nil)
            g_object_unref(UnsafeMutableRawPointer(connection))
        }
        if let session {
            g_dbus_connection_close(session, nil, nil, nil)
            g_object_unref(UnsafeMutableRawPointer(session))
        }
        connection = nil
        session = nil
    }

    isolated deinit {
        close()
    }
}
