import CGtk
import FeedCore
import Foundation
import GtkGlue
import GtkTestSupport
import XCTest

@testable import OvershootApp

/// The reader's dialogs answer the keyboard as GNOME's do: Escape closes them, and after a
/// failed check the address field keeps the focus so typing fixes it.
final class FeedReaderDialogTests: GtkWarningFreeTestCase {
  func testEscapeClosesAddFeed() throws {
    try ReaderHarness.run { reader in
      let window = reader.openLoadedWindow()
      let dialog = window.presentAddFeed()
      defer { dialog.close() }
      GtkTestEnvironment.wait("the dialog to map") { gtk_widget_get_mapped(dialog.window) != 0 }
      try ReaderHarness.press("Escape", in: dialog.window)
      GtkTestEnvironment.wait("Escape to close Add Feed", timeout: 5) {
        window.sheets.shown == nil
      }
    }
  }

  func testEscapeClosesTheRemoveConfirmationWithoutRemoving() throws {
    try ReaderHarness.run { reader in
      let feed = try reader.writeFeed("feed.xml", FeedReaderReachTests.rss(1...3))
      let window = reader.openLoadedWindow(subscribingTo: [feed])
      let subscription = try XCTUnwrap(window.model.subscriptions.first)
      XCTAssertTrue(window.confirmRemoval(of: subscription.id))
      let alert = try XCTUnwrap(presentedWindow(over: window.root), "the question shows")
      XCTAssertEqual(
        WidgetFinder.labelTexts(under: alert).first, "Remove “\(subscription.title)”?")
      try ReaderHarness.press("Escape", in: alert)
      GtkTestEnvironment.wait("Escape to close the confirmation", timeout: 5) {
        !window.sheets.isAskingFeedRemoval && windowsOver(window.root).isEmpty
      }
      MainContext.run(forSeconds: 0.2)
      XCTAssertTrue(window.model.subscriptions.contains { $0.id == subscription.id })
    }
  }

  func testRemoveInTheQuestionRemovesTheFeed() throws {
    try ReaderHarness.run { reader in
      let feed = try reader.writeFeed("feed.xml", FeedReaderReachTests.rss(1...3))
      let window = reader.openLoadedWindow(subscribingTo: [feed])
      let subscription = try XCTUnwrap(window.model.subscriptions.first)
      gtk_widget_activate_action_variant(
        window.root, "win.\(FeedMenu.remove)", g_variant_new_int64(gint64(subscription.id)))
      let alert = try XCTUnwrap(presentedWindow(over: window.root), "the sidebar's Remove asks")
      XCTAssertEqual(
        WidgetFinder.labelTexts(under: alert).first, "Remove “\(subscription.title)”?",
        "the question names the feed")
      XCTAssertTrue(WidgetFinder.click("Remove", under: alert))
      GtkTestEnvironment.wait("the feed to go", timeout: 10) {
        !window.model.subscriptions.contains { $0.id == subscription.id }
      }
      GtkTestEnvironment.wait("the question to close", timeout: 5) {
        windowsOver(window.root).isEmpty
      }
    }
  }

  func testAfterAFailedCheckTypingGoesIntoTheAddress() throws {
    try ReaderHarness.run { reader in
      let window = reader.openLoadedWindow()
      let missing = reader.folder.appendingPathComponent("missing.xml").path
      let dialog = window.presentAddFeed(prefill: missing)
      defer { dialog.close() }
      GtkTestEnvironment.wait("the dialog to map") { gtk_widget_get_mapped(dialog.window) != 0 }
      dialog.submit()
      GtkTestEnvironment.wait("the check to fail", timeout: 10) {
        dialog.message.hasPrefix("Couldn’t add")
      }
      try ReaderHarness.press("x", in: dialog.window)
      GtkTestEnvironment.wait("the typed key in the address", timeout: 5) {
        dialog.address.hasSuffix("x")
      }
    }
  }
}
