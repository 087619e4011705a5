// swift-emoji-setup: Swift Emoji's preferences window, opened from the input-source settings
// (GNOME Settings' gear, ibus-setup's Preferences button: the engine's <setup> command).

import CAdwaita
import EmojiKit
import SetupWindow

UIText.activate()
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
