import CGtk
import GtkGlue
import GtkTestSupport
import XCTest

@testable import Overshoot

/// Finds the windows a presentation modifier showed over a test's window.
@MainActor
enum PresentedWindows {
  /// The open windows transient for `parent`.
  static func over(_ parent: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
    let toplevels = gtk_window_get_toplevels()!
    var found: [UnsafeMutablePointer<GtkWidget>] = []
    for index in 0..<g_list_model_get_n_items(toplevels) {
      guard let item = g_list_model_get_item(toplevels, index) else { continue }
      g_object_unref(item)
      let window = item.assumingMemoryBound(to: GtkWidget.self)
      if gtk_window_get_transient_for(window.checked(as: GtkWindow.self))
        == parent.checked(as: GtkWindow.self)
      {
        found.append(window)
      }
    }
    return found
  }

  /// Waits for exactly one window over `parent` and returns it.
  static func one(
    over parent: UnsafeMutablePointer<GtkWidget>, file: StaticString = #filePath, line: UInt = #line
  ) -> UnsafeMutablePointer<GtkWidget>? {
    GtkTestEnvironment.wait("a window over the test's window", file: file, line: line) {
      over(parent).count == 1 && gtk_widget_get_mapped(over(parent)[0]) != 0
    }
    return over(parent).first
  }

  /// Waits until no window is over `parent`.
  static func waitForNone(
    over parent: UnsafeMutablePointer<GtkWidget>, file: StaticString = #filePath, line: UInt = #line
  ) {
    GtkTestEnvironment.wait("the presented window to close", file: file, line: line) {
      over(parent).isEmpty
    }
  }

  /// The labels' texts under `window`, its title bar left out.
  static func texts(in window: UnsafeMutablePointer<GtkWidget>) -> [String] {
    guard let child = gtk_window_get_child(window.checked(as: GtkWindow.self)) else { return [] }
    return WidgetFinder.labelTexts(under: child)
  }
}
