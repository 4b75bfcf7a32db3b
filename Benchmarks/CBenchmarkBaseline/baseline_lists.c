#include "CBenchmarkBaseline.h"

#include <stdio.h>
#include <string.h>
#include <time.h>
#include <malloc.h>

static void label_setup(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
  GtkWidget *label = gtk_label_new(NULL);
  gtk_label_set_xalign(GTK_LABEL(label), 0);
  gtk_list_item_set_child(item, label);
}

static void label_bind(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
  GtkStringObject *string = GTK_STRING_OBJECT(gtk_list_item_get_item(item));
  gtk_label_set_text(GTK_LABEL(gtk_list_item_get_child(item)), gtk_string_object_get_string(string));
}

static GtkWidget *label_list_view(GtkStringList *strings) {
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
  g_signal_connect(factory, "setup", G_CALLBACK(label_setup), NULL);
  g_signal_connect(factory, "bind", G_CALLBACK(label_bind), NULL);
  return gtk_list_view_new(GTK_SELECTION_MODEL(gtk_no_selection_new(G_LIST_MODEL(strings))),
                           factory);
}

static GtkStringList *formatted_strings(guint rows, const char *format) {
  GtkStringList *strings = gtk_string_list_new(NULL);
  char text[256];
  for (guint index = 0; index < rows; index++) {
    snprintf(text, sizeof text, format, index);
    gtk_string_list_append(strings, text);
  }
  return strings;
}

GtkWidget *baseline_label_list_view(guint rows, const char *format) {
  return label_list_view(formatted_strings(rows, format));
}

static void boxed_label_setup(GtkSignalListItemFactory *factory, GtkListItem *item,
                              gpointer data) {
  GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_add_css_class(box, "described-row");
  GtkWidget *label = gtk_label_new(NULL);
  gtk_label_set_wrap(GTK_LABEL(label), TRUE);
  gtk_box_append(GTK_BOX(box), label);
  gtk_list_item_set_child(item, box);
}

static void boxed_label_bind(GtkSignalListItemFactory *factory, GtkListItem *item,
                             gpointer data) {
  GtkStringObject *string = GTK_STRING_OBJECT(gtk_list_item_get_item(item));
  GtkWidget *label = gtk_widget_get_first_child(gtk_list_item_get_child(item));
  gtk_label_set_text(GTK_LABEL(label), gtk_string_object_get_string(string));
}

GtkWidget *baseline_boxed_label_list_view(guint rows, const char *format) {
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
  g_signal_connect(factory, "setup", G_CALLBACK(boxed_label_setup), NULL);
  g_signal_connect(factory, "bind", G_CALLBACK(boxed_label_bind), NULL);
  GtkStringList *strings = formatted_strings(rows, format);
  GtkWidget *view = gtk_list_view_new(
      GTK_SELECTION_MODEL(gtk_no_selection_new(G_LIST_MODEL(strings))), factory);
  // List shows separators unless told otherwise (as SwiftUI does); so does its twin.
  gtk_list_view_set_show_separators(GTK_LIST_VIEW(view), TRUE);
  return view;
}

// Timeline rows: the three strings of each row, made once up front so bind only sets text,
// which is the floor the Swift row (which formats its byline on every bind) is held to.
typedef struct {
  char **titles;
  char **metas;
  char **summaries;
} TimelineTexts;

