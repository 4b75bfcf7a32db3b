// The composed row's widgets, made and bound in C: the twin of the Swift benches' composed row
// (a `Widget` struct whose body is an HStack of an image, a VStack of two texts and a star
// button), as `List` and the stacks make it, so each comparison holds the same widgets.
#include "CBenchmarkBaseline.h"

#include <stdio.h>

// The row's texts and star, from its index: what the Swift row computes in its body.
static void composed_texts(guint index, char *title, gsize title_size, char *detail,
                           gsize detail_size) {
  snprintf(title, title_size, "Entry %u: the quick brown fox jumps over the lazy dog", index);
  snprintf(detail, detail_size, "Bench Feed · %u min ago", index % 60 + 1);
}

static const char *composed_star(guint index) {
  return index % 3 == 0 ? "starred-symbolic" : "non-starred-symbolic";
}

// What an `Image(systemName: "doc.text")`, a `Text` and a `Button("Star", systemImage:)` make.
static GtkWidget *composed_image(void) {
  GtkWidget *image = gtk_image_new();
  gtk_image_set_pixel_size(GTK_IMAGE(image), 16);
  gtk_image_set_from_icon_name(GTK_IMAGE(image), "text-x-generic-symbolic");
  return image;
}

static GtkWidget *composed_label(void) {
  GtkWidget *label = gtk_label_new(NULL);
  gtk_label_set_wrap(GTK_LABEL(label), TRUE);
  return label;
}

static void composed_star_clicked(GtkButton *button, gpointer data) {}

static GtkWidget *composed_button(void) {
  GtkWidget *button = gtk_button_new();
  g_signal_connect(button, "clicked", G_CALLBACK(composed_star_clicked), NULL);
  // Hidden while its tooltip is set, as the library sets it on a widget not yet in a window:
  // GTK 4.8 would otherwise ask the display server where the pointer is.
  gtk_widget_set_visible(button, FALSE);
  gtk_widget_set_tooltip_text(button, "Star");
  gtk_widget_set_visible(button, TRUE);
  gtk_accessible_update_property(GTK_ACCESSIBLE(button), GTK_ACCESSIBLE_PROPERTY_LABEL, "Star",
                                 -1);
  return button;
}

GtkWidget *baseline_composed_row_new(void) {
  GtkWidget *row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_box_append(GTK_BOX(row), composed_image());
  GtkWidget *texts = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append(GTK_BOX(texts), composed_label());
  gtk_box_append(GTK_BOX(texts), composed_label());
  gtk_box_append(GTK_BOX(row), texts);
  gtk_box_append(GTK_BOX(row), composed_button());
  return row;
}

void baseline_composed_row_bind(GtkWidget *row, guint index) {
  char title[128], detail[64];
  composed_texts(index, title, sizeof title, detail, sizeof detail);
  GtkWidget *texts = gtk_widget_get_next_sibling(gtk_widget_get_first_child(row));
  GtkWidget *first = gtk_widget_get_first_child(texts);
  gtk_label_set_text(GTK_LABEL(first), title);
  gtk_label_set_text(GTK_LABEL(gtk_widget_get_next_sibling(first)), detail);
  gtk_button_set_icon_name(GTK_BUTTON(gtk_widget_get_next_sibling(texts)), composed_star(index));
}

// The list row: List's row box (vertical, "described-row") holding the composed row, which the
// row leads with (halign START), made in setup and bound in bind.
static void composed_setup(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
  GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_add_css_class(box, "described-row");
  GtkWidget *row = baseline_composed_row_new();
  gtk_widget_set_halign(row, GTK_ALIGN_START);
  gtk_box_append(GTK_BOX(box), row);
  gtk_list_item_set_child(item, box);
}

static void composed_bind(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
  GtkWidget *row = gtk_widget_get_first_child(gtk_list_item_get_child(item));
  baseline_composed_row_bind(row, gtk_list_item_get_position(item));
}

GtkWidget *baseline_composed_list_view(guint rows) {
  GtkStringList *positions = gtk_string_list_new(NULL);
  for (guint index = 0; index < rows; index++) gtk_string_list_append(positions, "");
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
  g_signal_connect(factory, "setup", G_CALLBACK(composed_setup), NULL);
  g_signal_connect(factory, "bind", G_CALLBACK(composed_bind), NULL);
  GtkWidget *view = gtk_list_view_new(
      GTK_SELECTION_MODEL(gtk_no_selection_new(G_LIST_MODEL(positions))), factory);
  gtk_list_view_set_show_separators(GTK_LIST_VIEW(view), TRUE);
  return view;
}

GtkWidget *baseline_composed_column_new(guint rows) {
  GtkWidget *column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
  for (guint index = 0; index < rows; index++) {
    GtkWidget *row = baseline_composed_row_new();
    baseline_composed_row_bind(row, index);
    gtk_box_append(GTK_BOX(column), row);
  }
  return column;
}
