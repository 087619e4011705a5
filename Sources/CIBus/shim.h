// The C boundary of the IBus frontend: libibus-1.0 and GLib/GIO, plus wrappers for the few
// things Swift cannot call directly. Every wrapper is prefixed `swift_emoji_` and says why it exists.
#ifndef SWIFT_EMOJI_CIBUS_SHIM_H
#define SWIFT_EMOJI_CIBUS_SHIM_H

#include <ibus.h>
#include <gio/gio.h>
#include <glib-unix.h>

// `ibus_engine_desc_new` cannot set the panel symbol, rank or setup command; the function that
// can, `ibus_engine_desc_new_varargs`, is variadic, which Swift cannot call.
static inline IBusEngineDesc *swift_emoji_engine_desc_new(
    const gchar *name, const gchar *longname, const gchar *description, const gchar *language,
    const gchar *license, const gchar *author, const gchar *icon, const gchar *layout,
    const gchar *symbol, guint rank, const gchar *version, const gchar *textdomain, const gchar *setup)
{
    return ibus_engine_desc_new_varargs(
        "name", name, "longname", longname, "description", description, "language", language,
        "license", license, "author", author, "icon", icon, "layout", layout, "symbol", symbol,
        "rank", rank, "version", version, "textdomain", textdomain, "setup", setup, NULL);
}

// `g_signal_connect` is a macro.
static inline gulong swift_emoji_signal_connect(gpointer instance, const gchar *signal, GCallback handler, gpointer data)
{
    return g_signal_connect_data(instance, signal, handler, data, NULL, (GConnectFlags)0);
}

// `g_object_new` is variadic. Engines are made with `has-focus-id`, so the daemon tells them
// which input context gains focus (IBus moves one engine object between applications).
static inline IBusEngine *swift_emoji_engine_new(GType type, const gchar *name, const gchar *path, GDBusConnection *connection)
{
    return (IBusEngine *)g_object_new(type, "engine-name", name, "object-path", path, "connection", connection,
                                      "has-focus-id", TRUE, NULL);
}

// `IBUS_TYPE_ENGINE` and friends are macros over these functions; named here for readability.
static inline GType swift_emoji_ibus_engine_type(void) { return ibus_engine_get_type(); }

#endif
