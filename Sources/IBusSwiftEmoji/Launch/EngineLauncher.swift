import CIBus
import EmojiInput
import EmojiRuntime
import EmojiSettings
import Logging

#if canImport(Glibc)
    import Glibc
#endif

/// Connects to ibus-daemon, offers the engine, and runs the GLib main loop.
@MainActor
enum EngineLauncher {
    private static let logger = Logger(label: "swift-emoji.ibus")

    static func run(_ options: LaunchOptions) -> Never {
        if options.mode == .xml {
            print(ComponentDescription.enginesXML())
            exit(0)
        }
        LoggingSetup.bootstrap(verbose: options.verbose)
        let started = StartupClock()
        ibus_init()
        // Settings first (they name the languages), then the index loads while we connect.
        let settings = GSettingsStore()
        let preloader = DataPreloader(languageTags: EngineSettings(reading: settings).languages)
        guard let bus = ibus_bus_new(), ibus_bus_is_connected(bus) != 0 else {
            logger.error("cannot connect to ibus-daemon (is it running? IBUS_ADDRESS set?)")
            exit(1)
        }
        // The daemon went away: quit cleanly (the desktop session is ending or IBus restarts).
        let disconnected: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, _ in
            ibus_quit()
        }
        swift_emoji_signal_connect(bus, "disconnected", unsafeBitCast(disconnected, to: GCallback.self), nil)
        SignalHandling.install()

        logger.debug("connected to ibus-daemon after \(started.milliseconds) ms")
        let factory = ibus_factory_new(ibus_bus_get_connection(bus))
        ibus_factory_add_engine(factory, ComponentDescription.engineName, EngineType.register())
        swift_emoji_signal_connect(
            factory, "create-engine", unsafeBitCast(EngineType.createEngine, to: GCallback.self), nil)

        switch options.mode {
        case .ibus:
            let reply = ibus_bus_request_name(bus, ComponentDescription.componentName, 0)
            if reply == 0 { logger.error("cannot own \(ComponentDescription.componentName) on the IBus bus") }
        case .standalone, .xml:
            let component = ComponentDescription.makeComponent()
            g_object_ref_sink(component)
            if ibus_bus_register_component(bus, component) == 0 {
                logger.error("ibus-daemon refused the component")
                exit(1)
            }
        }
        // Requests from the daemon are dispatched only in the main loop, after this; the index
        // may still be loading (the first key waits for it if needed).
        EngineRuntime.start(settings: settings, preloader: preloader)
        logger.info("Swift Emoji engine ready after \(started.milliseconds) ms")
        ibus_main()
        EngineRuntime.shared?.core.shutDown()
        logger.info("leaving: ibus-daemon disconnected or asked to stop")
        exit(0)
    }
}
