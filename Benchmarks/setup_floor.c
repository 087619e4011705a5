/* The floor for the preferences window's opening time: an empty libadwaita preferences window
 * with the same title, in C (built and timed by Benchmarks/setup_bench.py beside swift-emoji-setup). */
#include <adwaita.h>

static void activate(GtkApplication *application, gpointer data)
{
    (void)data;
    GtkWidget *window = adw_preferences_window_new();
    gtk_window_set_application(GTK_WINDOW(window), application);
    gtk_window_set_title(GTK_WINDOW(window), "Swift Emoji Preferences");
    GtkWidget *page = adw_preferences_page_new();
    adw_preferences_page_set_title(ADW_PREFERENCES_PAGE(page), "Languages");
    adw_preferences_window_add(ADW_PREFERENCES_WINDOW(window), ADW_PREFERENCES_PAGE(page));
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv)
{
    AdwApplication *application = adw_application_new("org.freedesktop.IBus.SwiftEmoji.SetupFloor",
                                                      G_APPLICATION_DEFAULT_FLAGS);
    g_signal_connect(application, "activate", G_CALLBACK(activate), NULL);
    return g_application_run(G_APPLICATION(application), argc, argv);
}
