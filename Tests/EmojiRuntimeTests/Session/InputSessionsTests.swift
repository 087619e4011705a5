import EmojiFrontend
import EmojiInput
import EmojiRuntime
import Testing

/// What every frontend gets from the sessions, decided once: one composition per context, what
/// password and private fields do, where the query shows, when a context ends.
@MainActor @Suite struct InputSessionsTests {
    private static let returnKey: UInt32 = 0xFF0D

    @Test func eachContextKeepsItsOwnQueryAndComesBackWithIt() {
        let sessions = InputSessions(host: TestHost())
        sessions.type("dog", in: "/1")
        sessions.type("sun", in: "/2")
        _ = sessions.handle(.focusOut, for: "/1")
        let back = sessions.handle(.focusIn(client: "gtk3-im:gedit"), for: "/1")
        #expect(back.snapshot?.preedit == "dog")
        _ = sessions.handle(.destroy, for: "/1")
        #expect(sessions.handle(.focusIn(client: "gtk3-im:gedit"), for: "/1").snapshot == nil, "nothing to show")
        #expect(!sessions.handle(.panel(.pageDown), for: "/9").handled, "no composition there")
    }

    @Test func controlCharactersTypeNothing() {
        let sessions = InputSessions(host: TestHost())
        // Return as some frameworks give it: with the character U+000D.
        let reply = sessions.handle(
            .key(RawKey(keysym: 0xFF0D, modifiers: 0, isRelease: false, character: 0x0D)), for: "/1")
        #expect(!reply.handled, "with nothing typed Return is the application's")
        #expect(sessions.type("c", in: "/1").first?.handled == true)
    }

    @Test func aPasswordFieldPassesKeysThroughAndEndsItsComposition() {
        let sessions = InputSessions(host: TestHost())
        sessions.type("ca", in: "/1")
        // The field said it is a password field only after the first keys (Qt on Wayland does): what
        // was typed goes to it as text, nothing is lost.
        let ended = sessions.handle(.field(FieldFacts(isPassword: true)), for: "/1")
        #expect(ended.snapshot == .idle)
        #expect(ended.commit == "ca")
        #expect(sessions.handle(.field(FieldFacts(isPassword: true)), for: "/1").commit == nil)
        #expect(sessions.type("t", in: "/1").first?.handled == false)
        _ = sessions.handle(.field(FieldFacts()), for: "/1")
        #expect(sessions.type("c", in: "/1").first?.handled == true)
    }

    @Test func aPrivateFieldWorksButRecordsNothing() {
        let host = TestHost()
        let sessions = InputSessions(host: host)
        _ = sessions.handle(.field(FieldFacts(isPrivate: true)), for: "/1")
        sessions.type("rocket", in: "/1")
        #expect(sessions.press(Self.returnKey, in: "/1").commit == "🚀")
        #expect(host.service?.store.usage.top(1).isEmpty == true)
    }

    @Test func theQueryShowsInThePanelForClientsThatKeepAPreeditOrDrawNone() {
        let sessions = InputSessions(host: TestHost())
        _ = sessions.handle(.focusIn(client: "QIBusInputContext"), for: "/qt")
        #expect(sessions.type("c", in: "/qt").first?.placement == .panel)
        _ = sessions.handle(.focusIn(client: "gtk3-im:gedit"), for: "/gtk")
        #expect(sessions.type("c", in: "/gtk").first?.placement == .application)
        _ = sessions.handle(.field(FieldFacts(drawsPreedit: false)), for: "/gtk")
        #expect(sessions.type("a", in: "/gtk").first?.placement == .panel)
        #expect(sessions.placement(of: "/new") == .panel, "a client not named yet")
        let fcitx5 = InputSessions(host: TestHost(), unnamedClient: InputClient(fcitx5Program: ""))
        #expect(fcitx5.placement(of: "/new") == .application)
    }

    @Test func losingFocusEndsAnInlineCompositionOnly() {
        var settings = EngineSettings(languages: ["en"])
        settings.mode = .inline
        let inline = InputSessions(host: TestHost(settings: settings))
        inline.type(" :ca", in: "/1")
        #expect(inline.handle(.focusOut, for: "/1").snapshot == .idle)
        #expect(inline.handle(.focusIn(client: ""), for: "/1").snapshot == nil, "the text stayed in the application")
        let emoji = InputSessions(host: TestHost())
        emoji.type("ca", in: "/1")
        _ = emoji.handle(.focusOut, for: "/1")
        #expect(emoji.handle(.focusIn(client: ""), for: "/1").snapshot?.preedit == "ca")
    }

    @Test func withoutTheIndexKeysPassThroughAndThePanelSaysWhy() {
        let sessions = InputSessions(host: TestHost(loads: false))
        let reply = sessions.type("c", in: "/1").first
        #expect(reply?.handled == false && reply?.notice == "no emoji data")
        #expect(sessions.handle(.focusIn(client: ""), for: "/1").notice == "no emoji data")
    }

    @Test func aResetOfTheProcessEndsEveryComposition() {
        let host = TestHost()
        let sessions = InputSessions(host: host)
        var told = false
        sessions.onReset = { told = true }
        sessions.type("cat", in: "/1")
        host.onReset?()
        #expect(told)
        #expect(sessions.handle(.focusIn(client: ""), for: "/1").snapshot == nil)
    }

    @Test func focusAsksForALookAtTheFonts() {
        let host = TestHost()
        let sessions = InputSessions(host: host)
        _ = sessions.handle(.focusIn(client: ""), for: "/1")
        #expect(host.fontChecks == 1)
    }
}
