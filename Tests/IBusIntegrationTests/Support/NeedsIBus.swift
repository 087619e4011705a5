import Foundation
import Testing

extension Trait where Self == ConditionTrait {
    /// The suite starts a real ibus-daemon in a private D-Bus session: without IBus and D-Bus
    /// installed it is skipped with this message instead of failing (`make unit` leaves these
    /// suites out anyway; `make test` installs what they need).
    static var needsIBus: Self {
        .enabled(
            if: ["/usr/bin/ibus-daemon", "/usr/bin/dbus-daemon", "/usr/bin/glib-compile-schemas"].allSatisfy {
                FileManager.default.isExecutableFile(atPath: $0)
            },
            "needs ibus-daemon, dbus-daemon and glib-compile-schemas (apt install ibus dbus-daemon libglib2.0-bin)")
    }
}
