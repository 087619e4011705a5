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

/// Counts the IBus objects the engine creates (texts, lookup tables, properties) that are still alive, by GObject type,
/// through weak references.
///
/// Off unless `SWIFT_EMOJI_TRACK_OBJECTS=1`: Debian's GLib does not count instances itself.
enum ObjectTracker {
    nonisolated(unsafe) static let enabled =
        LanguagePreferences.currentEnvironment()["SWIFT_EMOJI_TRACK_OBJECTS"] == "1"
    nonisolated(unsafe) private static var alive: [GType: Int] = [:]
    private static let logger = Logger(label: "swift-emoji.objects")

    /// Returns `object` (a GObject), counted until it is finalized.
    @discardableResult
    static func track<T>(_ object: UnsafeMutablePointer<T>) -> UnsafeMutablePointer<T> {
        guard enabled else { return object }
        let type = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee
            .g_type
        alive[type, default: 0] += 1
        let finalized: GWeakNotify = { data, _ in
            ObjectTracker.alive[GType(UInt(bitPattern: data)), default: 0] -= 1
        }
        g_object_weak_ref(
            UnsafeMutableRawPointer(object).assumingMemoryBound(to: GObject.self), finalized,
            UnsafeMutableRawPointer(bitPattern: UInt(type)))
        return object
    }

    static func log() {
        let counts = alive.map { "\(String(cString: g_type_name($0.key)))=\($0.value)" }.sorted().joined(separator: " ")
        logger.notice("live objects: \(counts)")
    }
}
