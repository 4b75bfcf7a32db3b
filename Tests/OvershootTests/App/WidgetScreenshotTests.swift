import CGtk
import Foundation
import GtkGlue
import GtkTestSupport
import XCTest

@testable import Overshoot

/// A screenshot taken while a redraw is queued says so instead of "no size", and the
/// after-the-next-frame form writes the file anyway.
final class WidgetScreenshotTests: GtkTestCase {
  func testAScreenshotWithARedrawQueuedWaitsForTheNextFrame() throws {
    try MainActor.assumeIsolated {
      let shown = WidgetModifierTests.Shown(width: 120, height: 80) { Color(rgb: 0x00_80FF) }
      defer { shown.window.close() }
      let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("overshoot-screenshot-\(getpid()).png").path
      defer { try? FileManager.default.removeItem(atPath: path) }

      // GTK drops the window's drawing as soon as a redraw is queued.
      gtk_widget_queue_draw(shown.window.gtkWindow)
      do throws(WidgetScreenshot.Failure) {
        try WidgetScreenshot.savePNG(of: shown.window.gtkWindow, to: path)
        XCTFail("a window waiting to be drawn again has no drawing to save")
      } catch {
        guard case .redrawPending = error else { return XCTFail("\(error)") }
      }
      XCTAssertFalse(FileManager.default.fileExists(atPath: path))

      gtk_widget_queue_draw(shown.window.gtkWindow)
      var outcome: Result<Void, WidgetScreenshot.Failure>?
      WidgetScreenshot.savePNGAfterNextFrame(of: shown.window.gtkWindow, to: path) {
        outcome = $0
      }
      GtkTestEnvironment.wait("the screenshot after the next frame") { outcome != nil }
      if case .failure(let error) = outcome { XCTFail("\(error)") }
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      XCTAssertEqual(Array(data.prefix(4)), [0x89, 0x50, 0x4E, 0x47], "a PNG file")
    }
  }

  func testAWidgetThatIsNotShownFailsAtOnceInsteadOfWaitingForAFrame() {
    MainActor.assumeIsolated {
      let label = ObjectRef(sinking: UnsafeMutableRawPointer(gtk_label_new("Never shown")))
      var outcome: Result<Void, WidgetScreenshot.Failure>?
      WidgetScreenshot.savePNGAfterNextFrame(of: label.widget, to: "/nonexistent/x.png") {
        outcome = $0
      }
      guard case .failure(.noRenderer) = outcome else {
        return XCTFail("an unrealized widget gave \(String(describing: outcome))")
      }
    }
  }
}
