import Testing

@testable import EmojiSpeech

/// The buses are found from the environment alone, never by running dbus-launch.
@Suite struct BusAddressesTests {
    @Test func theSessionBus() {
        let given = ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/tmp/bus", "XDG_RUNTIME_DIR": "/run/user/1"]
        #expect(BusAddresses.session(environment: given) { _ in true } == "unix:path=/tmp/bus")
        #expect(
            BusAddresses.session(environment: ["XDG_RUNTIME_DIR": "/run/user/1"]) { $0 == "/run/user/1/bus" }
                == "unix:path=/run/user/1/bus")
        #expect(BusAddresses.session(environment: ["XDG_RUNTIME_DIR": "/run/user/1"]) { _ in false } == nil)
        #expect(BusAddresses.session(environment: [:]) { _ in true } == nil)
    }

    @Test func theAccessibilityBusFromTheEnvironment() {
        #expect(BusAddresses.accessibility(environment: ["AT_SPI_BUS_ADDRESS": "unix:path=/a"]) == "unix:path=/a")
        #expect(BusAddresses.accessibility(environment: [:]) == nil)
    }

    @Test func pathsAreEscaped() {
        #expect(BusAddresses.escaped("/run/user/1000/bus") == "/run/user/1000/bus")
        #expect(BusAddresses.escaped("/tmp/a b,c") == "/tmp/a%20b%2Cc")
    }
}
