import CGtk
import GtkGlue
import GtkTestSupport
import Overshoot
import XCTest

@testable import OvershootApp

/// What the tests read of the sheets the main window shows.
extension ReaderSheets {
  /// The Rename… or Edit Address… sheet's session, while one shows.
  var feedText: FeedTextSession? {
    shown?.session as? FeedTextSession
  }

  /// The Sync Accounts sheet's session, while one shows.
  var syncAccounts: SyncAccountsSession? {
    shown?.session as? SyncAccountsSession
  }

  /// The Add Sync Account sheet's session, while one shows.
  var account: AccountSession? {
    shown?.session as? AccountSession
  }
}

/// The window a sheet's field is in, waited for when the sheet is not on screen yet (it is
/// presented as the window's root view observes `ReaderSheets`); the field while there is none.
@MainActor
func sheetWindow(of field: TextField) -> UnsafeMutablePointer<GtkWidget> {
  GtkTestEnvironment.wait("the sheet to show") { windowHolding(field) != nil }
  return windowHolding(field) ?? field.gtkWidget
}

/// The window `field` is in, if it is in one.
@MainActor
private func windowHolding(_ field: TextField) -> UnsafeMutablePointer<GtkWidget>? {
  guard let root = gtk_widget_get_root(field.gtkWidget) else { return nil }
  let widget = UnsafeMutablePointer<GtkWidget>(root)
  return widget.isInstance(of: gtk_window_get_type()) ? widget : nil
}

extension AddFeedSession {
  /// The sheet's window.
  var window: UnsafeMutablePointer<GtkWidget> { sheetWindow(of: field) }

  /// Whether the address field has the keyboard focus.
  var isAddressFocused: Bool { field.isFocused }

  /// Whether the Subscribe button, the sheet's default, can be pressed now.
  var isSubscribeSensitive: Bool { isDefaultSensitive(in: window) }
}

/// Whether the default button of the sheet `window` (its confirmation) can be pressed now.
@MainActor
private func isDefaultSensitive(in window: UnsafeMutablePointer<GtkWidget>) -> Bool {
  guard let button = gtk_window_get_default_widget(window.checked(as: GtkWindow.self)) else {
    return false
  }
  return gtk_widget_is_sensitive(button) != 0
}

extension FeedTextSession {
  /// The sheet's window.
  var window: UnsafeMutablePointer<GtkWidget> { sheetWindow(of: field) }
}

extension AccountSession {
  /// The sheet's window.
  var window: UnsafeMutablePointer<GtkWidget> { sheetWindow(of: serverField) }

  /// Whether Sign In, the sheet's default, can be pressed now.
  var isSignInSensitive: Bool { isDefaultSensitive(in: window) }
}

/// A window of the tests' GTK process.
typealias TestWindowPointer = UnsafeMutablePointer<GtkWidget>

/// The window presented over `parent`'s window (a sheet, or an alert over a sheet), waited for.
@MainActor
func presentedWindow(over parent: UnsafeMutablePointer<GtkWidget>) -> TestWindowPointer? {
  var found: TestWindowPointer?
  GtkTestEnvironment.wait("a window over the window") {
    found = windowsOver(parent).first { gtk_widget_get_mapped($0) != 0 }
    return found != nil
  }
  return found
}

/// The toplevel windows transient for `widget`'s window.
@MainActor
func windowsOver(_ widget: UnsafeMutablePointer<GtkWidget>) -> [TestWindowPointer] {
  WidgetFinder.windows(over: widget)
}

/// Opens Sync Accounts over `window` as its menu item does (`win.sync-accounts`), and returns
/// its session and the sheet's window once it shows; the caller closes the session.
@MainActor
func openSyncAccounts(over window: MainWindow) throws -> (SyncAccountsSession, TestWindowPointer) {
  gtk_widget_activate_action_variant(window.root, "win.sync-accounts", nil)
  let dialog = try XCTUnwrap(window.sheets.syncAccounts, "Sync Accounts opened")
  let sheet = presentedWindow(over: window.root)
  if sheet == nil { dialog.close() }
  return (dialog, try XCTUnwrap(sheet, "the Sync Accounts sheet shows"))
}
