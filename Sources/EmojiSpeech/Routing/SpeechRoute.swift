import EmojiInput

/// Where speech goes: the one channel in use, never two at once (Orca would speak a message twice).
public enum SpeechRoute: String, Equatable, Sendable {
    /// Nowhere: no screen reader listens (or the mode is off, or the field is a password field).
    case none
    /// An AT-SPI `Announcement` event, which Orca 45.2 and newer speak in the user's own voice and
    /// rate and show in braille.
    case announcement
    /// speech-dispatcher directly (SSIP), for Orca 44 and older, which ignore announcements.
    case speechDispatcher

    /// The route for `mode` given what is known of the screen reader.
    ///
    /// - A listener for announcements takes them (Orca ≥ 45.2), as does Orca 49+'s D-Bus service.
    /// - Orca listening without taking announcements (Orca ≤ 44) gets speech-dispatcher.
    /// - When the accessibility bus could not tell (missing or hung) but the desktop's screen
    ///   reader setting is on, speech-dispatcher is the only route left.
    /// - `on` speaks through speech-dispatcher when no screen reader takes announcements.
    public static func decide(mode: SpeechMode, observations: ScreenReaderObservations) -> SpeechRoute {
        guard mode != .off else { return .none }
        if observations.registryAnswered, observations.announcementListener || observations.orcaService {
            return .announcement
        }
        if observations.orcaListener { return .speechDispatcher }
        if !observations.registryAnswered, observations.screenReaderSetting { return .speechDispatcher }
        return mode == .on ? .speechDispatcher : .none
    }
}

/// What is known about a screen reader, from the accessibility bus, GSettings and the session bus.
public struct ScreenReaderObservations: Equatable, Sendable {
    /// The accessibility registry answered `GetRegisteredEvents` (so the two below are known).
    public var registryAnswered = false
    /// A client listens for `object:announcement`.
    public var announcementListener = false
    /// A listening client is the process `orca`.
    public var orcaListener = false
    /// GSettings `org.gnome.desktop.a11y.applications screen-reader-enabled` (GNOME's switch,
    /// KDE's kaccess; false when Orca is started by hand).
    public var screenReaderSetting = false
    /// Orca 49+'s D-Bus service is on the session bus (`org.gnome.Orca.Service`, `org.gnome.Orca1.Service`).
    public var orcaService = false

    public init(
        registryAnswered: Bool = false, announcementListener: Bool = false, orcaListener: Bool = false,
        screenReaderSetting: Bool = false, orcaService: Bool = false
    ) {
        self.registryAnswered = registryAnswered
        self.announcementListener = announcementListener
        self.orcaListener = orcaListener
        self.screenReaderSetting = screenReaderSetting
        self.orcaService = orcaService
    }
}
