import CIBus
import EmojiKit
import Logging

/// Counts the IBus objects the engine creates (texts, lookup tables, properties) that are still alive, by GObject type,
/// through weak references.
///
/// Off unless `SWIFT_EMOJI_TRACK_OBJECTS=1`: Debian's GLib does not count instances itself.
enum ObjectTracker {
    static let enabled =
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
