import CGtk
import GtkGlue
import GtkTestSupport
import XCTest

@testable import OvershootApp

/// Add Feed opens with its address field focused, however the reader opens it (Ctrl+L, the
/// feeds' "+" button, the empty state's Add Feed…), so an address typed or pasted at once goes
/// in; GTK alone gave the focus to Cancel, the first widget of the sheet's header bar.
final class AddFeedFocusTests: GtkWarningFreeTestCase {
  func testCtrlLOpensAddFeedReadyForAnAddress() throws {
    try ReaderHarness.run { reader in
      let window = reader.openLoadedWindow()
      try ReaderHarness.press("ctrl+l", in: window.root)
      try Self.typeAddress(in: window)
    }
  }

  func testThePlusButtonOpensAddFeedReadyForAnAddress() throws {
    try ReaderHarness.run { reader in
      let window = reader.openLoadedWindow()
      try TimelineRowStateTests.click(window.addButton.gtkWidget)
      try Self.typeAddress(in: window)
    }
  }

  func testTheEmptyStatesButtonOpensAddFeedReadyForAnAddress() throws {
    try ReaderHarness.run { reader in
      let window = reader.openLoadedWindow(width: 1000, height: 640)
      FeedReaderStatusPageTests.removeFeeds(from: window) { _ in true }
      var button: UnsafeMutablePointer<GtkWidget>?
      GtkTestEnvironment.wait("the no-feeds page's Add Feed…") {
        button = WidgetFinder.button("Add Feed…", under: window.timeline.widget)
        return button.map { gtk_widget_get_mapped($0) != 0 && gtk_widget_get_width($0) > 0 }
          ?? false
      }
      MainContext.run(forSeconds: 0.2)
      try TimelineRowStateTests.click(try XCTUnwrap(button))
      try Self.typeAddress(in: window)
    }
  }

  /// Waits for Add Feed over `window`, types an address with real keys and checks that the
  /// address field got every letter.
  @MainActor
  private static func typeAddress(
    in window: MainWindow, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    var session: AddFeedSession?
    GtkTestEnvironment.wait("Add Feed to open") {
      session = window.sheets.shown?.session as? AddFeedSession
      return session.map { gtk_widget_get_mapped($0.window) != 0 } ?? false
    }
    let dialog = try XCTUnwrap(session)
    defer { dialog.close() }
    try ReaderHarness.press("f e e d", in: dialog.window)
    _ = MainContext.iterate(until: { dialog.address == "feed" }, timeoutSeconds: 5)
    XCTAssertEqual(dialog.address, "feed", "the typed address in the field", file: file, line: line)
    XCTAssertTrue(dialog.isAddressFocused, "the address keeps the focus", file: file, line: line)
  }
}
