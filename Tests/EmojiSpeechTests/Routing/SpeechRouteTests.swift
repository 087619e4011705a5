import EmojiInput
import Testing

@testable import EmojiSpeech

/// One route, chosen from what is known of the screen reader.
@Suite struct SpeechRouteTests {
    typealias Seen = ScreenReaderObservations

    @Test func offNeverSpeaks() {
        let everything = Seen(
            registryAnswered: true, announcementListener: true, orcaListener: true, screenReaderSetting: true,
            orcaService: true)
        #expect(SpeechRoute.decide(mode: .off, observations: everything) == .none)
    }

    @Test func anAnnouncementListenerTakesAnnouncements() {
        let orca48 = Seen(registryAnswered: true, announcementListener: true, orcaListener: true)
        #expect(SpeechRoute.decide(mode: .auto, observations: orca48) == .announcement)
        #expect(SpeechRoute.decide(mode: .on, observations: orca48) == .announcement)
        let orca51 = Seen(registryAnswered: true, orcaService: true)
        #expect(SpeechRoute.decide(mode: .auto, observations: orca51) == .announcement)
    }

    @Test func anOldOrcaGetsSpeechDispatcher() {
        let orca43 = Seen(registryAnswered: true, orcaListener: true)
        #expect(SpeechRoute.decide(mode: .auto, observations: orca43) == .speechDispatcher)
    }

    @Test func noScreenReaderNoSpeechUnlessAskedFor() {
        let nobody = Seen(registryAnswered: true)
        #expect(SpeechRoute.decide(mode: .auto, observations: nobody) == .none)
        #expect(SpeechRoute.decide(mode: .on, observations: nobody) == .speechDispatcher)
        #expect(SpeechRoute.decide(mode: .auto, observations: Seen()) == .none)
    }

    @Test func theDesktopSettingSpeaksWhenTheBusCannotTell() {
        let unknown = Seen(registryAnswered: false, screenReaderSetting: true)
        #expect(SpeechRoute.decide(mode: .auto, observations: unknown) == .speechDispatcher)
        // The registry answering without a screen reader outranks the setting (it may be stale).
        let answered = Seen(registryAnswered: true, screenReaderSetting: true)
        #expect(SpeechRoute.decide(mode: .auto, observations: answered) == .none)
    }

    @Test func theSettingValueParses() {
        #expect(SpeechMode(setting: "off") == .off)
        #expect(SpeechMode(setting: "on") == .on)
        #expect(SpeechMode(setting: "bogus") == .auto)
    }
}
