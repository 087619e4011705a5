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
        bus.onClosed = { [weak self] in
            self?.registry = nil
            self?.change { $0.registryAnswered = false }
        }
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
