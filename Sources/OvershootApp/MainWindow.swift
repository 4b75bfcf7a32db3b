import CGtk
import GtkGlue

/// The main window: a header bar with the app's title over a scrolled timeline area.
@MainActor
final class MainWindow {
  /// The GtkApplicationWindow; GTK's window list owns it, this keeps a reference for Swift.
  let root: UnsafeMutablePointer<GtkWidget>
  private let reference: ObjectRef
  /// The scrolled area that holds the timeline.
  let scrolledWindow: UnsafeMutablePointer<GtkWidget>

  init(application: ObjectRef) {
    root = gtk_application_window_new(overshoot_application(application.pointer))
    reference = ObjectRef(retaining: root)
    let window = root.asWindow
    gtk_window_set_title(window, "Overshoot")
    gtk_window_set_default_size(window, 900, 640)

    let header = gtk_header_bar_new()!
    gtk_window_set_titlebar(window, header)

    scrolledWindow = gtk_scrolled_window_new()
    gtk_scrolled_window_set_policy(
      overshoot_scrolled_window(scrolledWindow), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    let placeholder = gtk_label_new("Your feeds will appear here.")!
    gtk_widget_add_css_class(placeholder, "dim-label")
    gtk_widget_set_vexpand(placeholder, 1)
    gtk_scrolled_window_set_child(overshoot_scrolled_window(scrolledWindow), placeholder)
    gtk_window_set_child(window, scrolledWindow)
  }
}
