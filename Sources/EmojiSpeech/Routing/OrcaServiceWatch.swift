internal import CGio

/// Whether Orca 49 or newer runs, which takes announcements.
///
/// Such an Orca owns `org.gnome.Orca.Service` (49–50) or `org.gnome.Orca1.Service` (51 and newer)
/// on the session bus.
@MainActor
final class OrcaServiceWatch {
    static let names = ["org.gnome.Orca.Service", "org.gnome.Orca1.Service"]

    /// Called when the answer changes.
    var onChange: (@MainActor (Bool) -> Void)?
    private var watchers: [guint] = []
    private var owned: Set<String> = []

    /// Watches the names on `session` (the answers come on the main loop).
    init(session: OpaquePointer) {
        let appeared: GBusNameAppearedCallback = { _, name, _, data in
            let watch = Unmanaged<OrcaServiceWatch>.fromOpaque(data!).takeUnretainedValue()
            let name = String(cString: name!)
            MainActor.assumeIsolated { watch.update(name, owned: true) }
        }
        let vanished: GBusNameVanishedCallback = { _, name, data in
            let watch = Unmanaged<OrcaServiceWatch>.fromOpaque(data!).takeUnretainedValue()
            let name = String(cString: name!)
            MainActor.assumeIsolated { watch.update(name, owned: false) }
        }
        for name in Self.names {
            watchers.append(
                g_bus_watch_name_on_connection(
                    session, name, G_BUS_NAME_WATCHER_FLAGS_NONE, appeared, vanished,
                    Unmanaged.passUnretained(self).toOpaque(), nil))
        }
    }

    /// Whether one of the names is owned.
    var isRunning: Bool { !owned.isEmpty }

    private func update(_ name: String, owned isOwned: Bool) {
        let before = isRunning
        if isOwned { owned.insert(name) } else { owned.remove(name) }
        if isRunning != before { onChange?(isRunning) }
    }

    isolated deinit {
        for watcher in watchers { g_bus_unwatch_name(watcher) }
    }
}