static GtkWidget *timeline_label(int lines, const char *css) {
  GtkWidget *label = gtk_label_new(NULL);
  gtk_label_set_use_markup(GTK_LABEL(label), FALSE);
  gtk_label_set_xalign(GTK_LABEL(label), 0);
  gtk_label_set_wrap(GTK_LABEL(label), TRUE);
  gtk_label_set_wrap_mode(GTK_LABEL(label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_lines(GTK_LABEL(label), lines);
  gtk_label_set_ellipsize(GTK_LABEL(label), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class(label, css);
  return label;
}

// The widgets of the app's TimelineRow: a row box holding the unread dot, the three labels and
// a flat star button with a symbolic icon (the app's CSS, which sizes the dot, is not loaded on
// either side).
static void timeline_setup(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
  GtkWidget *row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8);
  gtk_widget_add_css_class(row, "timeline-row");
  GtkWidget *dot = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_add_css_class(dot, "timeline-unread-dot");
  gtk_widget_set_valign(dot, GTK_ALIGN_START);
  gtk_box_append(GTK_BOX(row), dot);
  GtkWidget *texts = gtk_box_new(GTK_ORIENTATION_VERTICAL, 3);
  gtk_widget_set_hexpand(texts, TRUE);
  gtk_box_append(GTK_BOX(texts), timeline_label(2, "timeline-title"));
  gtk_box_append(GTK_BOX(texts), timeline_label(1, "timeline-meta"));
  gtk_box_append(GTK_BOX(texts), timeline_label(2, "timeline-summary"));
  gtk_box_append(GTK_BOX(row), texts);
  GtkWidget *star = gtk_button_new_from_icon_name("non-starred-symbolic");
  gtk_widget_add_css_class(star, "flat");
  gtk_widget_add_css_class(star, "timeline-star");
  gtk_widget_set_valign(star, GTK_ALIGN_START);
  gtk_widget_set_focusable(star, FALSE);
  gtk_widget_set_tooltip_text(star, "Star");
  gtk_box_append(GTK_BOX(row), star);
  gtk_list_item_set_child(item, row);
}

static void timeline_bind(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
  const TimelineTexts *texts = data;
  guint position = gtk_list_item_get_position(item);
  GtkWidget *row = gtk_list_item_get_child(item);
  GtkWidget *title = gtk_widget_get_first_child(gtk_widget_get_next_sibling(
      gtk_widget_get_first_child(row)));
  GtkWidget *meta = gtk_widget_get_next_sibling(title);
  GtkWidget *summary = gtk_widget_get_next_sibling(meta);
  gtk_label_set_text(GTK_LABEL(title), texts->titles[position]);
  // One class on the row styles the title and the dot, as the app's row does.
  gtk_widget_add_css_class(row, "unread");
  gtk_label_set_text(GTK_LABEL(meta), texts->metas[position]);
  gtk_label_set_text(GTK_LABEL(summary), texts->summaries[position]);
  gtk_widget_set_visible(summary, texts->summaries[position][0] != '\0');
}

GtkWidget *baseline_timeline_list_view(guint rows) {
  TimelineTexts *texts = g_new0(TimelineTexts, 1);
  texts->titles = g_new(char *, rows);
  texts->metas = g_new(char *, rows);
  texts->summaries = g_new(char *, rows);
  // The texts the Swift timeline bench binds (BenchEntries.swift); every entry unread.
  for (guint index = 0; index < rows; index++) {
    texts->titles[index] = g_strdup_printf("Entry %u: the quick brown fox jumps over the lazy dog", index);
    texts->metas[index] = g_strdup_printf("Bench Feed · %u min ago", index % 60 + 1);
    texts->summaries[index] = g_strdup_printf(
        "Summary of entry %u, long enough to wrap onto a second line in a window of the usual "
        "width, as feed summaries do.",
        index);
  }
  GtkStringList *positions = gtk_string_list_new(NULL);
  for (guint index = 0; index < rows; index++) gtk_string_list_append(positions, "");
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
  g_signal_connect(factory, "setup", G_CALLBACK(timeline_setup), NULL);
  g_signal_connect(factory, "bind", G_CALLBACK(timeline_bind), texts);
  return gtk_list_view_new(GTK_SELECTION_MODEL(gtk_no_selection_new(G_LIST_MODEL(positions))),
                           factory);
}

guint64 baseline_thread_cpu_ns(void) {
  struct timespec now;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return (guint64)now.tv_sec * 1000000000u + (guint64)now.tv_nsec;
}

guint64 baseline_resident_bytes(void) {
  FILE *status = fopen("/proc/self/status", "r");
  if (!status) return 0;
  char line[256];
  guint64 kilobytes = 0;
  while (fgets(line, sizeof line, status)) {
    if (strncmp(line, "VmRSS:", 6) == 0) {
      sscanf(line + 6, "%" G_GUINT64_FORMAT, &kilobytes);
      break;
    }
  }
  fclose(status);
  return kilobytes * 1024;
}

void baseline_release_free_memory(void) {
  malloc_trim(0);
}
