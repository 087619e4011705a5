internal import CGio
import EmojiFrontend
import EmojiInput
import EmojiRuntime
import EmojiSettings
import Logging

#if canImport(Glibc)
    import Glibc
#endif

/// Starts the engine server: settings, the index loading in the background, the session on the
/// frontend's socket, and the GLib main loop (GSettings' change notifications arrive there).
@MainActor
enum ServerLauncher {
    private static let logger = Logger(label: "swift-emoji.server")

    static func run(_ options: ServerOptions) -> Never {
        LoggingSetup.bootstrap(verbose: options.verbose)
        // The frontend's socket must not leak into anything the server starts.
        _ = fcntl(options.socketFD, F_SETFD, FD_CLOEXEC)
        var info = stat()
        guard fstat(options.socketFD, &info) == 0, info.st_mode & S_IFMT == S_IFSOCK else {
            logger.error("file descriptor \(options.socketFD) is not a socket; nothing to serve")
            exit(2)
        }
        let settings = GSettingsStore()
        let preloader = DataPreloader(languageTags: EngineSettings(reading: settings).languages)
        let runtime = InputRuntime(settings: settings, preloader: preloader, panel: .fcitx5)
        // A context fcitx5 never named to this server (it restarted mid-focus): a program not known.
        let sessions = InputSessions(host: runtime, unnamedClient: InputClient(fcitx5Program: ""))
        let loop = g_main_loop_new(nil, 0)
        let connection = ServerConnection(fd: options.socketFD, sessions: sessions) {
            g_main_loop_quit(loop)
        }
        connection.start()
        let quit: GSourceFunc = { loop in
            g_main_loop_quit(OpaquePointer(loop))
            return 0
        }
        g_unix_signal_add(SIGTERM, quit, UnsafeMutableRawPointer(loop))
        g_unix_signal_add(SIGINT, quit, UnsafeMutableRawPointer(loop))
        // The addon gives the first reply after a start the time the index takes to load; the
        // replies after it are to be quick, so the index is loaded before any request is read.
        _ = runtime.service
        logger.info("Swift Emoji engine server ready")
        g_main_loop_run(loop)
        runtime.shutDown()
        logger.info("leaving: the frontend closed its end or asked to stop")
        exit(0)
    }
}
