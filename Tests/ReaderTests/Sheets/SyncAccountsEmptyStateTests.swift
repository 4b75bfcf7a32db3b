import CGtk
import GtkGlue
import GtkTestSupport
import XCTest

@testable import OvershootApp

/// Sync Accounts with no account shows a status page that says what an account is for, with a
/// button that opens Add Sync Account…, not a single line pointing back at the main menu.
final class SyncAccountsEmptyStateTests: GtkWarningFreeTestCase {
  func testWithNoAccountThePageOffersToAddOne() throws {
    try ReaderHarness.run { reader in
      let window = reader.openLoadedWindow()
      let (dialog, sheet) = try openSyncAccounts(over: window)
      defer { dialog.close() }
      var pages: [String] = []
      GtkTestEnvironment.wait("the empty page") {
        pages = FeedReaderStatusPageTests.shownStatusPages(under: sheet)
        return !pages.isEmpty
      }
      XCTAssertEqual(pages, ["No Sync Accounts"])
      let add = try XCTUnwrap(WidgetFinder.button("Add Sync Account…", under: sheet))
      GtkTestEnvironment.wait("the button laid out") { gtk_widget_get_width(add) > 0 }
      MainContext.run(forSeconds: 0.2)
      try TimelineRowStateTests.click(add)
      GtkTestEnvironment.wait("Add Sync Account to open") { window.sheets.account != nil }
      window.sheets.account?.close()
    }
  }
}
