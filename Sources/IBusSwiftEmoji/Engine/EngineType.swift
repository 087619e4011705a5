import CIBus
import EmojiInput

/// The GObject type of the engine: a subclass of IBusEngine registered from Swift, whose class
/// fills IBusEngineClass's virtual functions with trampolines into ``EngineAdapter``.
///
/// IBus creates one instance per input context; all calls arrive on the GLib main thread.
enum EngineType {
    /// `destroy` of the parent class, to chain up.
    nonisolated(unsafe) private static var parentDestroy: (@convention(c) (UnsafeMutablePointer<IBusObject>?) -> Void)?
    nonisolated(unsafe) private static var registered: GType = 0

    /// Registers the type once and returns it.
    static func register() -> GType {
        if registered != 0 { return registered }
        var info = GTypeInfo()
        info.class_size = guint16(MemoryLayout<IBusEngineClass>.size)
        info.instance_size = guint16(MemoryLayout<IBusEngine>.size)
        info.class_init = { klass, _ in EngineType.initialize(klass!) }
        registered = g_type_register_static(
            swift_emoji_ibus_engine_type(), "SwiftEmojiEngine", &info, GTypeFlags(rawValue: 0))
        return registered
    }

    private static func initialize(_ klass: UnsafeMutableRawPointer) {
        let objectClass = klass.assumingMemoryBound(to: IBusObjectClass.self)
        parentDestroy = objectClass.pointee.destroy
        objectClass.pointee.destroy = { object in
            let engine = UnsafeMutableRawPointer(object!).assumingMemoryBound(to: IBusEngine.self)
            nonisolated(unsafe) let pointer = engine
            MainActor.assumeIsolated { EngineRuntime.shared?.discardAdapter(for: pointer) }
            EngineType.parentDestroy?(object)
        }

        let engineClass = klass.assumingMemoryBound(to: IBusEngineClass.self)
        engineClass.pointee.process_key_event = { engine, keyval, keycode, state in
            EngineType.on(engine) { $0.processKey(keyval: keyval, keycode: keycode, state: state) } ? 1 : 0
        }
        engineClass.pointee.focus_in = { engine in EngineType.on(engine) { $0.focusIn() } }
        engineClass.pointee.focus_out = { engine in EngineType.on(engine) { $0.focusOut() } }
        engineClass.pointee.reset = { engine in EngineType.on(engine) { $0.reset() } }
        engineClass.pointee.enable = { engine in EngineType.on(engine) { $0.enable() } }
        engineClass.pointee.disable = { engine in EngineType.on(engine) { $0.disable() } }
        engineClass.pointee.page_up = { engine in EngineType.on(engine) { $0.panel(.pageUp) } }
        engineClass.pointee.page_down = { engine in EngineType.on(engine) { $0.panel(.pageDown) } }
        engineClass.pointee.cursor_up = { engine in EngineType.on(engine) { $0.panel(.cursorUp) } }
        engineClass.pointee.cursor_down = { engine in EngineType.on(engine) { $0.panel(.cursorDown) } }
        engineClass.pointee.candidate_clicked = { engine, index, _, _ in
            EngineType.on(engine) { $0.panel(.clickRow(Int(index))) }
        }
        engineClass.pointee.property_activate = { engine, name, state in
            let propertyName = name.map { String(cString: $0) } ?? ""
            EngineType.on(engine) { $0.propertyActivate(propertyName, state: state) }
        }
        engineClass.pointee.set_content_type = { engine, purpose, hints in
            EngineType.on(engine) { $0.setContentType(purpose: purpose, hints: hints) }
        }
        // With `has-focus-id` the daemon names the input context gaining or losing focus.
        engineClass.pointee.focus_in_id = { engine, path, client in
            let context = path.map { String(cString: $0) } ?? ""
            let clientName = client.map { String(cString: $0) } ?? ""
            EngineType.on(engine) { $0.focusIn(context: context, client: clientName) }
        }
        engineClass.pointee.focus_out_id = { engine, path in
            let context = path.map { String(cString: $0) } ?? ""
            EngineType.on(engine) { $0.focusOut(context: context) }
        }
    }

    nonisolated(unsafe) private static var madeEngines = 0

    /// The factory's `create-engine` handler: engines are made here rather than by the factory
    /// so they can ask for focus ids (see `swift_emoji_engine_new`).
    static let createEngine:
        @convention(c) (UnsafeMutablePointer<IBusFactory>?, UnsafePointer<gchar>?, UnsafeMutableRawPointer?) ->
            UnsafeMutablePointer<IBusEngine>? = { factory, name, _ in
                guard let factory, let name, String(cString: name) == ComponentDescription.engineName else {
                    return nil
                }
                madeEngines += 1
                let connection = ibus_service_get_connection(
                    UnsafeMutableRawPointer(factory).assumingMemoryBound(to: IBusService.self))
                return swift_emoji_engine_new(
                    register(), name, "/org/freedesktop/IBus/Engine/SwiftEmoji/\(madeEngines)", connection)
            }

    /// Runs `body` with the adapter of `engine` on the main actor (IBus calls come from the
    /// GLib main loop, which runs on the main thread; `assumeIsolated` checks that).
    fileprivate static func on<T: Sendable>(
        _ engine: UnsafeMutablePointer<IBusEngine>?, _ body: @MainActor (EngineAdapter) -> T
    ) -> T {
        nonisolated(unsafe) let pointer = engine!
        return MainActor.assumeIsolated {
            body(EngineRuntime.shared!.adapter(for: pointer))
        }
    }

    fileprivate static func on(_ engine: UnsafeMutablePointer<IBusEngine>?, _ body: @MainActor (EngineAdapter) -> Void)
    {
        let _: Int = EngineType.on(engine) { adapter in
            body(adapter)
            return 0
        }
    }
}
