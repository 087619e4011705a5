import EmojiFrontend
import Testing

/// Which panel style a desktop gets.
@Suite struct PanelStyleTests {
    @Test(arguments: [
        ("GNOME", PanelStyle.marks), ("ubuntu:GNOME", .marks), ("GNOME-Flashback:GNOME", .marks),
        ("Budgie:GNOME", .highlight), ("KDE", .highlight), ("XFCE", .highlight), ("", .highlight),
    ])
    func autoFollowsTheDesktop(desktop: String, style: PanelStyle) {
        #expect(PanelStyle.resolve(setting: "auto", desktop: desktop) == style)
    }

    @Test func anExplicitSettingWins() {
        #expect(PanelStyle.resolve(setting: "marks", desktop: "KDE") == .marks)
        #expect(PanelStyle.resolve(setting: "highlight", desktop: "GNOME") == .highlight)
        #expect(PanelStyle.resolve(setting: "banana", desktop: "GNOME") == .marks, "unknown values mean auto")
    }
}
