import CGtk
@_spi(Testing) import GtkGlue
import GtkTestSupport
import Overshoot
import XCTest

/// Closures and wrappers are freed exactly when GLib lets go of them.
final class OwnershipTests: GtkTestCase {
  func testTenThousandConnectionsDisconnectedLeaveNoBoxes() {
    MainActor.assumeIsolated {
      let button = ObjectRef(sinking: gtk_button_new_with_label("Refresh")!)
      let boxesBefore = LiveCounts.signalBoxes
      var clicks = 0
      var connections: [SignalConnection] = []
      for _ in 0..<10_000 {
        connections.append(button.pointer.connect("clicked") { clicks += 1 })
      }
      XCTAssertEqual(LiveCounts.signalBoxes - boxesBefore, 10_000)
      emitClicked(button)
      XCTAssertEqual(clicks, 10_000)
      for connection in connections { connection.disconnect() }
      XCTAssertEqual(LiveCounts.signalBoxes, boxesBefore)
      XCTAssertFalse(connections[0].isConnected)
      emitClicked(button)
      XCTAssertEqual(clicks, 10_000, "a disconnected closure still ran")
      XCTAssertEqual(GtkTestEnvironment.criticalCount, 0)
    }
  }

  func testThousandWrappedWidgetsAreFinalizedWithTheirClosures() {
    MainActor.assumeIsolated {
      let refsBefore = LiveCounts.objectRefs
      let boxesBefore = LiveCounts.signalBoxes
      var weakRefs: [UnsafeMutablePointer<GWeakRef>] = []
      var wrappers: [ObjectRef] = []
      for index in 0..<1_000 {
        let wrapper = ObjectRef(sinking: gtk_label_new("row \(index)")!)
        // The recommended pattern: a closure on a widget holds its wrapper weakly, no cycle.
        wrapper.pointer.connect("map") { [weak wrapper] in _ = wrapper }
        let weak = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)
        weak.initialize(to: GWeakRef())
        g_weak_ref_init(weak, wrapper.pointer)
        weakRefs.append(weak)
        wrappers.append(wrapper)
      }
      XCTAssertEqual(LiveCounts.objectRefs - refsBefore, 1_000)
      XCTAssertEqual(LiveCounts.signalBoxes - boxesBefore, 1_000)

      wrappers.removeAll()

      XCTAssertEqual(LiveCounts.objectRefs, refsBefore, "wrappers outlived their last use")
      XCTAssertEqual(LiveCounts.signalBoxes, boxesBefore, "finalized widgets left closures behind")
      for weak in weakRefs {
        XCTAssertNil(g_weak_ref_get(weak), "a widget outlived its last wrapper")
        g_weak_ref_clear(weak)
        weak.deallocate()
      }
      XCTAssertEqual(GtkTestEnvironment.criticalCount, 0)
    }
  }

  func testKeyShortcutsAndWidgetDataAreReleasedWithTheirWidget() {
    MainActor.assumeIsolated {
      let boxesBefore = LiveCounts.attachedBoxes
      var presses = 0
      var widget: ObjectRef? = ObjectRef(
        sinking: Text("Keys").hidden(false).makeGtkWidget())
      if let widget {
        KeyboardShortcuts.add(["F9", "<Control>k"], to: widget.widget) {
          presses += 1
          return true
        }
      }
      XCTAssertGreaterThanOrEqual(
        LiveCounts.attachedBoxes - boxesBefore, 3, "two shortcut actions and the label's text")
      widget = nil
      XCTAssertEqual(LiveCounts.attachedBoxes, boxesBefore, "a finalized widget kept its boxes")
      XCTAssertEqual(presses, 0)
      XCTAssertEqual(GtkTestEnvironment.criticalCount, 0)
    }
  }
}

@MainActor
private func emitClicked(_ button: ObjectRef) {
  overshoot_signal_emit_by_name(button.pointer, "clicked")
}
