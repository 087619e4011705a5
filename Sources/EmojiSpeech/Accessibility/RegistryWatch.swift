internal import CGio

/// Keeps track of the accessibility registry's event listeners: whether one takes announcements,
/// and whether one is Orca (see ``RegisteredListeners``).
///
/// Asks `GetRegisteredEvents` at once and again shortly after each `EventListenerRegistered` or
/// `EventListenerDeregistered` signal (a screen reader registers its events in a burst), then
/// `GetConnectionUnixProcessID` for listeners not asked before.
@MainActor
final class RegistryWatch {
    /// What the listeners tell: `nil` when the registry did not answer (at-spi2-core before 2.46,
    /// or a hung bus).
    struct Listeners: Equatable {
        var announcements: Bool
        var orca: Bool
    }

    /// Called with each new answer.
    var onChange: (@MainActor (Listeners?) -> Void)?
    private let connection: OpaquePointer
    private var subscriptions: [guint] = []
    private var refreshTimer: UInt32 = 0
    /// Bumped for each question, so that a late answer to an older one is ignored.
    private var generation = 0
    /// Questions left unanswered in a row: the registry may still be starting (the accessibility
    /// bus starts it on demand), so a failed question is asked again a few times.
    private var failures = 0
    static let retries = 3
    /// Listeners' bus names already looked up: whether each is Orca.
    private var isOrca: [String: Bool] = [:]

    static let registry = "org.a11y.atspi.Registry"
    static let registryPath = "/org/a11y/atspi/registry"

    init(connection: OpaquePointer) {
        self.connection = connection
        let changed: GDBusSignalCallback = { _, _, _, _, _, _, data in
            let watch = Unmanaged<RegistryWatch>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { watch.scheduleRefresh() }
        }
        for signal in ["EventListenerRegistered", "EventListenerDeregistered"] {
            subscriptions.append(
                g_dbus_connection_signal_subscribe(
                    connection, Self.registry, Self.registry, signal, Self.registryPath, nil,
                    G_DBUS_SIGNAL_FLAGS_NONE, changed, Unmanaged.passUnretained(self).toOpaque(), nil))
        }
        refresh()
    }

    isolated deinit {
        for id in subscriptions { g_dbus_connection_signal_unsubscribe(connection, id) }
        GLibTimer.cancel(refreshTimer)
    }

    private func scheduleRefresh(after delay: Duration = .milliseconds(100)) {
        guard refreshTimer == 0 else { return }
        refreshTimer = GLibTimer.once(after: delay) { [weak self] in
            self?.refreshTimer = 0
            self?.refresh()
        }
    }

    /// Asks the registry for its listeners.
    func refresh() {
        generation += 1
        let asked = generation
        DBusCalls.call(
            connection, destination: Self.registry, path: Self.registryPath, interface: Self.registry,
            method: "GetRegisteredEvents", autoStart: true
        ) { [weak self] reply in
            guard let self, asked == generation else {
                if let reply { g_variant_unref(reply) }
                return
            }
            guard let reply else {
                failures += 1
                if failures <= Self.retries { scheduleRefresh(after: .milliseconds(500)) }
                onChange?(nil)
                return
            }
            failures = 0
            let events = Self.events(in: reply)
            g_variant_unref(reply)
            identify(Set(events.map(\.bus)), asked: asked) { [weak self] in
                guard let self else { return }
                onChange?(
                    Listeners(
                        announcements: events.contains { RegisteredListeners.takesAnnouncements($0.event) },
                        orca: events.contains { isOrca[$0.bus] == true }))
            }
        }
    }

    /// The `a(ss)` answer's bus names and events.
    private static func events(in reply: OpaquePointer) -> [(bus: String, event: String)] {
        guard let list = GVariants.child(reply, 0) else { return [] }
        defer { g_variant_unref(list) }
        return (0..<GVariants.count(list)).compactMap { index in
            guard let entry = GVariants.child(list, index), let bus = GVariants.child(entry, 0),
                let event = GVariants.child(entry, 1)
            else { return nil }
            defer {
                g_variant_unref(entry)
                g_variant_unref(bus)
                g_variant_unref(event)
            }
            return (GVariants.text(bus), GVariants.text(event))
        }
    }

    /// Looks up which of `buses` are Orca (those not known yet), then calls `completion`.
    private func identify(_ buses: Set<String>, asked: Int, completion: @escaping @MainActor () -> Void) {
        let unknown = buses.filter { isOrca[$0] == nil }
        guard !unknown.isEmpty else { return completion() }
        var left = unknown.count
        for bus in unknown {
            let parameters = GVariants.tuple([GVariants.string(bus)])
            DBusCalls.call(
                connection, destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
                interface: "org.freedesktop.DBus", method: "GetConnectionUnixProcessID", parameters: parameters
            ) { [weak self] reply in
                var orca = false
                if let reply {
                    if let pid = GVariants.child(reply, 0) {
                        orca = RegisteredListeners.isOrca(pid: g_variant_get_uint32(pid))
                        g_variant_unref(pid)
                    }
                    g_variant_unref(reply)
                }
                guard let self else { return }
                isOrca[bus] = orca
                left -= 1
                if left == 0, asked == generation { completion() }
            }
        }
    }
}
