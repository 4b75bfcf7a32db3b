// What a change did to a window's widgets, seen from outside: every property GTK notified
// (`notify::PROPERTY`, by widget type), and how many widgets were finalized, so a bench can
// show that only the properties that changed were set and that the other widgets stayed.
#include "CBenchmarkBaseline.h"

static GHashTable *notified;
static guint finalized;
static const char *watched_key = "baseline-watched";

static void on_notify(GObject *object, GParamSpec *pspec, gpointer data) {
  if (notified == NULL) notified = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
  char *key = g_strdup_printf("%s.%s", G_OBJECT_TYPE_NAME(object), pspec->name);
  guint count = GPOINTER_TO_UINT(g_hash_table_lookup(notified, key));
  g_hash_table_replace(notified, key, GUINT_TO_POINTER(count + 1));
}

static void on_finalized(gpointer data, GObject *gone) { finalized++; }

guint baseline_watch_widgets(GtkWidget *root) {
  guint count = 0;
  if (g_object_get_data(G_OBJECT(root), watched_key) == NULL) {
    g_object_set_data(G_OBJECT(root), watched_key, GINT_TO_POINTER(1));
    g_signal_connect(root, "notify", G_CALLBACK(on_notify), NULL);
    g_object_weak_ref(G_OBJECT(root), on_finalized, NULL);
  }
  count++;
  for (GtkWidget *child = gtk_widget_get_first_child(root); child != NULL;
       child = gtk_widget_get_next_sibling(child))
    count += baseline_watch_widgets(child);
  return count;
}

void baseline_watch_reset(void) {
  if (notified != NULL) g_hash_table_remove_all(notified);
  finalized = 0;
}

guint baseline_watch_finalized(void) { return finalized; }

static gint by_name(gconstpointer first, gconstpointer second) {
  return g_strcmp0(*(const char *const *)first, *(const char *const *)second);
}

char *baseline_watch_notified(void) {
  GString *text = g_string_new(NULL);
  if (notified == NULL) return g_string_free(text, FALSE);
  GPtrArray *keys = g_ptr_array_new();
  GHashTableIter iter;
  gpointer key, value;
  g_hash_table_iter_init(&iter, notified);
  while (g_hash_table_iter_next(&iter, &key, &value)) g_ptr_array_add(keys, key);
  g_ptr_array_sort(keys, by_name);
  for (guint index = 0; index < keys->len; index++) {
    const char *name = g_ptr_array_index(keys, index);
    g_string_append_printf(text, "%s%s ×%u", index == 0 ? "" : ", ", name,
                           GPOINTER_TO_UINT(g_hash_table_lookup(notified, name)));
  }
  g_ptr_array_free(keys, TRUE);
  return g_string_free(text, FALSE);
}
