import CGtk
import CGtkTestSupport
import Foundation
import GtkGlue
import GtkTestSupport
import XCTest

@_spi(Testing) @testable import Overshoot

/// The file chooser answers once, nil when cancelled, and lets itself go after. Without a
/// desktop portal GTK shows its own GtkFileChooserDialog (GtkFileDialog on 4.10+ falls back to
/// it too), which the test answers. (Accepting is not driven here: GTK's own dialog records the
/// file as recently used, which logs a CRITICAL without an application name, and ignores a
/// folder set before it has loaded.)
final class FileChooserTests: GtkTestCase {
  func testCancellingAnswersNilOnceAndLetsTheChooserGo() throws {
    try MainActor.assumeIsolated {
      var answers: [URL?] = []
      FileChooser.open(
        title: "Open a list", over: nil, filters: [.init("Lists", patterns: ["*.opml"]), .allFiles]
      ) { answers.append($0) }
      XCTAssertEqual(FileChooser.openCount, 1)
      let cancelled = try Self.shownChooser()
      overshoot_dialog_emit_response(cancelled.gpointer, GTK_RESPONSE_CANCEL.rawValue)
      GtkTestEnvironment.wait("the cancel to be answered") { answers.count == 1 }
      MainContext.run(forSeconds: 0.2)
      XCTAssertEqual(answers, [nil], "one answer, nil")
      XCTAssertEqual(FileChooser.openCount, 0)

    }
  }

  /// GTK's own chooser dialog, once it is shown; skips when a portal answers instead.
  @MainActor
  private static func shownChooser() throws -> UnsafeMutablePointer<GtkWidget> {
    var found: UnsafeMutablePointer<GtkWidget>?
    _ = MainContext.iterate(
      until: {
        found = toplevel(named: "GtkFileChooserDialog")
        return found != nil
      }, timeoutSeconds: 5)
    guard let found else { throw XCTSkip("no GtkFileChooserDialog: a portal answers here") }
    return found
  }

  @MainActor
  private static func toplevel(named typeName: String) -> UnsafeMutablePointer<GtkWidget>? {
    WidgetFinder.toplevels().first {
      $0.typeName == typeName && gtk_widget_get_visible($0) != 0
    }
  }
}
