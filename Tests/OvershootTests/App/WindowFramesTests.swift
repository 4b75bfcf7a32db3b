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
      var laterLayouts = 0
      let later = window.onEveryLayout { laterLayouts += 1 }
      window.defaultSize = (400, 300)
      gtk_widget_queue_resize(window.gtkWindow)
      GtkTestEnvironment.wait("the resize's layout") { laterLayouts > 0 }
      later?.disconnect()
      XCTAssertEqual(layouts, seen, "a disconnected watch runs no more")
      XCTAssertEqual(layoutsBeforeShown, 0)
    }
  }

  /// Under one monitor (Xvfb's screen), the tallest is the monitor a shown window is on, as the
  /// display finds it for that window's surface.
  func testTheTallestMonitorIsTheMonitorAShownWindowIsOnWhenThereIsOne() throws {
    try MainActor.assumeIsolated {
      let display = try XCTUnwrap(gdk_display_get_default())
      let monitors = try XCTUnwrap(gdk_display_get_monitors(display))
      try XCTSkipUnless(g_list_model_get_n_items(monitors) == 1, "more than one monitor")
      let window = Window(application: GtkTestEnvironment.sharedApplication, title: "Monitor")
      defer { window.close() }
      window.present()
      GtkTestEnvironment.wait("the window mapped") { gtk_widget_get_mapped(window.gtkWindow) != 0 }
      let surface = try XCTUnwrap(gtk_native_get_surface(OpaquePointer(window.gtkWindow)))
      let monitor = try XCTUnwrap(gdk_display_get_monitor_at_surface(display, surface))
      var geometry = GdkRectangle()
      gdk_monitor_get_geometry(monitor, &geometry)
      XCTAssertGreaterThan(geometry.height, 0)
      XCTAssertEqual(Window.tallestMonitorHeight, Int(geometry.height))
    }
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
