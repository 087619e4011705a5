// The C boundary of the shared engine runtime: GLib's main loop and file-descriptor sources, and
// GSettings. Every wrapper is prefixed `swift_emoji_` and says why it exists.
#ifndef SWIFT_EMOJI_CGIO_SHIM_H
#define SWIFT_EMOJI_CGIO_SHIM_H

#include <gio/gio.h>
#include <glib-unix.h>

// `g_signal_connect` is a macro: connects GSettings' `changed` signal.
static inline gulong swift_emoji_settings_on_changed(GSettings *settings, GCallback handler, gpointer data)
{
    return g_signal_connect_data(settings, "changed", handler, data, NULL, (GConnectFlags)0);
}

#endif
