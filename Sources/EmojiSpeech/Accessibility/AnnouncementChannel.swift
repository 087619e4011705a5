internal import CGio

/// Speaks through the screen reader: an AT-SPI `Announcement` event from the engine process (from
/// its announcer, a notification, which Orca's spam filter lets through),
/// which Orca 45.2 and newer speak in the user's own voice and rate and show in braille (measured
/// with Orca 48.1 and 51.1, while another application had the focus; emit to speech 20–40 ms).
///
/// Emitting queues the signal on GDBus's worker thread and returns: a hung accessibility bus
/// holds up that thread, never the caller.
@MainActor
final class AnnouncementChannel {
    /// `ATSPI_LIVE_POLITE`: Orca presents announcements the same whatever the politeness, and
    /// interrupts its speech at the next key itself.
    static let politeness: Int32 = 1

    /// The accessibility bus connection it announces on.
    let connection: OpaquePointer
    private let application: AccessibleApplication

    /// A channel on `connection`, which it keeps a reference to (the bus may be closed and
    /// dropped by the monitor while the channel still exists).
    init(connection: OpaquePointer) {
        g_object_ref(UnsafeMutableRawPointer(connection))
        self.connection = connection
        application = AccessibleApplication(connection: connection)
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(connection))
    }

    /// Announces `text`.
    func announce(_ text: String) {
        // `(siiva{sv})`: no detail, politeness, 0, the text, no properties (at-spi2-core `xml/Event.xml`).
        let body = GVariants.tuple([
            GVariants.string(""), g_variant_new_int32(Self.politeness), g_variant_new_int32(0),
            g_variant_new_variant(GVariants.string(text)), GVariants.emptyArray(of: "{sv}"),
        ])
        g_dbus_connection_emit_signal(
            connection, nil, AccessibleApplication.announcerPath, "org.a11y.atspi.Event.Object", "Announcement", body,
            nil)
    }
}
