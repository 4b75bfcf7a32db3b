import CGtk
import GtkGlue
import GtkTestSupport

@testable import OvershootApp

/// What the tests read of the Add Feed sheet a session shows.
extension AddFeedSession {
  /// The sheet's window, waited for when the sheet is not on screen yet (it is presented as
  /// the window's root view observes `ReaderSheets`); the address field while there is none.
  @MainActor
  var window: UnsafeMutablePointer<GtkWidget> {
    GtkTestEnvironment.wait("the Add Feed sheet to show") { sheetWindow != nil }
    return sheetWindow ?? field.gtkWidget
  }

  /// The window the address field is in, if it is in one.
  @MainActor
  private var sheetWindow: UnsafeMutablePointer<GtkWidget>? {
    guard let root = gtk_widget_get_root(field.gtkWidget) else { return nil }
    let widget = UnsafeMutablePointer<GtkWidget>(root)
    return widget.isInstance(of: gtk_window_get_type()) ? widget : nil
  }

  /// Whether the address field has the keyboard focus.
  @MainActor
  var isAddressFocused: Bool { field.isFocused }

  /// Whether the Subscribe button, the sheet's default, can be pressed now.
  @MainActor
  var isSubscribeSensitive: Bool {
    guard let button = gtk_window_get_default_widget(window.checked(as: GtkWindow.self)) else {
      return false
    }
    return gtk_widget_is_sensitive(button) != 0
  }
}
