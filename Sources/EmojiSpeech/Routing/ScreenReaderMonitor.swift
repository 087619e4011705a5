internal import CGio

/// Finds out whether a screen reader listens, in the background, and keeps the answer current.
///
/// It asks the accessibility registry for its listeners, reads the desktop's screen reader
/// setting and watches Orca 49+'s D-Bus name; it owns the connections announcements then use.
@MainActor
final class ScreenReaderMonitor {
    /// Called with every change of what is known.
    var onChange: (@MainActor (ScreenReaderObservations) -> Void)?
    private(set) var observations = ScreenReaderObservations()
    private let bus: AccessibilityBus
    private let setting = ScreenReaderSetting()
    private var registry: RegistryWatch?
    private var orca: OrcaServiceWatch?

    /// The accessibility bus connection, once there (announcements are emitted on it).
    var connection: OpaquePointer? { bus.connection }

    init(environment: [String: String]) {
        bus = AccessibilityBus(environment: environment)
        observations.screenReaderSetting = setting.isEnabled
        setting.onChange = { [weak self] enabled in self?.change { $0.screenReaderSetting = enabled } }
        bus.onClosed = { [weak self] in self?.busClosed() }
        open()
    }

    /// How long to wait before opening the accessibility bus again after it closed.
    static let reopenDelay = Duration.seconds(2)
    private var reopenTimer: UInt32 = 0

    isolated deinit {
        GLibTimer.cancel(reopenTimer)
    }

    /// The accessibility bus went away (its daemon restarted): forget it and, a little later, ask
    /// for the new one.
    private func busClosed() {
        registry = nil
        orca = nil
        bus.close()
        change {
            $0.registryAnswered = false
            $0.announcementListener = false
            $0.orcaListener = false
        }
        reopenTimer = GLibTimer.once(after: Self.reopenDelay) { [weak self] in
            self?.reopenTimer = 0
            self?.open()
        }
    }

    private func open() {
        bus.open(
            session: { [weak self] session in
                guard let self, let session else { return }
                let orca = OrcaServiceWatch(session: session)
                orca.onChange = { [weak self] running in self?.change { $0.orcaService = running } }
                self.orca = orca
            },
            completion: { [weak self] connection in
                guard let self, let connection else { return }
                let registry = RegistryWatch(connection: connection)
                registry.onChange = { [weak self] listeners in
                    self?.change {
                        $0.registryAnswered = listeners != nil
                        $0.announcementListener = listeners?.announcements ?? false
                        $0.orcaListener = listeners?.orca ?? false
                    }
                }
                self.registry = registry
            })
    }

    private func change(_ edit: (inout ScreenReaderObservations) -> Void) {
        var next = observations
        edit(&next)
        guard next != observations else { return }
        observations = next
        onChange?(next)
    }
}
