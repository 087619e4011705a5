import EmojiFrontend
import Testing

/// What IBus client names tell about the application.
@Suite struct InputClientTests {
    /// The names measured on Debian 12 (IBus 1.5.27) under Xvfb and in GNOME Shell 43.
    @Test(arguments: [
        ("gtk3-im:entry_app.py", InputClient.Kind.gtk, "entry_app.py" as String?),
        ("gtk4-im:(16330)", .gtk, "(16330)"), ("gtk3-im:chromium", .gtk, "chromium"),
        ("gtk3-im:firefox-esr", .gtk, "firefox-esr"), ("QIBusInputContext", .qt, nil), ("xim", .xim, nil),
        ("gnome-shell", .gnomeShell, nil), ("fake", .daemon, nil), ("", .unnamed, nil),
        ("swift-emoji-probe", .other, nil),
    ])
    func namesOfTheClientsSeen(name: String, kind: InputClient.Kind, program: String?) {
        let client = InputClient(ibusName: name)
        #expect(client.kind == kind)
        #expect(client.program == program)
        #expect(client.name == name)
    }

    @Test func qtAndChromiumKeepTheirPreeditOthersDropIt() {
        let keeps = ["QIBusInputContext", "gtk3-im:chromium", "gtk4-im:google-chrome", "gtk3-im:Code"]
        for name in keeps { #expect(InputClient(ibusName: name).keepsPreeditOnFocusChange() == true, "\(name)") }
        let drops = ["gtk3-im:gedit", "gtk4-im:(16330)", "gtk3-im:firefox-esr", "xim", "gnome-shell", "my-app"]
        for name in drops { #expect(InputClient(ibusName: name).keepsPreeditOnFocusChange() == false, "\(name)") }
        #expect(InputClient.unnamed.keepsPreeditOnFocusChange() == nil)
    }

    @Test func moreProgramsCanBeNamed() {
        let client = InputClient(ibusName: "gtk3-im:my-electron-app")
        #expect(client.keepsPreeditOnFocusChange() == false)
        #expect(client.keepsPreeditOnFocusChange(morePrograms: ["My-Electron-App"]) == true)
        // Program names are GTK's: a Qt client is one client whatever the program.
        #expect(InputClient(ibusName: "xim").keepsPreeditOnFocusChange(morePrograms: ["xim"]) == false)
    }

    /// fcitx5 names the program; the addon's preedit is not committed when focus moves, except by
    /// Chromium, which keeps its own copy (measured with fcitx5's GTK and Qt modules).
    @Test func fcitx5ClientsKeepTheirPreeditOnlyInChromium() {
        let chromium = InputClient(fcitx5Program: "chromium")
        #expect(chromium.kind == .fcitx5 && chromium.program == "chromium" && chromium.name == "fcitx5:chromium")
        #expect(chromium.keepsPreeditOnFocusChange() == true)
        for program in ["gedit", "qt_entry_app.py", "kate", ""] {
            #expect(InputClient(fcitx5Program: program).keepsPreeditOnFocusChange() == false, "\(program)")
        }
        #expect(InputClient(fcitx5Program: "").program == nil)
        #expect(InputClient(fcitx5Program: "kate").keepsPreeditOnFocusChange(morePrograms: ["Kate"]) == true)
    }

    /// The engine server names its clients `fcitx5:PROGRAM`; any other name is an IBus one.
    @Test func aFrontendNamesItsClient() {
        #expect(InputClient(named: "fcitx5:kate") == InputClient(fcitx5Program: "kate"))
        #expect(InputClient(named: "QIBusInputContext").kind == .qt)
        #expect(InputClient(named: "").kind == .unnamed)
    }
}
