import CGtk
import GtkGlue

/// A window shown on screen, whichever code made it (a dialog, GTK's own shortcuts window).
public struct ShownWindow: Hashable {
  /// The GtkWindow, for identity only.
  let pointer: UnsafeMutableRawPointer
  /// Its GTK type name, such as `GtkAboutDialog`.
  public let typeName: String
}

extension Window {
  /// Every top-level window of the process that is mapped (on screen) now.
  public static var shownWindows: [ShownWindow] {
    let toplevels = gtk_window_get_toplevels()
    var shown: [ShownWindow] = []
    for index in 0..<g_list_model_get_n_items(toplevels) {
      guard let item = g_list_model_get_item(toplevels, index) else { continue }
      defer { g_object_unref(item) }
      guard item.checked(as: GtkWidget.self).isMapped else { continue }
      let name = String(
        cString: g_type_name_from_instance(item.assumingMemoryBound(to: GTypeInstance.self)))
      shown.append(ShownWindow(pointer: item, typeName: name))
    }
    return shown
  }
}
