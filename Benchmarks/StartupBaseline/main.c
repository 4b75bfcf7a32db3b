// The start-up floor: a minimal C GTK window showing a 1,000-row GtkListView (GtkStringList,
// a signal factory binding labels in C). `overshoot-benchmarks startup` times exec to its first
// painted frame against the app's, with the FirstFrameProbe preloaded into both.
//
// With STARTUP_BASELINE_ROWS=timeline the rows are the app's timeline rows bound in C (dot, three
// labels with the summary wrapping, star button): the floor for the rows the app shows, printed
// beside the goal.
//
// With STARTUP_BASELINE_TITLEBAR=headerbar the window has a stock GtkHeaderBar as its title bar,
// as every GNOME window with a header bar does: GTK then draws the window's decoration itself
// (client-side), which a window without one leaves to the window manager, and under Xvfb, which
// runs none, nobody draws.
#include <CBenchmarkBaseline.h>
#include <string.h>

static void activate(GtkApplication *application, gpointer data) {
  GtkWidget *window = gtk_application_window_new(application);
  gtk_window_set_default_size(GTK_WINDOW(window), 900, 640);
  const char *titlebar = g_getenv("STARTUP_BASELINE_TITLEBAR");
  if (titlebar && strcmp(titlebar, "headerbar") == 0)
    gtk_window_set_titlebar(GTK_WINDOW(window), gtk_header_bar_new());
  GtkWidget *scrolled = gtk_scrolled_window_new();
  const char *rows = g_getenv("STARTUP_BASELINE_ROWS");
  GtkWidget *list = rows && strcmp(rows, "timeline") == 0
                        ? baseline_timeline_list_view(1000)
                        : baseline_label_list_view(1000, "Entry %u: a title");
  gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), list);
  gtk_window_set_child(GTK_WINDOW(window), scrolled);
  gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
  GtkApplication *application =
      gtk_application_new("org.overshoot.StartupBaseline", G_APPLICATION_NON_UNIQUE);
  g_signal_connect(application, "activate", G_CALLBACK(activate), NULL);
  int status = g_application_run(G_APPLICATION(application), argc, argv);
  g_object_unref(application);
  return status;
}
