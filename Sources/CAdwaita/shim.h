// The C that OvershootAdwaita sees: libadwaita (which brings GTK 4), held to the 1.2 API Debian 12
// has, plus the newer widgets looked up at run time and the varargs calls Swift cannot import.
// Only OvershootAdwaita imports it; the Overshoot library never does, so an app without
// libadwaita loses nothing.
#pragma once
// Compile against 1.2 only: a call to anything newer warns, and what later versions deprecate
// (AdwAboutWindow, AdwPreferencesWindow) is not flagged, since 1.2 is what we fall back to.
#define ADW_VERSION_MIN_REQUIRED ADW_VERSION_1_2
#define ADW_VERSION_MAX_ALLOWED ADW_VERSION_1_2
#include <adwaita.h>
#include <dlfcn.h>

// A libadwaita function newer than 1.2, or NULL when the running libadwaita has none; looked up
// once per call site, as CGtk's OVERSHOOT_NEWER_GTK does for GTK.
#define OVERSHOOT_NEWER_ADW(fn_type, symbol)                                                       \
  ({                                                                                               \
    static fn_type overshoot_fn_ = NULL;                                                           \
    static gboolean overshoot_looked_up_ = FALSE;                                                  \
    if (!overshoot_looked_up_) {                                                                   \
      overshoot_fn_ = (fn_type)dlsym(RTLD_DEFAULT, symbol);                                        \
      overshoot_looked_up_ = TRUE;                                                                 \
    }                                                                                              \
    overshoot_fn_;                                                                                 \
  })

typedef GType (*overshoot_adw_type_fn)(void);

// ---- Properties (g_object_get/set are varargs).
static inline gboolean overshoot_adw_get_bool(gpointer object, const char *name) {
  gboolean value = FALSE;
  g_object_get(object, name, &value, NULL);
  return value;
}
static inline void overshoot_adw_set_bool(gpointer object, const char *name, gboolean value) {
  g_object_set(object, name, value, NULL);
}
static inline double overshoot_adw_get_double(gpointer object, const char *name) {
  double value = 0;
  g_object_get(object, name, &value, NULL);
  return value;
}
static inline void overshoot_adw_set_double(gpointer object, const char *name, double value) {
  g_object_set(object, name, value, NULL);
}
/// A new string or NULL.
static inline char *overshoot_adw_get_string(gpointer object, const char *name) {
  char *value = NULL;
  g_object_get(object, name, &value, NULL);
  return value;
}
static inline void overshoot_adw_set_string(gpointer object, const char *name, const char *value) {
  g_object_set(object, name, value, NULL);
}

// ---- Accent colour (1.6): the system's accent as RGBA. FALSE when this libadwaita has none.
typedef GdkRGBA *(*overshoot_adw_accent_rgba_fn)(AdwStyleManager *);
static inline gboolean overshoot_adw_accent_rgba(GdkRGBA *out) {
  overshoot_adw_accent_rgba_fn fn = OVERSHOOT_NEWER_ADW(
      overshoot_adw_accent_rgba_fn, "adw_style_manager_get_accent_color_rgba");
  if (!fn) return FALSE;
  GdkRGBA *color = fn(adw_style_manager_get_default());
  if (!color) return FALSE;
  *out = *color;
  gdk_rgba_free(color);
  return TRUE;
}

