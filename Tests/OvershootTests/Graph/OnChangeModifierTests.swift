import CGtk
import GtkGlue
import GtkTestSupport
import Observation
import XCTest

@testable import Overshoot

/// `.onChange(of:initial:_:)`: the action runs when the value given at an update differs from
/// the one before, with both values; the made widget is updated as a re-evaluated body does.
final class OnChangeModifierTests: GtkTestCase {
  func testTheActionRunsOnlyWhenTheValueChanges() {
    MainActor.assumeIsolated {
      var changes: [String] = []
      let describe = { (count: Int, unread: Bool) in
        Text("Inbox")
          .onChange(of: count) { old, new in changes.append("count \(old)→\(new)") }
          .onChange(of: unread) { changes.append("unread") }
          .onChange(of: count, perform: { new in changes.append("perform \(new)") })
      }
      let shown = WidgetModifierTests.Shown { describe(1, false) }
      defer { shown.window.close() }
      let label = shown.root
      XCTAssertEqual(changes, [], "nothing changed yet, and initial is false")
      XCTAssertTrue(describe(1, false).update(label))
      XCTAssertEqual(changes, [], "the same values")
      XCTAssertTrue(describe(2, false).update(label))
      XCTAssertEqual(changes, ["count 1→2", "perform 2"])
      XCTAssertTrue(describe(2, true).update(label))
      XCTAssertEqual(changes, ["count 1→2", "perform 2", "unread"], "each modifier keeps its own")
    }
  }

  func testInitialRunsOnceWhenTheWidgetIsMade() {
    MainActor.assumeIsolated {
      var seen: [[String]] = []
      let describe = { (title: String) in
        Text(title).onChange(of: title, initial: true) { old, new in seen.append([old, new]) }
      }
      let shown = WidgetModifierTests.Shown { describe("Draft") }
      defer { shown.window.close() }
      XCTAssertEqual(seen, [["Draft", "Draft"]])
      let label = shown.root
      XCTAssertTrue(describe("Sent").update(label))
      XCTAssertEqual(seen, [["Draft", "Draft"], ["Draft", "Sent"]])
    }
  }

  @MainActor @Observable
  final class Inbox {
    var unread = 1
  }

  struct InboxBadge: Widget {
    let inbox: Inbox
    let changed: @MainActor (Int, Int) -> Void
    var body: some Widget {
      Text("\(inbox.unread) unread").onChange(of: inbox.unread) { old, new in changed(old, new) }
    }
  }

  func testAnObservedValueRunsTheActionWhenTheBodyRunsAgain() {
    MainActor.assumeIsolated {
      let inbox = Inbox()
      var changes: [[Int]] = []
      let shown = WidgetModifierTests.Shown {
        InboxBadge(inbox: inbox) { old, new in changes.append([old, new]) }
      }
      defer { shown.window.close() }
      XCTAssertEqual(changes, [])
      inbox.unread = 4
      GtkTestEnvironment.wait("the body to run again with 4") { changes == [[1, 4]] }
      inbox.unread = 4
      inbox.unread = 2
      GtkTestEnvironment.wait("the next change") { changes == [[1, 4], [4, 2]] }
    }
  }
}
