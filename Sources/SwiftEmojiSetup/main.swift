// swift-emoji-setup: Swift Emoji's preferences window, opened from the input-source settings
// (GNOME Settings' gear, ibus-setup's Preferences button: the engine's <setup> command).

import CAdwaita
import EmojiKit
import SetupWindow

#if canImport(Glibc)
    import Glibc
#endif

UIText.activate()
// A window of rows and buttons draws as well with GTK's cairo renderer, which starts without
// setting up OpenGL (70 ms less to the first frame measured without a GPU; see BENCHMARKS.md).
// GSK_RENDERER set by the user still wins.
if getenv("GSK_RENDERER") == nil { setenv("GSK_RENDERER", "cairo", 1) }
let application = adw_application_new("org.freedesktop.IBus.SwiftEmoji.Setup", G_APPLICATION_DEFAULT_FLAGS)!
var preferences: PreferencesWindow?
let activate: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, _ in
    MainActor.assumeIsolated {
        if preferences == nil { preferences = PreferencesWindow(application: application) }
        preferences?.present()
    }
}
swift_emoji_connect(application, "activate", unsafeBitCast(activate, to: GCallback.self), nil, nil)
let status = g_application_run(
    UnsafeMutableRawPointer(application).assumingMemoryBound(to: GApplication.self), CommandLine.argc,
    CommandLine.unsafeArgv)
exit(status)
