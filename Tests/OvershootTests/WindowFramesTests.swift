import CGtk
import Foundation
import GtkGlue
import GtkTestSupport
import Overshoot
import XCTest

/// What an app reads of its window and widgets around frames without GTK calls of its own: the
/// window's realized and full-screen state, its layouts, the tallest monitor, a widget's height
/// and a callback some frames on, a parameterless action, and the desktop's URI launcher.
final class WindowFramesTests: GtkTestCase {
  /// Runs `body` with a new window of the shared test application, closed afterwards.
  private func inWindow(_ title: String, _ body: @MainActor (Window) -> Void) {
    MainActor.assumeIsolated {
      let window = Window(application: GtkTestEnvironment.sharedApplication, title: title)
      defer { window.close() }
      body(window)
    }
  }

  func testAWindowLaysOutOnlyOnceRealizedAndReportsEachLayoutUntilDisconnected() {
    inWindow("Layouts") { window in
      XCTAssertFalse(window.isRealized)
      var layoutsBeforeShown = 0
      XCTAssertNil(window.onEveryLayout { layoutsBeforeShown += 1 })
      XCTAssertEqual(
        UnsafeMutableRawPointer(window.gtkWindowPointer), UnsafeMutableRawPointer(window.gtkWindow))
      window.present()
      XCTAssertTrue(window.isRealized)
      XCTAssertFalse(window.isFullscreen)
      var layouts = 0
      let watch = window.onEveryLayout { layouts += 1 }
      XCTAssertNotNil(watch)
      GtkTestEnvironment.wait("the first layout") { layouts > 0 }
      watch?.disconnect()
      let seen = layouts
      window.defaultSize = (400, 300)
      gtk_widget_queue_resize(window.gtkWindow)
      _ = MainContext.iterate(until: { false }, timeoutSeconds: 0.3)
      XCTAssertEqual(layouts, seen, "a disconnected watch runs no more")
      XCTAssertEqual(layoutsBeforeShown, 0)
    }
  }

  func testTheTallestMonitorIsTheTallestTheDisplayLists() throws {
    let expected = MainActor.assumeIsolated { () -> Int in
      guard let display = gdk_display_get_default(),
        let monitors = gdk_display_get_monitors(display)
      else { return 0 }
      var tallest = 0
      for index in 0..<g_list_model_get_n_items(monitors) {
        guard let monitor = g_list_model_get_item(monitors, index) else { continue }
        var geometry = GdkRectangle()
        gdk_monitor_get_geometry(OpaquePointer(monitor), &geometry)
        tallest = max(tallest, Int(geometry.height))
        g_object_unref(monitor)
      }
      return tallest
    }
    try XCTSkipIf(expected == 0, "the display lists no monitor")
    MainActor.assumeIsolated { XCTAssertEqual(Window.tallestMonitorHeight, expected) }
  }

  func testAWidgetReportsItsLaidOutHeightAndRunsACallbackOnlyOnTheFrameAsked() {
    inWindow("Frames") { window in
      let label = WidgetHandle(Text("A line").padding(20))
      window.setContent(label)
      XCTAssertEqual(label.height, 0, "nothing is laid out before the window is shown")
      window.present()
      var frames = 0
      label.gtkWidget.addTickCallback { _ in
        frames += 1
        return true
      }
      GtkTestEnvironment.wait("a frame") { frames > 0 }
      let clock = gtk_widget_get_frame_clock(label.gtkWidget)
      let asked = Int(gdk_frame_clock_get_frame_counter(clock))
      var ranOnFrames: [Int] = []
      label.afterFrames(3) { ranOnFrames.append(Int(gdk_frame_clock_get_frame_counter(clock))) }
      XCTAssertEqual(ranOnFrames, [], "nothing runs before a frame")
      GtkTestEnvironment.wait("the third frame") { !ranOnFrames.isEmpty }
      let framesThen = frames
      GtkTestEnvironment.wait("two more frames") { frames >= framesThen + 2 }
      XCTAssertEqual(ranOnFrames, [asked + 3], "runs once, on the third frame")
      XCTAssertEqual(label.height, Int(gtk_widget_get_height(label.gtkWidget)))
      XCTAssertGreaterThanOrEqual(label.height, 40, "the padding is laid out")
    }
  }

  func testAParameterlessActionIsFoundFromAWidgetInsideTheWindow() {
    inWindow("Actions") { window in
      var ran = 0
      window.addAction(Action("frames-test-plain") { ran += 1 })
      let button = WidgetHandle(Button("Inside") {})
      window.setContent(button)
      XCTAssertTrue(WidgetActions.activate("win.frames-test-plain", from: button.gtkWidget))
      XCTAssertEqual(ran, 1)
      XCTAssertFalse(WidgetActions.activate("win.frames-test-missing", from: button.gtkWidget))
      XCTAssertEqual(ran, 1)
    }
  }

  func testAURIWithNoHandlerForItsSchemeSaysSo() {
    let failure = MainActor.assumeIsolated { () -> DesktopLauncher.Failure? in
      do throws(DesktopLauncher.Failure) {
        try DesktopLauncher.open("overshoot-test-no-handler:nothing")
        return nil
      } catch {
        return error
      }
    }
    XCTAssertEqual(failure, .noHandler)
  }
}
