import CGtk
import GtkGlue

extension Window {
  /// Whether the navigation page shown titles the window after its `navigationTitle(_:)`, as
  /// SwiftUI's pages do (true, the default). False keeps `title` whichever page shows, as a
  /// GNOME app keeps its name where the window list, the overview and Alt+Tab show it; the
  /// pages' titles stay in their header bars.
  public var takesNavigationTitles: Bool {
    get { NavigationWindowTitle.isTaken(by: gtkWindow) }
    set { NavigationWindowTitle.setTaken(newValue, by: gtkWindow) }
  }
}

/// Whether a window takes its navigation pages' titles, kept on the GtkWindow, where the pages
/// that would title it look.
@MainActor
enum NavigationWindowTitle {
  /// Whether `window` takes the titles of the pages it shows (it does unless told not to).
  static func isTaken(by window: UnsafeMutablePointer<GtkWidget>) -> Bool {
    let keeps: Bool? = WidgetData.get(from: window, key: .keepsWindowTitle)
    return keeps != true
  }

  /// Has `window` take its pages' titles, or keep its own.
  static func setTaken(_ taken: Bool, by window: UnsafeMutablePointer<GtkWidget>) {
    WidgetData.set(!taken, on: window, key: .keepsWindowTitle)
  }
}
