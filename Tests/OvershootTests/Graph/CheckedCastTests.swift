import CGtk
import Foundation
import GtkGlue
import GtkTestSupport
import TestSupport
import XCTest

/// GtkGlue's one cast vocabulary: a right cast hands back the same instance typed as asked, a
/// wrong one stops a debug build naming both types instead of reinterpreting memory.
final class CheckedCastTests: GtkTestCase {
  /// Set in the child process that `testAWrongCastStopsADebugBuildNamingBothTypes` starts.
  private static let wrongCastVariable = "OVERSHOOT_CHECKED_CAST_CHILD"

  func testRightCastsReturnTheSameInstanceTypedAsAsked() {
    MainActor.assumeIsolated {
      let label = ObjectRef(sinking: gtk_label_new("text")!)
      let widget = label.pointer.checked(as: GtkWidget.self)
      let object = widget.checked(as: GObject.self)
      let opaque = widget.checked(gtk_label_get_type())
      XCTAssertEqual(UnsafeMutableRawPointer(widget), label.pointer)
      XCTAssertEqual(UnsafeMutableRawPointer(object), label.pointer)
      XCTAssertEqual(UnsafeMutableRawPointer(opaque), label.pointer)
      XCTAssertEqual(String(cString: gtk_label_get_text(opaque)), "text")
      let viaPublicSpelling = checkedCast(widget, to: gtk_label_get_type())
      XCTAssertEqual(UnsafeMutableRawPointer(viaPublicSpelling), label.pointer)
    }
  }

  func testIsInstanceFollowsTheTypeTreeAndInterfaces() {
    MainActor.assumeIsolated {
      let label = ObjectRef(sinking: gtk_label_new(nil)!)
      XCTAssertTrue(label.pointer.isInstance(of: GtkWidget.gType))
      XCTAssertTrue(label.pointer.isInstance(of: gtk_accessible_get_type()))
      XCTAssertFalse(label.pointer.isInstance(of: GtkWindow.gType))
      XCTAssertFalse(label.pointer.isInstance(of: gtk_button_get_type()))
    }
  }

  /// Runs this test binary again with only this test and `wrongCastVariable` set; the child
  /// casts a label to a window, and must die with GLib's wording for a failed cast.
  func testAWrongCastStopsADebugBuildNamingBothTypes() throws {
    if ProcessInfo.processInfo.environment[Self.wrongCastVariable] != nil {
      MainActor.assumeIsolated {
        let label = ObjectRef(sinking: gtk_label_new(nil)!)
        _ = label.pointer.checked(as: GtkWindow.self)
      }
      XCTFail("a wrong cast went through")
      return
    }
    #if !DEBUG
      throw XCTSkip("release builds skip the check, as GTK's casts do with G_DISABLE_CAST_CHECKS")
    #endif
    var environment = ProcessInfo.processInfo.environment
    environment[Self.wrongCastVariable] = "1"
    let result = try DeadlineProcess.run(
      CommandLine.arguments[0], ["OvershootTests.CheckedCastTests/\(#function.dropLast(2))"],
      environment: environment, seconds: 60)
    XCTAssertTrue(result.signaled || result.status != 0, "the child must not exit cleanly")
    XCTAssertTrue(
      result.stderr.contains("invalid cast from GtkLabel to GtkWindow"),
      "the child's message must name both types; it printed:\n\(result.stderr)")
  }
}
