internal import CGio
import EmojiKit

/// The smallest AT-SPI application a screen reader accepts as the source of announcements.
///
/// The object `/org/a11y/atspi/accessible/root` with `org.a11y.atspi.Accessible` and
/// `org.a11y.atspi.Application`, embedded with the registry as toolkits do, and its one child,
/// the announcer (``announcerPath``), a `notification`, which announces. No GTK or ATK: the
/// engine process has no widgets.
///
/// Why a notification announces: Orca 48 and 51 drop an event that comes within 0.1 s of the
/// last of its type from the same application (its spam filter), unless its source is a
/// notification or an alert. The pacing sends messages 120 ms apart, but Orca takes events in
/// when its main loop is free: while it handles a burst of keys, two messages sent apart arrived
/// 18 ms apart and the second, the last place, was dropped (measured with Orca 48.1, real keys).
///
/// Orca 48 and 51 asked it for `GetRole`, `GetState`, `GetAttributes`, `GetInterfaces`,
/// `GetIndexInParent`, `GetRelationSet` and the properties `Name`, `Parent`, `Description`,
/// `Locale`, `AccessibleId`, `HelpText`, `ToolkitName` and `Version` (measured), and libatspi
/// asks `org.a11y.atspi.Cache.GetItems` at `/org/a11y/atspi/cache`; the rest of the interfaces'
/// methods answer as an application with no children would.
@MainActor
final class AccessibleApplication {
    static let path = "/org/a11y/atspi/accessible/root"
    /// The child that announces.
    static let announcerPath = "/org/a11y/atspi/accessible/announcer"
    static let cachePath = "/org/a11y/atspi/cache"
    static let name = "Swift Emoji"

    private let connection: OpaquePointer
    private var registrations: [guint] = []
    /// The id the registry gives the application (it sets `Id`).
    fileprivate var id: Int32 = 0

    /// Exports the object on `connection` (keeping a reference to it until the object goes) and
    /// embeds it with the registry (in the background).
    init(connection: OpaquePointer) {
        g_object_ref(UnsafeMutableRawPointer(connection))
        self.connection = connection
        guard let node = g_dbus_node_info_new_for_xml(Self.introspection, nil) else { return }
        defer { g_dbus_node_info_unref(node) }
        var table = GDBusInterfaceVTable()
        table.method_call = { _, _, path, interface, method, parameters, invocation, data in
            let application = Unmanaged<AccessibleApplication>.fromOpaque(data!).takeUnretainedValue()
            let (interface, method) = (String(cString: interface!), String(cString: method!))
            let announcer = String(cString: path!) == AccessibleApplication.announcerPath
            nonisolated(unsafe) let invocation = invocation!
            MainActor.assumeIsolated {
                application.answer(interface, method, announcer: announcer, invocation: invocation)
            }
        }
        table.get_property = { _, _, path, _, property, _, data in
            let application = Unmanaged<AccessibleApplication>.fromOpaque(data!).takeUnretainedValue()
            let name = String(cString: property!)
            let announcer = String(cString: path!) == AccessibleApplication.announcerPath
            nonisolated(unsafe) var value: OpaquePointer?
            MainActor.assumeIsolated { value = application.property(name, announcer: announcer) }
            return value
        }
        table.set_property = { _, _, _, _, property, value, _, data in
            let application = Unmanaged<AccessibleApplication>.fromOpaque(data!).takeUnretainedValue()
            guard String(cString: property!) == "Id", let value else { return 0 }
            let id = g_variant_get_int32(value)
            MainActor.assumeIsolated { application.id = id }
            return 1
        }
        let interfaces = node.pointee.interfaces!
        var index = 0
        while let interface = interfaces[index] {
            // The cache has a path of its own; the rest is the application object.
            let path = String(cString: interface.pointee.name) == "org.a11y.atspi.Cache" ? Self.cachePath : Self.path
            let registration = withUnsafePointer(to: &table) { table in
                g_dbus_connection_register_object(
                    connection, path, interface, table, Unmanaged.passUnretained(self).toOpaque(), nil, nil)
            }
            if registration != 0 { registrations.append(registration) }
            // The announcer is an accessible object only.
            if String(cString: interface.pointee.name) == "org.a11y.atspi.Accessible" {
                let child = withUnsafePointer(to: &table) { table in
                    g_dbus_connection_register_object(
                        connection, Self.announcerPath, interface, table, Unmanaged.passUnretained(self).toOpaque(),
                        nil, nil)
                }
                if child != 0 { registrations.append(child) }
            }
            index += 1
        }
        embed()
    }

    isolated deinit {
        for registration in registrations { g_dbus_connection_unregister_object(connection, registration) }
        g_object_unref(UnsafeMutableRawPointer(connection))
    }

    /// This connection's bus name, by which the screen reader reaches the object.
    private var busName: String {
        g_dbus_connection_get_unique_name(connection).map { String(cString: $0) } ?? ""
    }

    /// Tells the registry the application is there (`Socket.Embed`), as toolkits do when they start.
    private func embed() {
        let plug = GVariants.tuple([GVariants.objectReference(bus: busName, path: Self.path)])
        DBusCalls.call(
            connection, destination: "org.a11y.atspi.Registry", path: Self.path, interface: "org.a11y.atspi.Socket",
            method: "Embed", parameters: plug
        ) { reply in
            if let reply { g_variant_unref(reply) }
        }
    }

