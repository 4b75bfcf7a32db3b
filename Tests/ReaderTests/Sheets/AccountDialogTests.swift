import CGtk
import FeedCore
import Foundation
import GtkGlue
import GtkTestSupport
import OvershootSecrets
import SecretsTestSupport
import TestSupport
import XCTest

@testable import OvershootApp

/// Add Sync Account, opened from the primary menu's action and typed into with real keys,
/// against the loopback Google Reader API stand-in: a wrong password keeps the sheet open with
/// the reason and the focus in the password field and adds no account; the right one closes it
/// with the account stored; Escape closes it. The success path keeps the password in memory (`MemoryKeeper`):
/// a real keyring inside the GTK test process could prompt; the CLI's keyring test covers that.
final class AccountDialogTests: GtkWarningFreeTestCase {
  /// The store's accounts' user names, read on the store's actor while the main loop runs.
  @MainActor
  private static func accountUsers(_ store: FeedStore) -> [String] {
    let box = PendingUsers()
    Task { @MainActor in box.users = (try? await store.accounts())?.map(\.user) ?? ["failed"] }
    GtkTestEnvironment.wait("the store's accounts", timeout: 10) { box.users != nil }
    return box.users ?? []
  }

  func testAWrongPasswordIsSaidInTheDialogAndAddsNoAccount() throws {
    try ReaderHarness.run { reader in
      let server = try FeedServerProcess(script: FeedServerProcess.script, deadline: 120)
      let window = reader.openLoadedWindow()
      gtk_widget_activate_action_variant(window.root, "win.add-account", nil)
      let dialog = try XCTUnwrap(window.sheets.account, "the menu's action opens the sheet")
      defer { dialog.close() }
      GtkTestEnvironment.wait("the dialog to map") { gtk_widget_get_mapped(dialog.window) != 0 }
      XCTAssertFalse(dialog.isSignInSensitive, "Sign In with empty fields")
      dialog.setServer(server.url("/greader").absoluteString)
      try ReaderHarness.press("Tab r e a d e r Tab n o p e", in: dialog.window)
      GtkTestEnvironment.wait("the typed user and password", timeout: 5) {
        dialog.typed == ("reader", "nope")
      }
      GtkTestEnvironment.wait("Sign In to be offered") { dialog.isSignInSensitive }
      try ReaderHarness.press("Return", in: dialog.window)
      GtkTestEnvironment.wait("the sign-in to fail", timeout: 15) {
        dialog.message.hasPrefix("Couldn’t add")
      }
      XCTAssertTrue(dialog.message.contains("refused the password for reader"), dialog.message)
      XCTAssertNotNil(window.sheets.account, "the sheet stays to fix the password")
      GtkTestEnvironment.wait("the focus back in the password field", timeout: 5) {
        dialog.isPasswordFocused
      }
      XCTAssertEqual(Self.accountUsers(try XCTUnwrap(window.model.store)), [])
      try ReaderHarness.press("Escape", in: dialog.window)
      GtkTestEnvironment.wait("Escape to close the sheet", timeout: 5) {
        window.sheets.shown == nil
      }
    }
  }

  func testTheRightPasswordAddsTheAccountAndCloses() throws {
    try ReaderHarness.run { reader in
      let server = try FeedServerProcess(script: FeedServerProcess.script, deadline: 120)
      let window = reader.openLoadedWindow()
      let keeper = MemoryKeeper()
      let dialog = AccountSession(model: window.model, keeper: keeper)
      window.sheets.show(.account(dialog))
      defer { dialog.close() }
      GtkTestEnvironment.wait("the dialog to map") { gtk_widget_get_mapped(dialog.window) != 0 }
      dialog.setServer(server.url("/greader").absoluteString)
      try ReaderHarness.press(
        "Tab r e a d e r Tab r i g h t minus p a s s w o r d Return", in: dialog.window)
      GtkTestEnvironment.wait("the sheet to close", timeout: 15) {
        window.sheets.shown == nil
      }
      XCTAssertEqual(keeper.stored, ["right-password"])
      XCTAssertEqual(Self.accountUsers(try XCTUnwrap(window.model.store)), ["reader"])
    }
  }
}

/// The accounts' users once read.
@MainActor
private final class PendingUsers {
  var users: [String]?
}
