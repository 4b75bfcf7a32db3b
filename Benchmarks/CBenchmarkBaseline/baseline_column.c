// A column of wrapping labels in a scrolled window, set in C: the baseline of `leaf-changes`,
// the twin of a Swift `ScrollView { for item in items { Text(item.text) } }`.
#include "CBenchmarkBaseline.h"

GtkWidget *baseline_label_column_new(guint rows) {
  GtkWidget *column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
  for (guint index = 0; index < rows; index++) {
    GtkWidget *label = gtk_label_new(NULL);
    gtk_label_set_wrap(GTK_LABEL(label), TRUE);
    gtk_box_append(GTK_BOX(column), label);
  }
  GtkWidget *scrolled = gtk_scrolled_window_new();
  gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), column);
  return scrolled;
}

void baseline_label_column_set(GtkWidget *scrolled, const char *const *texts) {
  GtkWidget *viewport = gtk_scrolled_window_get_child(GTK_SCROLLED_WINDOW(scrolled));
  GtkWidget *column = gtk_viewport_get_child(GTK_VIEWPORT(viewport));
  guint index = 0;
  for (GtkWidget *label = gtk_widget_get_first_child(column); label != NULL;
       label = gtk_widget_get_next_sibling(label)) {
    gtk_label_set_text(GTK_LABEL(label), texts[index++]);
  }
}
