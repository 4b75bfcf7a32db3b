import CGtk
@_spi(Testing) import GtkGlue
import GtkTestSupport
import Observation
import XCTest

@_spi(Testing) @testable import Overshoot

/// `onAppear` and `onDisappear` on the widgets of a branch run once each, in order, when the
/// branch flips (swift-cross-ui's issue 230 is the failure mode), and a branch's task ends.
final class LifecycleOnFlipTests: GtkTestCase {
  @MainActor @Observable
  final class Journal {
    var visible = true
    var events: [String] = []
  }

  struct Flipping: Widget {
    let journal: Journal
    var body: some Widget {
      Text("Always")
      if journal.visible {
        Text("Shown")
          .onAppear { journal.events.append("appear") }
          .onDisappear { journal.events.append("disappear") }
      }
    }
  }

  func testAFlippedBranchDisappearsAndAppearsOnceEachInOrder() {
    MainActor.assumeIsolated {
      let journal = Journal()
      let shown = WidgetModifierTests.Shown { Flipping(journal: journal) }
      defer { shown.window.close() }
      XCTAssertEqual(journal.events, ["appear"])
      journal.visible = false
      GtkTestEnvironment.wait("the branch to go") { journal.events == ["appear", "disappear"] }
      journal.visible = true
      GtkTestEnvironment.wait("the branch to come back") {
        journal.events == ["appear", "disappear", "appear"]
      }
      MainContext.run(forSeconds: 0.1)
      XCTAssertEqual(journal.events, ["appear", "disappear", "appear"])
    }
  }
}
