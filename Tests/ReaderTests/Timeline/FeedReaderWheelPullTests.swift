import CGtk
import FeedCore
import Foundation
import GtkGlue
import GtkTestSupport
import XCTest

@testable import OvershootApp

/// A mouse user's pull (issue 46, item 10): real wheel notches up over the timeline at its top
/// refresh it only once the menu's "Pull to Refresh with the Mouse Wheel" is on, and GTK logs no
/// WARNING doing it (the first wheel pull once logged "Trying to snapshot GtkBox … without a
/// current allocation").
final class FeedReaderWheelPullTests: GtkWarningFreeTestCase {
  func testWheelNotchesAtTheTopRefreshOnlyOnceTheMenuAllowsIt() throws {
    try ReaderHarness.run { reader in
      let feed = try reader.writeFeed("feed.xml", FeedReaderReachTests.rss(1...30))
      let window = reader.openLoadedWindow(subscribingTo: [feed])
      let settings = AppSettings()
      let saved = settings.wheelPulls
      defer { settings.wheelPulls = saved }
      settings.wheelPulls = false
      let controller = window.timeline.refreshable.controller
      GtkTestEnvironment.wait("wheel pulls off") { !controller.configuration.wheelPullsEnabled }
      let list = window.timeline.list.gtkWidget
      let refreshes = controller.state.refreshCount
      try GtkTestWindow.focus(window.root)
      try TestPointer.turnWheel(over: list, notches: 4, up: true)
      // Nothing to wait for: the wheel must not have pulled by the time it would have ended.
      MainContext.run(forSeconds: 1)
      XCTAssertEqual(controller.state.refreshCount, refreshes, "the wheel pulled while off")
      XCTAssertEqual(window.timelineOffset, 0, accuracy: 0.5, "the timeline left its top")

      gtk_widget_activate_action_variant(window.root, "win.wheel-pulls", nil)
      GtkTestEnvironment.wait("the menu's toggle to turn wheel pulls on") {
        controller.configuration.wheelPullsEnabled
      }
      try TestPointer.turnWheel(over: list, notches: 4, up: true)
      GtkTestEnvironment.wait("the wheel pull's refresh to run and end", timeout: 20) {
        controller.state.refreshCount > refreshes && controller.state.activeRefresh == nil
          && window.isSettled
      }
    }
  }
}
