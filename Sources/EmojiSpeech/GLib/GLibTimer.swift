internal import CGio

/// One-shot timers on the GLib main loop, which both frontends run (IBus and the engine server):
/// Swift's main-actor queue is not drained under it (see the IBus notes), so deferred work goes
/// through GLib.
@MainActor
enum GLibTimer {
    /// Runs `body` once on the main loop after `delay`; returns the source id for ``cancel(_:)``.
    @discardableResult
    static func once(after delay: Duration, _ body: @escaping @MainActor () -> Void) -> guint {
        let box = Unmanaged.passRetained(CallbackBox(body)).toOpaque()
        let milliseconds = max(
            0, delay.components.seconds * 1000 + delay.components.attoseconds / 1_000_000_000_000_000)
        let fire: GSourceFunc = { data in
            let box = Unmanaged<CallbackBox>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.body() }
            return 0  // G_SOURCE_REMOVE
        }
        let release: GDestroyNotify = { data in Unmanaged<CallbackBox>.fromOpaque(data!).release() }
        return g_timeout_add_full(G_PRIORITY_DEFAULT, guint(milliseconds), fire, box, release)
    }

    /// Cancels a timer that has not fired; `0` is ignored.
    static func cancel(_ id: guint) {
        if id != 0 { g_source_remove(id) }
    }
}

/// A main-actor closure handed to C as user data.
final class CallbackBox {
    let body: @MainActor () -> Void

    init(_ body: @escaping @MainActor () -> Void) { self.body = body }
}