    /// The answer to a method call on the application or, with `announcer`, on its announcer (a
    /// notification of the application, with no children).
    private func answer(_ interface: String, _ method: String, announcer: Bool, invocation: OpaquePointer) {
        let reply: String? =
            switch method {
            // ATSPI_ROLE_NOTIFICATION, ATSPI_ROLE_APPLICATION
            case "GetRole": announcer ? "(uint32 101,)" : "(uint32 75,)"
            case "GetRoleName", "GetLocalizedRoleName": announcer ? "('notification',)" : "('application',)"
            case "GetState": "(@au [0, 0],)"
            case "GetAttributes": "(@a{ss} {},)"
            case "GetInterfaces":
                announcer
                    ? "(['org.a11y.atspi.Accessible'],)"
                    : "(['org.a11y.atspi.Accessible', 'org.a11y.atspi.Application'],)"
            case "GetIndexInParent": announcer ? "(0,)" : "(-1,)"
            case "GetRelationSet": "(@a(ua(so)) [],)"
            case "GetChildren": announcer ? "(@a(so) [],)" : "([\(reference(Self.announcerPath))],)"
            case "GetChildAtIndex": "(\(reference(announcer ? "/org/a11y/atspi/null" : Self.announcerPath)),)"
            case "GetApplication": "(\(reference(Self.path)),)"
            case "GetLocale": "('',)"
            // libatspi asks a new application for its cached objects: it has none.
            case "GetItems": "(@a((so)(so)(so)iiassusau) [],)"
            default: nil
            }
        guard let reply, let value = GVariants.parse(reply) else {
            g_dbus_method_invocation_return_dbus_error(
                invocation, "org.freedesktop.DBus.Error.UnknownMethod", "\(interface).\(method) is not implemented")
            return
        }
        g_dbus_method_invocation_return_value(invocation, value)
        g_variant_unref(value)
    }

    /// An object of this connection as a reference, in GVariant text format.
    private func reference(_ path: String) -> String {
        "(\(Self.quoted(busName)), objectpath '\(path)')"
    }

    /// A property's value on the application or its announcer (floating, which GDBus takes).
    private func property(_ name: String, announcer: Bool) -> OpaquePointer? {
        switch name {
        case "Name", "ToolkitName": GVariants.string(Self.name)
        case "Description", "Locale", "AccessibleId", "HelpText": GVariants.string("")
        // The application's interface (the announcer has only the accessible one).
        case "Version": GVariants.string(SwiftEmojiVersion.current)
        case "AtspiVersion": GVariants.string("2.1")
        case "Id": g_variant_new_int32(id)
        case "ChildCount": g_variant_new_int32(announcer ? 0 : 1)
        case "Parent":
            announcer
                ? GVariants.objectReference(bus: busName, path: Self.path)
                : GVariants.objectReference(bus: "org.a11y.atspi.Registry", path: Self.path)
        default: nil
        }
    }

    /// A string in GVariant text format.
    private static func quoted(_ text: String) -> String {
        "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
    }

    /// The interfaces, as introspection data (at-spi2-core's `xml/Accessible.xml` and
    /// `xml/Application.xml`, the parts answered).
    private static let introspection = """
        <node>
          <interface name="org.a11y.atspi.Accessible">
            <property name="Name" type="s" access="read"/>
            <property name="Description" type="s" access="read"/>
            <property name="Parent" type="(so)" access="read"/>
            <property name="ChildCount" type="i" access="read"/>
            <property name="Locale" type="s" access="read"/>
            <property name="AccessibleId" type="s" access="read"/>
            <property name="HelpText" type="s" access="read"/>
            <method name="GetChildAtIndex"><arg direction="in" type="i"/><arg direction="out" type="(so)"/></method>
            <method name="GetChildren"><arg direction="out" type="a(so)"/></method>
            <method name="GetIndexInParent"><arg direction="out" type="i"/></method>
            <method name="GetRelationSet"><arg direction="out" type="a(ua(so))"/></method>
            <method name="GetRole"><arg direction="out" type="u"/></method>
            <method name="GetRoleName"><arg direction="out" type="s"/></method>
            <method name="GetLocalizedRoleName"><arg direction="out" type="s"/></method>
            <method name="GetState"><arg direction="out" type="au"/></method>
            <method name="GetAttributes"><arg direction="out" type="a{ss}"/></method>
            <method name="GetApplication"><arg direction="out" type="(so)"/></method>
            <method name="GetInterfaces"><arg direction="out" type="as"/></method>
          </interface>
          <interface name="org.a11y.atspi.Application">
            <property name="ToolkitName" type="s" access="read"/>
            <property name="Version" type="s" access="read"/>
            <property name="AtspiVersion" type="s" access="read"/>
            <property name="Id" type="i" access="readwrite"/>
            <method name="GetLocale"><arg direction="in" type="u"/><arg direction="out" type="s"/></method>
          </interface>
          <interface name="org.a11y.atspi.Cache">
            <method name="GetItems"><arg direction="out" type="a((so)(so)(so)iiassusau)"/></method>
          </interface>
        </node>
        """
}
