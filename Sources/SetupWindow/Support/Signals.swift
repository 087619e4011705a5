import CAdwaita

/// A Swift closure kept as a GObject signal's data, released with the connection.
private final class Handler<Arguments> {
    let run: @MainActor (Arguments) -> Void
    init(_ run: @escaping @MainActor (Arguments) -> Void) { self.run = run }
}

/// Connecting GObject signals to Swift closures (GTK calls them on the main thread).
@MainActor
enum Signals {
    private static let release: GClosureNotify = { data, _ in
        Unmanaged<AnyObject>.fromOpaque(data!).release()
    }

    /// A signal whose handler takes only the instance: `clicked`, `activate`, `toggled`, `value-changed`.
    static func connect(_ object: UnsafeMutableRawPointer, _ signal: String, _ action: @escaping @MainActor () -> Void)
    {
        let box = Unmanaged.passRetained(Handler<Void> { _ in action() } as AnyObject).toOpaque()
        let handler: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            let handler = Unmanaged<AnyObject>.fromOpaque(data!).takeUnretainedValue() as! Handler<Void>
            MainActor.assumeIsolated { handler.run(()) }
        }
        swift_emoji_connect(object, signal, unsafeBitCast(handler, to: GCallback.self), box, release)
    }

    /// `notify::PROPERTY`: a property changed.
    static func onNotify(
        _ object: UnsafeMutableRawPointer, _ property: String, _ action: @escaping @MainActor () -> Void
    ) {
        let box = Unmanaged.passRetained(Handler<Void> { _ in action() } as AnyObject).toOpaque()
        let handler:
            @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
                _, _, data in
                let handler = Unmanaged<AnyObject>.fromOpaque(data!).takeUnretainedValue() as! Handler<Void>
                MainActor.assumeIsolated { handler.run(()) }
            }
        swift_emoji_connect(object, "notify::" + property, unsafeBitCast(handler, to: GCallback.self), box, release)
    }

    /// A key controller's `key-pressed`: the keyval and the modifier state; `true` takes the key.
    static func onKeyPressed(
        _ controller: UnsafeMutableRawPointer,
        _ action: @escaping @MainActor (_ keyval: UInt32, _ state: UInt32) -> Bool
    ) {
        final class KeyHandler {
            let run: @MainActor (UInt32, UInt32) -> Bool
            init(_ run: @escaping @MainActor (UInt32, UInt32) -> Bool) { self.run = run }
        }
        let box = Unmanaged.passRetained(KeyHandler(action) as AnyObject).toOpaque()
        let handler:
            @convention(c) (UnsafeMutableRawPointer?, guint, guint, GdkModifierType, UnsafeMutableRawPointer?) ->
                gboolean = { _, keyval, _, state, data in
                    let handler = Unmanaged<AnyObject>.fromOpaque(data!).takeUnretainedValue() as! KeyHandler
                    return MainActor.assumeIsolated { handler.run(keyval, state.rawValue) } ? 1 : 0
                }
        swift_emoji_connect(controller, "key-pressed", unsafeBitCast(handler, to: GCallback.self), box, release)
    }

    /// An AdwMessageDialog's `response`: the response's id.
    static func onResponse(_ dialog: UnsafeMutableRawPointer, _ action: @escaping @MainActor (String) -> Void) {
        let box = Unmanaged.passRetained(Handler<String>(action) as AnyObject).toOpaque()
        let handler:
            @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<gchar>?, UnsafeMutableRawPointer?) -> Void = {
                _, response, data in
                let handler = Unmanaged<AnyObject>.fromOpaque(data!).takeUnretainedValue() as! Handler<String>
                let id = response.map { String(cString: $0) } ?? ""
                MainActor.assumeIsolated { handler.run(id) }
            }
        swift_emoji_connect(dialog, "response", unsafeBitCast(handler, to: GCallback.self), box, release)
    }
}
