import CGtk
import Foundation
import GtkGlue
import GtkTestSupport
import ReaderViews
import XCTest

@testable import FeedCore
@testable import Overshoot
@testable import OvershootApp

/// Each timeline row's list item carries the entry's actions (what a screen reader lists and
/// the context menu runs): each runs the window's action for the entry bound there, and Copy
/// Link is offered only when the entry has a link.
final class TimelineRowActionsTests: GtkWarningFreeTestCase {
  func testARowsActionsRunTheWindowsActionsForItsEntry() throws {
    try MainActor.assumeIsolated {
      let timeline = TimelineView()
      let window = GtkTestWindow(child: timeline.widget, width: 480, height: 500)
      defer { window.close() }
      let recorder = ActionRecorder()
      let group = g_simple_action_group_new()!
      defer { g_object_unref(group.gpointer) }
      gtk_widget_insert_action_group(window.window, "win", group.checked(g_action_group_get_type()))
      for name in ["open-entry", "toggle-read", "toggle-star", "copy-link"] {
        let action = g_simple_action_new(name, overshoot_variant_type_int64())!
        action.connectActivate { parameter in
          recorder.ran.append((name, parameter.map { Int64(g_variant_get_int64($0)) } ?? -1))
        }
        g_action_map_add_action(group.checked(g_action_map_get_type()), action)
        g_object_unref(action.gpointer)
      }
      var entries = TimelinePillTests.entries([30, 20, 10])
      entries[1].entry.link = "https://example.org/20"
      timeline.show(entries, isNewScope: true, empty: nil)
      GtkTestEnvironment.wait("the rows laid out") { timeline.list.visibleRange != nil }

      let items = try (0..<3).map { position in
        let slot = timeline.list.slots.values.first { $0.position == position }
        return try XCTUnwrap(slot.flatMap { gtk_widget_get_parent($0.widget) })
      }
      XCTAssertNotEqual(gtk_widget_activate_action_variant(items[1], "entry.mark-read", nil), 0)
      XCTAssertNotEqual(gtk_widget_activate_action_variant(items[1], "entry.copy-link", nil), 0)
      XCTAssertNotEqual(
        gtk_widget_activate_action_variant(items[2], "entry.open-in-browser", nil), 0)
      XCTAssertNotEqual(gtk_widget_activate_action_variant(items[2], "entry.star", nil), 0)
      XCTAssertEqual(
        recorder.ran.map(\.0), ["toggle-read", "copy-link", "open-entry", "toggle-star"])
      XCTAssertEqual(recorder.ran.map(\.1), [20, 20, 10, 10], "each row acts on its own entry")
      let row = try XCTUnwrap(
        timeline.list.slots.values.first { $0.position == 0 }?.row as? TimelineRow)
      XCTAssertEqual(row.actions?.isEnabled("copy-link"), false, "no link, no Copy Link")
      // Each action is named for what it does to this entry, unread and not starred.
      XCTAssertEqual(row.actions?.isEnabled("mark-read"), true)
      XCTAssertEqual(row.actions?.isEnabled("mark-unread"), false)
      XCTAssertEqual(row.actions?.isEnabled("star"), true)
      XCTAssertEqual(row.actions?.isEnabled("unstar"), false)
      var read = entries[0]
      read.isRead = true
      read.isStarred = true
      row.bind(read)
      XCTAssertEqual(row.actions?.isEnabled("mark-read"), false)
      XCTAssertEqual(row.actions?.isEnabled("mark-unread"), true)
      XCTAssertEqual(row.actions?.isEnabled("star"), false)
      XCTAssertEqual(row.actions?.isEnabled("unstar"), true)
      XCTAssertEqual(GtkTestEnvironment.criticalCount, 0)
    }
  }
}

/// What the window's actions were asked to do.
@MainActor
private final class ActionRecorder {
  var ran: [(String, Int64)] = []
}
