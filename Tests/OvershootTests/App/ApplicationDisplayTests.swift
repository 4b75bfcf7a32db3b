import Foundation
import GtkTestSupport
import Overshoot
import XCTest

/// `Application.openDisplay()` says why no window can be shown instead of GTK aborting when no
/// display is named (GTK untouched); the display the tests run on opens, again and again.
final class ApplicationDisplayTests: GtkTestCase {
  func testTheTestsDisplayOpensAndOpeningItAgainIsHarmless() throws {
    try MainActor.assumeIsolated {
      try Application.openDisplay()
      try Application.openDisplay()
    }
  }

  func testNoDisplayNamedIsSaidAsThatWithoutTouchingGtk() throws {
    try MainActor.assumeIsolated {
      let names = ["DISPLAY", "WAYLAND_DISPLAY"]
      let saved = names.map { name in (name, ProcessInfo.processInfo.environment[name]) }
      defer {
        for (name, value) in saved {
          if let value { setenv(name, value, 1) } else { unsetenv(name) }
        }
      }
      setenv("DISPLAY", "", 1)
      unsetenv("WAYLAND_DISPLAY")
      XCTAssertThrowsError(try Application.openDisplay()) { error in
        XCTAssertEqual(
          "\(error)", "no display (neither DISPLAY nor WAYLAND_DISPLAY is set)")
      }
    }
  }
}
