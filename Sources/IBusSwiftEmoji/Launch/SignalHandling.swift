import CIBus
import EmojiKit
import Logging

#if canImport(Glibc)
    import Glibc
#endif

/// Unix signals, handled in the GLib main loop (never in signal context).
///
/// - SIGTERM, SIGINT: leave the main loop, so user state is saved before exiting;
/// - SIGUSR1: log how many of the IBus objects the engine made are still alive (with
///   `SWIFT_EMOJI_TRACK_OBJECTS=1`), which the soak test reads to check that nothing leaks.
enum SignalHandling {
    static func install() {
        let quit: GSourceFunc = { _ in
            ibus_quit()
            return 0
        }
        g_unix_signal_add(SIGTERM, quit, nil)
        g_unix_signal_add(SIGINT, quit, nil)
        let report: GSourceFunc = { _ in
            ObjectTracker.log()
            return 1
        }
        g_unix_signal_add(SIGUSR1, report, nil)
    }
}
