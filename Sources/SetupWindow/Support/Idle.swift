import CAdwaita

/// Work for the main loop once it is idle (after the window is drawn).
@MainActor
enum Idle {
    private final class Work {
        let run: @MainActor () -> Void
        init(_ run: @escaping @MainActor () -> Void) { self.run = run }
    }

    static func run(_ work: @escaping @MainActor () -> Void) {
        let box = Unmanaged.passRetained(Work(work)).toOpaque()
        let callback: GSourceFunc = { data in
            let work = Unmanaged<Work>.fromOpaque(data!).takeRetainedValue()
            MainActor.assumeIsolated { work.run() }
            return 0
        }
        g_idle_add_full(G_PRIORITY_LOW, callback, box, nil)
    }
}
