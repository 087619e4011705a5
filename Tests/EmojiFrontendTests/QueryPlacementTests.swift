import EmojiFrontend
import Testing

/// Where the query shows for each client.
@Suite struct QueryPlacementTests {
    @Test(arguments: [
        ("gtk3-im:gedit", QueryPlacement.application), ("gtk4-im:(16330)", .application), ("xim", .application),
        ("gnome-shell", .application), ("swift-emoji-probe", .application), ("QIBusInputContext", .panel),
        ("gtk3-im:chromium", .panel), ("", .panel),
    ])
    func autoPicksPerClient(name: String, placement: QueryPlacement) {
        #expect(QueryPlacement.resolve(setting: "auto", client: InputClient(ibusName: name)) == placement)
    }

    @Test func anExplicitSettingWins() {
        let qt = InputClient(ibusName: "QIBusInputContext")
        let gtk = InputClient(ibusName: "gtk3-im:gedit")
        #expect(QueryPlacement.resolve(setting: "application", client: qt) == .application)
        #expect(QueryPlacement.resolve(setting: "panel", client: gtk) == .panel)
        #expect(QueryPlacement.resolve(setting: "banana", client: qt) == .panel, "unknown values mean auto")
    }

    @Test func moreProgramsGetThePanel() {
        let client = InputClient(ibusName: "gtk3-im:my-electron-app")
        #expect(QueryPlacement.resolve(setting: "auto", client: client) == .application)
        #expect(QueryPlacement.resolve(setting: "auto", client: client, panelPrograms: ["my-electron-app"]) == .panel)
    }
}
