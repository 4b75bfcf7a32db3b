import CGtk
import Foundation
import GtkGlue
import XCTest

/// A real, mapped toplevel for widget tests, destroyed when the test ends.
@MainActor
final class GtkTestWindow {
  let window: UnsafeMutablePointer<GtkWidget>

  init(child: UnsafeMutablePointer<GtkWidget>, width: Int32 = 480, height: Int32 = 400) {
    window = gtk_window_new()
    gtk_window_set_default_size(window.asWindow, width, height)
    gtk_window_set_child(window.asWindow, child)
    gtk_window_present(window.asWindow)
    GtkTestEnvironment.wait("the window to be mapped and laid out") {
      gtk_widget_get_mapped(child) != 0 && gtk_widget_get_height(child) > 0
    }
    // Let the first frame finish so adjustments have their final sizes.
    MainContext.run(forSeconds: 0.1)
  }

  /// Closes and destroys the window.
  func close() {
    gtk_window_destroy(window.asWindow)
    MainContext.run(forSeconds: 0.05)
  }

  /// The event controller named `name` on `widget`, e.g. Overshoot's pull scroll controller.
  static func controller(named name: String, on widget: UnsafeMutablePointer<GtkWidget>)
    -> OpaquePointer?
  {
    let controllers = gtk_widget_observe_controllers(widget)!
    defer { g_object_unref(controllers.gpointer) }
    for index in 0..<g_list_model_get_n_items(controllers) {
      guard let item = g_list_model_get_item(controllers, index) else { continue }
      defer { g_object_unref(item) }
      let controller = OpaquePointer(item)
      if let controllerName = gtk_event_controller_get_name(controller),
        String(cString: controllerName) == name
      {
        return controller
      }
    }
    return nil
  }

  /// Types `keys` into the focused X window with XTEST (real key events), pointer over the window.
  static func pressKeys(_ keys: String) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["xdotool", "mousemove", "60", "60", "key", keys]
    try process.run()
    while process.isRunning { MainContext.run(forSeconds: 0.02) }
    guard process.terminationStatus == 0 else {
      throw XCTSkip("xdotool could not send keys (status \(process.terminationStatus))")
    }
  }
}
