import CGtk
import CGtkTestSupport
import GtkGlue
import GtkTestSupport
@_spi(Testing) import Overshoot
import XCTest

/// Phase observers stacked on one list each keep their action, as in SwiftUI.
final class StackedScrollModifierTests: GtkTestCase {
  @MainActor final class Calls {
    var first: [ScrollPhase] = []
    var second: [ScrollPhase] = []
  }

  @MainActor
  private static func list(_ calls: Calls) -> ModifiedWidget {
    List((1...200).map { "Row \($0)" }, id: \.self) { Text($0) }
      .onScrollPhaseChange { _, new in calls.first.append(new) }
      .onScrollPhaseChange { _, new in calls.second.append(new) }
  }

  func testEveryStackedPhaseActionRuns() {
    MainActor.assumeIsolated {
      let calls = Calls()
      let list = Self.list(calls)
      let shown = WidgetModifierTests.Shown { list }
      defer { shown.window.close() }
      guard let view = shown.wrapper(ScrollView.self),
        let controller = GtkTestWindow.controller(
          named: "overshoot-geometry-scroll", on: view.scrolledWindow)
      else { return XCTFail("no scroll controller") }
      overshoot_signal_emit_by_name(controller.gpointer, "scroll-begin")
      GtkTestEnvironment.wait("tracking in both") {
        calls.first.last == .tracking && calls.second.last == .tracking
      }
      overshoot_signal_emit_by_name(controller.gpointer, "scroll-end")
      GtkTestEnvironment.wait("idle in both") {
        calls.first.last == .idle && calls.second.last == .idle
      }
      XCTAssertEqual(calls.first, [.tracking, .idle])
      XCTAssertEqual(calls.second, [.tracking, .idle], "the second action is not replaced")
    }
  }
}
