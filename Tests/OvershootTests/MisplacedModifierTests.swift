import CGtk
import Foundation
import GtkTestSupport
import XCTest

@testable import Overshoot

#if canImport(Glibc)
  import Glibc
#endif

/// A modifier applied where it cannot work does nothing and, in debug builds, says why once on
/// stderr (issue 12): read from this process's own stderr while the modifier is applied twice.
final class MisplacedModifierTests: GtkTestCase {
  /// What `body` writes to file descriptor 2, GTK's log lines included.
  private static func standardError(of body: () -> Void) throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("overshoot-stderr-\(UUID().uuidString)").path
    defer { unlink(path) }
    let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard file >= 0 else { throw CocoaError(.fileWriteUnknown) }
    let saved = dup(2)
    dup2(file, 2)
    close(file)
    body()
    dup2(saved, 2)
    close(saved)
    return try String(contentsOfFile: path, encoding: .utf8)
  }

  func testAFlashTriggerWithoutAScrollViewSaysWhyOnceAndDoesNothing() throws {
    try MainActor.assumeIsolated {
      var shown: [UnsafeMutablePointer<GtkWidget>] = []
      let said = try Self.standardError {
        for _ in 0..<2 {
          let widget = Text("Nothing scrolls").scrollIndicatorsFlash(trigger: 1).makeGtkWidget()
          g_object_ref_sink(widget.gpointer)
          shown.append(widget)
        }
      }
      defer { for widget in shown { g_object_unref(widget.gpointer) } }
      let lines = said.split(separator: "\n").map(String.init)
        .filter { $0.contains("does nothing here") }
      #if DEBUG
        XCTAssertEqual(
          lines,
          [
            "overshoot: scrollIndicatorsFlash(trigger:) does nothing here: there is no ScrollView "
              + "or List in the widget it modifies"
          ], "stderr said: \(said)")
      #else
        XCTAssertEqual(lines, [], "release builds stay quiet")
      #endif
      XCTAssertTrue(
        shown.allSatisfy { ScrollView.enclosed(in: $0) == nil },
        "the modifier must not add a scroll view")
    }
  }
}
