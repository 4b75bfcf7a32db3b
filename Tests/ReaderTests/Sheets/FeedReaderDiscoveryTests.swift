import CGtk
import FeedCore
import Foundation
import GtkGlue
import GtkTestSupport
import XCTest

@testable import OvershootApp

/// Add Feed finds the feeds a web page links to: one is followed at once, several are offered
/// as buttons the keyboard reaches, none is said in one line with the address field keeping the
/// focus. Against a loopback HTTP server.
final class FeedReaderDiscoveryTests: GtkWarningFreeTestCase {
  /// A loaded reader with Add Feed open on the server's `path`, checked once.
  @MainActor
  private struct Checked {
    let server: LoopbackPageServer
    let reader: ReaderHarness
    let window: MainWindow
    let dialog: AddFeedSession
    let before: Int

    init(_ path: String) throws {
      server = try LoopbackPageServer()
      reader = try ReaderHarness()
      window = reader.openWindow()
      reader.load(window)
      before = window.model.subscriptions.count
      dialog = window.presentAddFeed(prefill: server.url(path).absoluteString)
      let dialog = self.dialog
      GtkTestEnvironment.wait("the dialog to map") { gtk_widget_get_mapped(dialog.window) != 0 }
      dialog.submit()
    }

    func cleanUp() {
      dialog.close()
      gtk_window_destroy(window.root.checked(as: GtkWindow.self))
      reader.cleanUp()
    }

    /// The followed feed titled `title`, if any.
    func followed(_ title: String) -> Subscription? {
      window.model.subscriptions.first { $0.title == title }
    }
  }

  func testAPageWithOneFeedSubscribesToItsFinalAddress() throws {
    try MainActor.assumeIsolated {
      let checked = try Checked("/page/one")
      defer { checked.cleanUp() }
      GtkTestEnvironment.wait("the feed to be followed", timeout: 15) {
        checked.window.sheets.shown == nil
      }
      XCTAssertEqual(
        checked.followed("Local blog")?.url, checked.server.url("/blog/feed.xml"),
        checked.dialog.message)
    }
  }

  func testAPageWithSeveralFeedsOffersThemAndTheKeyboardPicksOne() throws {
    try MainActor.assumeIsolated {
      let checked = try Checked("/page/two")
      defer { checked.cleanUp() }
      let dialog = checked.dialog
      GtkTestEnvironment.wait("the choices", timeout: 15) { !dialog.choiceLabels.isEmpty }
      XCTAssertEqual(dialog.choiceLabels, ["Blog (RSS)", "Blog (Atom)"])
      XCTAssertEqual(
        checked.window.model.subscriptions.count, checked.before, "nothing followed before a pick")
      GtkTestEnvironment.wait("the address to have the focus back") { dialog.isAddressFocused }
      MainContext.run(forSeconds: 0.2)  // the choice buttons are made on the next frame
      // From the address, Tab reaches the first choice, Tab again the second; Enter picks it.
      try GtkTestWindow.focus(dialog.window)
      for key in ["Tab", "Tab", "Return"] { try GtkTestWindow.pressKeys(key) }
      GtkTestEnvironment.wait("the picked feed to be followed", timeout: 15) {
        checked.window.sheets.shown == nil
      }
      XCTAssertEqual(checked.followed("Local Atom")?.url, checked.server.url("/blog/atom.xml"))
      XCTAssertNil(checked.followed("Local blog"))
    }
  }

  func testAPageWithNoFeedSaysSoInOneLineAndKeepsTheFocus() throws {
    try MainActor.assumeIsolated {
      let checked = try Checked("/page/none")
      defer { checked.cleanUp() }
      let dialog = checked.dialog
      GtkTestEnvironment.wait("the check to fail", timeout: 15) {
        dialog.message.hasPrefix("Couldn’t add")
      }
      let page = checked.server.url("/page/none").absoluteString
      XCTAssertEqual(
        dialog.message, "Couldn’t add this feed: no feed found at \(page): the page links to none")
      XCTAssertFalse(dialog.message.contains("\n"))
      XCTAssertTrue(dialog.choiceLabels.isEmpty)
      XCTAssertEqual(checked.window.model.subscriptions.count, checked.before)
      GtkTestEnvironment.wait("the address to keep the focus") { dialog.isAddressFocused }
    }
  }
}
