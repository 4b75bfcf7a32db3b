import CGtk
import GtkGlue

extension WidgetFinder {
  /// Every toplevel window GTK has open, in its order.
  public static func toplevels() -> [UnsafeMutablePointer<GtkWidget>] {
    let model = gtk_window_get_toplevels()!
    return (0..<g_list_model_get_n_items(model)).compactMap { index in
      guard let item = g_list_model_get_item(model, index) else { return nil }
      // GTK's list holds every toplevel: the reference taken here is not needed.
      g_object_unref(item)
      return item.checked(as: GtkWidget.self)
    }
  }

  /// The title of `window`, nil when it has none.
  public static func title(of window: UnsafeMutablePointer<GtkWidget>) -> String? {
    gtk_window_get_title(window.checked(as: GtkWindow.self)).map { String(cString: $0) }
  }

  /// The open windows transient for the window `widget` is in (a sheet, a dialog over it).
  public static func windows(over widget: UnsafeMutablePointer<GtkWidget>)
    -> [UnsafeMutablePointer<GtkWidget>]
  {
    guard let root: OpaquePointer = gtk_widget_get_root(widget) else { return [] }
    return toplevels().filter {
      gtk_window_get_transient_for($0.checked(as: GtkWindow.self)).map(OpaquePointer.init) == root
    }
  }
}
