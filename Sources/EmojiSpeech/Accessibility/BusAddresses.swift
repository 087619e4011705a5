/// Where the session bus and the accessibility bus are, from the environment.
///
/// Found without GLib's `g_dbus_address_get_for_bus_sync`, which may run `dbus-launch` and wait
/// for it when no address is set.
enum BusAddresses {
    /// The session bus: `DBUS_SESSION_BUS_ADDRESS`, else the user bus `$XDG_RUNTIME_DIR/bus`
    /// (systemd's, used when the variable is unset).
    static func session(environment: [String: String], fileExists: (String) -> Bool) -> String? {
        if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty { return address }
        guard let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty, fileExists(runtime + "/bus") else {
            return nil
        }
        return "unix:path=" + escaped(runtime + "/bus")
    }

    /// The accessibility bus given by `AT_SPI_BUS_ADDRESS` (as libatspi honours it); otherwise it
    /// is asked of `org.a11y.Bus` on the session bus.
    static func accessibility(environment: [String: String]) -> String? {
        guard let address = environment["AT_SPI_BUS_ADDRESS"], !address.isEmpty else { return nil }
        return address
    }

    /// A path escaped for a D-Bus address (bytes other than `[-0-9A-Za-z_/.\*]` as `%XX`).
    static func escaped(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            let character = Character(Unicode.Scalar(byte))
            if byte < 0x80, character.isLetter || character.isNumber || "-_/.\\*".contains(character) {
                result.append(character)
            } else {
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }
}

extension String {
    /// The string with zeros before it up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
