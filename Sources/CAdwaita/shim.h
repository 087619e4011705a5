// The C boundary of the preferences window: GTK 4 and libadwaita. Every wrapper is prefixed
// `swift_emoji_` and says why it exists.
#ifndef SWIFT_EMOJI_CADWAITA_SHIM_H
#define SWIFT_EMOJI_CADWAITA_SHIM_H

#include <adwaita.h>

// `g_signal_connect` is a macro; `destroy` frees the handler's data with the connection.
static inline gulong swift_emoji_connect(gpointer instance, const gchar *signal, GCallback handler, gpointer data,
                                         GClosureNotify destroy)
{
    return g_signal_connect_data(instance, signal, handler, data, destroy, (GConnectFlags)0);
}

// `gtk_accessible_update_property` is variadic: the name assistive technologies (and the tests)
// give a widget whose only content is an icon.
static inline void swift_emoji_set_accessible_label(GtkWidget *widget, const char *label)
{
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

// `G_OBJECT_TYPE` is a macro: the type of an object (the tests find widgets by type).
static inline GType swift_emoji_type_of(gpointer object) { return G_OBJECT_TYPE(object); }

// `g_signal_emit_by_name` is variadic: a button's `clicked`, as a click emits it (the tests).
static inline void swift_emoji_emit_clicked(gpointer button) { g_signal_emit_by_name(button, "clicked"); }

#endif
