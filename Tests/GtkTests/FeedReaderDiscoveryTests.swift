import CGtk
import FeedCore
import Foundation
import GtkGlue
import XCTest

@testable import OvershootApp

/// Add Feed finds the feeds a web page links to: one is followed at once, several are offered
/// as buttons the keyboard reaches, none is said in one line with the address field keeping the
/// focus. Against a loopback HTTP server.
final class FeedReaderDiscoveryTests: GtkTestCase {
  func testAPageWithOneFeedSubscribesToItsFinalAddress() throws {
    try MainActor.assumeIsolated {
      let server = try LoopbackPageServer()
      let reader = try ReaderHarness()
      defer { reader.cleanUp() }
      let window = reader.openWindow()
      defer { gtk_window_destroy(window.root.asWindow) }
      reader.load(window)
      let dialog = window.presentAddFeed(prefill: server.url("/page/one").absoluteString)
      defer { if AddFeedDialog.openCount > 0 { dialog.close() } }
      dialog.submit()
      GtkTestEnvironment.wait("the feed to be followed", timeout: 15) {
        AddFeedDialog.openCount == 0
      }
      let followed = window.model.subscriptions.first { $0.title == "Local blog" }
      XCTAssertEqual(followed?.url, server.url("/blog/feed.xml"), dialog.message)
    }
  }

  func testAPageWithSeveralFeedsOffersThemAndTheKeyboardPicksOne() throws {
    try MainActor.assumeIsolated {
      let server = try LoopbackPageServer()
      let reader = try ReaderHarness()
      defer { reader.cleanUp() }
      let window = reader.openWindow()
      defer { gtk_window_destroy(window.root.asWindow) }
      reader.load(window)
      let before = window.model.subscriptions.count
      let dialog = window.presentAddFeed(prefill: server.url("/page/two").absoluteString)
      defer { if AddFeedDialog.openCount > 0 { dialog.close() } }
      GtkTestEnvironment.wait("the dialog to map") { gtk_widget_get_mapped(dialog.window) != 0 }
      dialog.submit()
      GtkTestEnvironment.wait("the choices", timeout: 15) { !dialog.choiceLabels.isEmpty }
      XCTAssertEqual(dialog.choiceLabels, ["Blog (RSS)", "Blog (Atom)"])
      XCTAssertEqual(window.model.subscriptions.count, before, "nothing followed before a pick")
      GtkTestEnvironment.wait("the address to have the focus back") { dialog.isAddressFocused }
      MainContext.run(forSeconds: 0.2)  // the choice buttons are made on the next frame
      // From the address, Tab reaches the first choice, Tab again the second; Enter picks it.
      try GtkTestWindow.focus(dialog.window)
      for key in ["Tab", "Tab", "Return"] { try GtkTestWindow.pressKeys(key) }
      GtkTestEnvironment.wait("the picked feed to be followed", timeout: 15) {
        AddFeedDialog.openCount == 0
      }
      let followed = window.model.subscriptions.first { $0.title == "Local Atom" }
      XCTAssertEqual(followed?.url, server.url("/blog/atom.xml"))
      XCTAssertFalse(window.model.subscriptions.contains { $0.title == "Local blog" })
    }
  }

  func testAPageWithNoFeedSaysSoInOneLineAndKeepsTheFocus() throws {
    try MainActor.assumeIsolated {
      let server = try LoopbackPageServer()
      let reader = try ReaderHarness()
      defer { reader.cleanUp() }
      let window = reader.openWindow()
      defer { gtk_window_destroy(window.root.asWindow) }
      reader.load(window)
      let before = window.model.subscriptions.count
      let page = server.url("/page/none").absoluteString
      let dialog = window.presentAddFeed(prefill: page)
      defer { if AddFeedDialog.openCount > 0 { dialog.close() } }
      GtkTestEnvironment.wait("the dialog to map") { gtk_widget_get_mapped(dialog.window) != 0 }
      dialog.submit()
      GtkTestEnvironment.wait("the check to fail", timeout: 15) {
        dialog.message.hasPrefix("Couldn’t add")
      }
      XCTAssertEqual(
        dialog.message, "Couldn’t add this feed: no feed found at \(page): the page links to none")
      XCTAssertFalse(dialog.message.contains("\n"))
      XCTAssertTrue(dialog.choiceLabels.isEmpty)
      XCTAssertEqual(window.model.subscriptions.count, before)
      GtkTestEnvironment.wait("the address to keep the focus") { dialog.isAddressFocused }
    }
  }
}
