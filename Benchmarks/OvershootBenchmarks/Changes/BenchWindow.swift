import CBenchmarkBaseline
import CGtk
import GtkGlue

/// A 480×720 window a change bench shows one side in, its frames watched by
/// `baseline_frames_watch`; shown and drawn once before it is returned.
@MainActor
enum BenchWindow {
  static func show(_ title: String, child: UnsafeMutablePointer<GtkWidget>)
    -> UnsafeMutablePointer<GtkWidget>
  {
    let window = gtk_window_new()!
    gtk_window_set_title(window.checked(as: GtkWindow.self), title)
    gtk_window_set_default_size(window.checked(as: GtkWindow.self), 480, 720)
    gtk_window_set_child(window.checked(as: GtkWindow.self), child)
    baseline_frames_watch(window)
    var mapped = false
    window.connect("map") { mapped = true }
    gtk_window_present(window.checked(as: GtkWindow.self))
    guard MainContext.iterate(until: { mapped }, timeoutSeconds: 120) else {
      fatalError("\(title): the window did not map within 120 s")
    }
    ChangeCost.settle()
    return window
  }

  /// The widgets inside `root` (itself included), depth first.
  static func descendants(of root: UnsafeMutablePointer<GtkWidget>)
    -> [UnsafeMutablePointer<GtkWidget>]
  {
    var found = [root]
    var child = gtk_widget_get_first_child(root)
    while let current = child {
      found += descendants(of: current)
      child = gtk_widget_get_next_sibling(current)
    }
    return found
  }
}
