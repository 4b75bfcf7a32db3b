#include "CBenchmarkBaseline.h"

GtkEventController *baseline_find_controller(GtkWidget *widget, const char *name) {
  GListModel *controllers = gtk_widget_observe_controllers(widget);
  GtkEventController *found = NULL;
  guint count = g_list_model_get_n_items(controllers);
  for (guint index = 0; index < count && !found; index++) {
    GtkEventController *controller = g_list_model_get_item(controllers, index);
    if (g_strcmp0(gtk_event_controller_get_name(controller), name) == 0) found = controller;
    g_object_unref(controller);
  }
  g_object_unref(controllers);
  return found;
}

void baseline_emit_scroll(GtkEventController *controller, double dx, double dy) {
  gboolean handled = FALSE;
  g_signal_emit_by_name(controller, "scroll", dx, dy, &handled);
}

void baseline_emit(gpointer instance, const char *signal) {
  g_signal_emit_by_name(instance, signal);
}
