import CGtk
import GtkGlue

extension Application {
  /// Closes every window of the app as its close button would, so each saves what it saves on
  /// close; the app ends with its last window. The way to quit that loses nothing.
  public func closeAllWindows() {
    var windows: [UnsafeMutableRawPointer] = []
    var node = gtk_application_get_windows(gtkApplication)
    while let current = node {
      if let window = current.pointee.data { windows.append(window) }
      node = current.pointee.next
    }
    for window in windows { Gtk.Window(window).close() }
  }
}
