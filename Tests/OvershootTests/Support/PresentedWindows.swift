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
    WidgetFinder.windows(over: parent)
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
