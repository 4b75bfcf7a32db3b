import CGtk
import Foundation
import GtkGlue
import GtkTestSupport
import Overshoot
import XCTest

#if canImport(Glibc)
  import Glibc
#endif

/// Navigation written wrongly does nothing and says why on stderr instead of crashing: a link
/// outside any stack, a value no destination shows, a title on the stack itself.
final class NavigationMistakesTests: GtkTestCase {
  /// What `body` writes to file descriptor 2.
  private static func standardError(of body: () throws -> Void) throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("overshoot-stderr-\(UUID().uuidString)").path
    defer { unlink(path) }
    let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard file >= 0 else { throw CocoaError(.fileWriteUnknown) }
    let saved = dup(2)
    dup2(file, 2)
    close(file)
    defer {
      dup2(saved, 2)
      close(saved)
    }
    try body()
    return try String(contentsOfFile: path, encoding: .utf8)
  }

  func testALinkOutsideAStackSaysSo() throws {
    try MainActor.assumeIsolated {
      let link = NavigationLink("Lost", value: 1).makeGtkWidget()
      g_object_ref_sink(link.gpointer)
      defer { g_object_unref(link.gpointer) }
      let said = try Self.standardError { overshoot_signal_emit_by_name(link, "clicked") }
      XCTAssertTrue(said.contains("outside a NavigationStack"), said)
    }
  }

  func testAValueWithoutADestinationSaysSoAndPushesNothing() throws {
    try MainActor.assumeIsolated {
      let window = Window("Lost", width: 400, height: 300) {
        NavigationStack { NavigationLink("Seven", value: 7).navigationTitle("Numbers") }
      }
      defer { window.close() }
      try NavigationScreen.show(window)
      let link = try XCTUnwrap(NavigationScreen.shownButton("Seven", under: window.gtkWindow))
      let said = try Self.standardError { overshoot_signal_emit_by_name(link, "clicked") }
      XCTAssertTrue(said.contains(".navigationDestination(for: Int.self)"), said)
      MainContext.run(forSeconds: 0.2)
      XCTAssertEqual(NavigationScreen.title(of: window), "Numbers", "nothing was pushed")
      XCTAssertNil(NavigationScreen.shownButton("Back", under: window.gtkWindow))
    }
  }

  func testATitleOnTheStackItselfSaysWhereItBelongs() throws {
    try MainActor.assumeIsolated {
      var window: Window?
      let said = try Self.standardError {
        window = Window("Misplaced") { NavigationStack { Text("Root") }.navigationTitle("Lost") }
      }
      window?.close()
      XCTAssertTrue(said.contains("apply it to the content of a page inside"), said)
    }
  }
}
