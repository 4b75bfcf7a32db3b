import CGtk
import Foundation
import GtkGlue
import GtkTestSupport
import Overshoot
import XCTest

@testable import OvershootApp

/// The library's notification API against a stand-in notification server: the title, body,
/// priority and a typed default action arrive as the desktop needs them, a click runs the action
/// with its parameter, and withdrawing reaches the server.
final class DesktopNotificationTests: GtkWarningFreeTestCase {
  override class func setUp() {
    super.setUp()
    setenv("GNOTIFICATION_BACKEND", "freedesktop", 1)
  }

  func testSendClickAndWithdrawThroughTheDesktopsServer() throws {
    try MainActor.assumeIsolated {
      let server = try FakeNotificationServer()
      let application = GtkTestEnvironment.sharedApplication
      var opened: [Int64] = []
      application.addAction(
        Action("open-test-entry", parameter: Int64.self) { id in opened.append(id) })

      let notification = DesktopNotification(
        "Build finished", body: "3 warnings", priority: .urgent,
        defaultAction: .app("open-test-entry", target: Int64(42)))
      XCTAssertTrue(application.send(notification, id: "library-test"))
      GtkTestEnvironment.wait("the notification") { server.notifications.count == 1 }
      let sent = try XCTUnwrap(server.notifications.first)
      XCTAssertEqual(sent.summary, "Build finished")
      XCTAssertEqual(sent.body, "3 warnings")
      XCTAssertEqual(sent.hints["urgency"], "2", "urgent is the spec's critical urgency")
      XCTAssertEqual(sent.actions, ["default", ""])

      server.click(sent.id)
      GtkTestEnvironment.wait("the action to run") { !opened.isEmpty }
      XCTAssertEqual(opened, [42], "the typed target arrives as the action's parameter")

      XCTAssertTrue(application.send(DesktopNotification("Again"), id: "library-test"))
      GtkTestEnvironment.wait("the second notification") { server.notifications.count == 2 }
      // GLib learns the server's id for it from the reply; only then can it withdraw it.
      MainContext.run(forSeconds: 0.3)
      application.withdrawNotification(id: "library-test")
      GtkTestEnvironment.wait("the withdrawal") {
        server.calls.contains { $0.method == "CloseNotification" }
      }
    }
  }

  func testAnAppNotRegisteredOnTheBusSendsNothingAndSaysSo() {
    MainActor.assumeIsolated {
      let application = Application(id: "io.github.overshoot.NotRegistered", isUnique: false)
      XCTAssertFalse(application.send(DesktopNotification("Lost"), id: "x"))
      application.withdrawNotification(id: "x")  // no CRITICAL either
    }
  }
}