// ---- Dialogs (1.5) and their 1.2 windows.
/// The AdwDialog type (1.5+), or 0 on 1.2–1.4.
static inline GType overshoot_adw_dialog_type(void) {
  overshoot_adw_type_fn fn = OVERSHOOT_NEWER_ADW(overshoot_adw_type_fn, "adw_dialog_get_type");
  return fn ? fn() : 0;
}
/// Whether `widget` is an AdwDialog rather than a window.
static inline gboolean overshoot_adw_is_dialog(gpointer widget) {
  GType type = overshoot_adw_dialog_type();
  return type != 0 && G_TYPE_CHECK_INSTANCE_TYPE(widget, type);
}
typedef void (*overshoot_adw_dialog_present_fn)(gpointer, GtkWidget *);
typedef gboolean (*overshoot_adw_dialog_close_fn)(gpointer);
/// Presents an AdwDialog over `parent`, or a window transient for and modal over it.
static inline void overshoot_adw_present(GtkWidget *widget, GtkWindow *parent) {
  if (overshoot_adw_is_dialog(widget)) {
    overshoot_adw_dialog_present_fn present =
        OVERSHOOT_NEWER_ADW(overshoot_adw_dialog_present_fn, "adw_dialog_present");
    present(widget, parent ? GTK_WIDGET(parent) : NULL);
    return;
  }
  gtk_window_set_transient_for(GTK_WINDOW(widget), parent);
  gtk_window_set_modal(GTK_WINDOW(widget), TRUE);
  gtk_window_present(GTK_WINDOW(widget));
}
/// Closes what overshoot_adw_present showed.
static inline void overshoot_adw_close(GtkWidget *widget) {
  if (overshoot_adw_is_dialog(widget)) {
    overshoot_adw_dialog_close_fn close =
        OVERSHOOT_NEWER_ADW(overshoot_adw_dialog_close_fn, "adw_dialog_close");
    close(widget);
    return;
  }
  gtk_window_close(GTK_WINDOW(widget));
}
/// The window a presented dialog or window shows in (a dialog's host window), or NULL.
static inline GtkWindow *overshoot_adw_window_of(GtkWidget *widget) {
  GtkRoot *root = gtk_widget_get_root(widget);
  return root && GTK_IS_WINDOW(root) ? GTK_WINDOW(root) : NULL;
}

/// An AdwAboutDialog (1.5+) or AdwAboutWindow (1.2): both take the same properties.
static inline GtkWidget *overshoot_adw_about_new(void) {
  overshoot_adw_type_fn dialog =
      OVERSHOOT_NEWER_ADW(overshoot_adw_type_fn, "adw_about_dialog_get_type");
  if (dialog) return GTK_WIDGET(g_object_new(dialog(), NULL));
  return adw_about_window_new();
}

/// An AdwPreferencesDialog (1.5+) or AdwPreferencesWindow (1.2) titled `title`.
static inline GtkWidget *overshoot_adw_preferences_new(const char *title) {
  overshoot_adw_type_fn dialog =
      OVERSHOOT_NEWER_ADW(overshoot_adw_type_fn, "adw_preferences_dialog_get_type");
  if (dialog) return GTK_WIDGET(g_object_new(dialog(), "title", title, NULL));
  GtkWidget *window = adw_preferences_window_new();
  gtk_window_set_title(GTK_WINDOW(window), title);
  // Searching three settings is more clutter than help.
  adw_preferences_window_set_search_enabled(ADW_PREFERENCES_WINDOW(window), FALSE);
  return window;
}
typedef void (*overshoot_adw_preferences_add_fn)(gpointer, AdwPreferencesPage *);
/// Adds `page` to what overshoot_adw_preferences_new made.
static inline void overshoot_adw_preferences_add(GtkWidget *preferences, GtkWidget *page) {
  if (overshoot_adw_is_dialog(preferences)) {
    overshoot_adw_preferences_add_fn add =
        OVERSHOOT_NEWER_ADW(overshoot_adw_preferences_add_fn, "adw_preferences_dialog_add");
    add(preferences, ADW_PREFERENCES_PAGE(page));
    g_object_set(preferences, "search-enabled", FALSE, NULL);
    return;
  }
  adw_preferences_window_add(ADW_PREFERENCES_WINDOW(preferences), ADW_PREFERENCES_PAGE(page));
}

// ---- Rows (1.4) and their 1.2 action rows with a control at the end.
static inline void overshoot_adw_title_row(GtkWidget *row, const char *title,
                                           const char *subtitle) {
  adw_preferences_row_set_title(ADW_PREFERENCES_ROW(row), title);
  if (subtitle) adw_action_row_set_subtitle(ADW_ACTION_ROW(row), subtitle);
}
/// An AdwSwitchRow (1.4+) or an AdwActionRow with a GtkSwitch that the row toggles.
static inline GtkWidget *overshoot_adw_switch_row_new(const char *title, const char *subtitle) {
  overshoot_adw_type_fn switch_row =
      OVERSHOOT_NEWER_ADW(overshoot_adw_type_fn, "adw_switch_row_get_type");
  GtkWidget *row = switch_row ? GTK_WIDGET(g_object_new(switch_row(), NULL)) : adw_action_row_new();
  overshoot_adw_title_row(row, title, subtitle);
  if (switch_row) return row;
  GtkWidget *control = gtk_switch_new();
  gtk_widget_set_valign(control, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix(ADW_ACTION_ROW(row), control);
  adw_action_row_set_activatable_widget(ADW_ACTION_ROW(row), control);
  return row;
}
typedef GtkWidget *(*overshoot_adw_spin_row_new_fn)(double, double, double);
/// An AdwSpinRow (1.4+) or an AdwActionRow with a GtkSpinButton, from `min` to `max`.
static inline GtkWidget *overshoot_adw_spin_row_new(const char *title, const char *subtitle,
                                                    double min, double max, double step) {
  overshoot_adw_spin_row_new_fn spin_row =
      OVERSHOOT_NEWER_ADW(overshoot_adw_spin_row_new_fn, "adw_spin_row_new_with_range");
  GtkWidget *row = spin_row ? spin_row(min, max, step) : adw_action_row_new();
  overshoot_adw_title_row(row, title, subtitle);
  if (spin_row) return row;
  GtkWidget *control = gtk_spin_button_new_with_range(min, max, step);
  gtk_widget_set_valign(control, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix(ADW_ACTION_ROW(row), control);
  adw_action_row_set_activatable_widget(ADW_ACTION_ROW(row), control);
  return row;
}
/// The object holding a row's value: the row itself when it is a 1.4 switch or spin row
/// (`active`, `value`), else the GtkSwitch or GtkSpinButton at its end (same property names).
static inline GObject *overshoot_adw_row_control(GtkWidget *row) {
  GtkWidget *control = adw_action_row_get_activatable_widget(ADW_ACTION_ROW(row));
  return G_OBJECT(control ? control : row);
}

// ---- Combo rows (AdwComboRow, libadwaita 1.0).
/// A combo row titled `title` (with `subtitle` under it, if any) listing `options`, a
/// NULL-terminated array of strings.
static inline GtkWidget *overshoot_adw_combo_row_new(const char *title, const char *subtitle,
                                                    const char *const *options) {
  GtkWidget *row = adw_combo_row_new();
  overshoot_adw_title_row(row, title, subtitle);
  GtkStringList *model = gtk_string_list_new(options);
  adw_combo_row_set_model(ADW_COMBO_ROW(row), G_LIST_MODEL(model));
  g_object_unref(model);
  return row;
}
/// The position of the option `row` shows.
static inline guint overshoot_adw_combo_row_get_selected(GtkWidget *row) {
  return adw_combo_row_get_selected(ADW_COMBO_ROW(row));
}
/// Shows the option at `position` in `row`.
static inline void overshoot_adw_combo_row_set_selected(GtkWidget *row, guint position) {
  adw_combo_row_set_selected(ADW_COMBO_ROW(row), position);
}

// ---- Toasts.
/// Shows `toast` at once, ahead of any queued (the enum stays in C, where every version agrees).
static inline void overshoot_adw_toast_set_high_priority(AdwToast *toast) {
  adw_toast_set_priority(toast, ADW_TOAST_PRIORITY_HIGH);
}

// ---- An enum property (g_object_set is varargs).
static inline void overshoot_adw_set_enum(gpointer object, const char *name, int value) {
  g_object_set(object, name, value, NULL);
}

// ---- Preferences pages and groups, taken as widgets (their structs are public, so Swift would
// import them as typed pointers; these keep the Swift side to GtkWidget).
static inline GtkWidget *overshoot_adw_group_new(const char *title, const char *description) {
  GtkWidget *group = adw_preferences_group_new();
  adw_preferences_group_set_title(ADW_PREFERENCES_GROUP(group), title);
  if (description) adw_preferences_group_set_description(ADW_PREFERENCES_GROUP(group), description);
  return group;
}
static inline void overshoot_adw_group_add(GtkWidget *group, GtkWidget *row) {
  adw_preferences_group_add(ADW_PREFERENCES_GROUP(group), row);
}
static inline GtkWidget *overshoot_adw_page_new(const char *title, const char *icon_name) {
  GtkWidget *page = adw_preferences_page_new();
  adw_preferences_page_set_title(ADW_PREFERENCES_PAGE(page), title);
  adw_preferences_page_set_icon_name(ADW_PREFERENCES_PAGE(page), icon_name);
  return page;
}
static inline void overshoot_adw_page_add(GtkWidget *page, GtkWidget *group) {
  adw_preferences_page_add(ADW_PREFERENCES_PAGE(page), ADW_PREFERENCES_GROUP(group));
}

// ---- The application window and its header bars (taken as widgets, like the pages above).
static inline GtkWidget *overshoot_adw_application_window_new(GtkApplication *application) {
  return adw_application_window_new(application);
}
static inline void overshoot_adw_application_window_set_content(GtkWidget *window,
                                                                GtkWidget *content) {
  adw_application_window_set_content(ADW_APPLICATION_WINDOW(window), content);
}
static inline GtkWidget *overshoot_adw_application_window_get_content(GtkWidget *window) {
  return adw_application_window_get_content(ADW_APPLICATION_WINDOW(window));
}
static inline void overshoot_adw_header_bar_pack(GtkWidget *bar, GtkWidget *child,
                                                 gboolean at_end) {
  if (at_end)
    adw_header_bar_pack_end(ADW_HEADER_BAR(bar), child);
  else
    adw_header_bar_pack_start(ADW_HEADER_BAR(bar), child);
}
static inline void overshoot_adw_header_bar_set_title_widget(GtkWidget *bar, GtkWidget *title) {
  adw_header_bar_set_title_widget(ADW_HEADER_BAR(bar), title);
}
static inline void overshoot_adw_header_bar_show_title_buttons(GtkWidget *bar, gboolean start,
                                                               gboolean end) {
  adw_header_bar_set_show_start_title_buttons(ADW_HEADER_BAR(bar), start);
  adw_header_bar_set_show_end_title_buttons(ADW_HEADER_BAR(bar), end);
}
/// The title an AdwWindowTitle shows, or NULL when `title` is another widget.
static inline const char *overshoot_adw_window_title_get(GtkWidget *title) {
  return ADW_IS_WINDOW_TITLE(title) ? adw_window_title_get_title(ADW_WINDOW_TITLE(title)) : NULL;
}
static inline void overshoot_adw_window_title_set(GtkWidget *title, const char *text) {
  if (ADW_IS_WINDOW_TITLE(title)) adw_window_title_set_title(ADW_WINDOW_TITLE(title), text);
}
static inline GtkWidget *overshoot_adw_header_bar_get_title_widget(GtkWidget *bar) {
  return adw_header_bar_get_title_widget(ADW_HEADER_BAR(bar));
}

typedef GtkWidget *(*overshoot_adw_visible_dialog_fn)(GtkWidget *);
/// The AdwDialog shown inside `window` (an AdwApplicationWindow, libadwaita 1.5+), or NULL:
/// none is, the window is another kind, or this libadwaita has no dialogs.
static inline GtkWidget *overshoot_adw_visible_dialog(GtkWidget *window) {
  overshoot_adw_visible_dialog_fn fn = OVERSHOOT_NEWER_ADW(
      overshoot_adw_visible_dialog_fn, "adw_application_window_get_visible_dialog");
  if (!fn || !ADW_IS_APPLICATION_WINDOW(window)) return NULL;
  return fn(window);
}

// ---- Spinner (1.6); 1.2–1.5 fall back to GtkSpinner on the Swift side.
typedef GtkWidget *(*overshoot_adw_spinner_new_fn)(void);
/// A new AdwSpinner (libadwaita 1.6+, animating while mapped), or NULL when this libadwaita has
/// none.
static inline GtkWidget *overshoot_adw_spinner_new(void) {
  overshoot_adw_spinner_new_fn fn =
      OVERSHOOT_NEWER_ADW(overshoot_adw_spinner_new_fn, "adw_spinner_new");
  return fn ? fn() : NULL;
}

// ---- Navigation split view and page (1.4); 1.2–1.3 use AdwLeaflet on the Swift side.
typedef GtkWidget *(*overshoot_adw_navigation_split_view_new_fn)(void);
typedef GtkWidget *(*overshoot_adw_navigation_page_new_fn)(GtkWidget *, const char *);
typedef void (*overshoot_adw_navigation_split_view_set_page_fn)(GtkWidget *, GtkWidget *);
typedef void (*overshoot_adw_navigation_page_set_title_fn)(GtkWidget *, const char *);
/// A new AdwNavigationSplitView (libadwaita 1.4+), or NULL when this libadwaita has none.
static inline GtkWidget *overshoot_adw_navigation_split_view_new(void) {
  overshoot_adw_navigation_split_view_new_fn fn = OVERSHOOT_NEWER_ADW(
      overshoot_adw_navigation_split_view_new_fn, "adw_navigation_split_view_new");
  return fn ? fn() : NULL;
}
/// A new AdwNavigationPage (1.4+) showing `child` under `title`, or NULL before 1.4.
static inline GtkWidget *overshoot_adw_navigation_page_new(GtkWidget *child, const char *title) {
  overshoot_adw_navigation_page_new_fn fn =
      OVERSHOOT_NEWER_ADW(overshoot_adw_navigation_page_new_fn, "adw_navigation_page_new");
  return fn ? fn(child, title) : NULL;
}
/// Puts `page` (an AdwNavigationPage) in `split_view`'s sidebar; nothing before 1.4.
static inline void overshoot_adw_navigation_split_view_set_sidebar(GtkWidget *split_view,
                                                                   GtkWidget *page) {
  overshoot_adw_navigation_split_view_set_page_fn fn = OVERSHOOT_NEWER_ADW(
      overshoot_adw_navigation_split_view_set_page_fn, "adw_navigation_split_view_set_sidebar");
  if (fn) fn(split_view, page);
}
/// Puts `page` (an AdwNavigationPage) in `split_view`'s content; nothing before 1.4.
static inline void overshoot_adw_navigation_split_view_set_content(GtkWidget *split_view,
                                                                   GtkWidget *page) {
  overshoot_adw_navigation_split_view_set_page_fn fn = OVERSHOOT_NEWER_ADW(
      overshoot_adw_navigation_split_view_set_page_fn, "adw_navigation_split_view_set_content");
  if (fn) fn(split_view, page);
}
/// Retitles an AdwNavigationPage (1.4+); nothing before 1.4.
static inline void overshoot_adw_navigation_page_set_title(GtkWidget *page, const char *title) {
  overshoot_adw_navigation_page_set_title_fn fn = OVERSHOOT_NEWER_ADW(
      overshoot_adw_navigation_page_set_title_fn, "adw_navigation_page_set_title");
  if (fn) fn(page, title);
}
