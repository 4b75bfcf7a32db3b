import CGtk
import CGtkTestSupport
import FeedCore
import Foundation
import GtkTestSupport
import XCTest

@testable import OvershootApp

/// Holds what a task on the main actor hands back to a test waiting on the main loop.
@MainActor
final class Pending<Value> {
  var value: Value?
}

extension ReaderHarness {
  /// Runs `work` on the main actor while the main loop turns, until it ends (10 s at most):
  /// for store calls whose errors the test does not look at.
  static func runToEnd(_ work: @escaping @MainActor () async -> Void) {
    var done = false
    Task { @MainActor in
      await work()
      done = true
    }
    GtkTestEnvironment.wait("the store", timeout: 10) { done }
  }

  /// Runs `work` on the main actor while the main loop runs, and returns what it returned.
  static func run<Value>(
    _ what: String, timeout: Double = 15, _ work: @escaping @MainActor () async throws -> Value
  ) throws -> Value {
    let pending = Pending<Result<Value, any Error>>()
    Task { @MainActor in
      do {
        pending.value = .success(try await work())
      } catch {
        pending.value = .failure(error)
      }
    }
    GtkTestEnvironment.wait(what, timeout: timeout) { pending.value != nil }
    return try XCTUnwrap(pending.value).get()
  }

  /// Adds a sync account to `window`'s store, as the Add Sync Account dialog does once the
  /// password is kept, and reloads the window's accounts.
  @discardableResult
  static func addAccount(to window: MainWindow, server: URL, user: String) throws -> SyncAccount {
    try run("the account to be added") {
      let account = try await XCTUnwrap(window.model.store).addAccount(server: server, user: user)
      await window.model.reloadSubscriptions()
      return account
    }
  }

  /// Pulls the timeline down with the touchpad until the pull is armed and lets go, as a reader
  /// does (the refreshable's own scroll controller gets the events), then waits until the
  /// refresh it starts has ended and the window settled.
  static func pullToRefresh(_ window: MainWindow, timeout: Double = 30) throws {
    let refreshable = window.timeline.refreshable
    let refreshes = refreshable.controller.state.refreshCount
    let scroll = try XCTUnwrap(
      GtkTestWindow.controller(named: "overshoot-pull-scroll", on: refreshable.scrolledWindow))
    GtkTestEnvironment.wait("the timeline laid out") {
      gtk_widget_get_height(window.timeline.list.gtkWidget) > 0
    }
    // A refresh that brought entries above kept the reader's place below them: a pull starts at
    // the top.
    if window.timeline.list.count > 0 { window.timeline.list.scroll(toPosition: 0) }
    GtkTestEnvironment.wait("the timeline at its top") { window.timelineOffset < 0.5 }
    overshoot_signal_emit_by_name(scroll.gpointer, "scroll-begin")
    for _ in 0..<60 where refreshable.controller.phase != .armed {
      _ = overshoot_signal_emit_scroll(scroll.gpointer, 0, -1)
    }
    XCTAssertEqual(refreshable.controller.phase, .armed, "the pull did not arm")
    overshoot_signal_emit_by_name(scroll.gpointer, "scroll-end")
    GtkTestEnvironment.wait("the pull's refresh to end", timeout: timeout) {
      refreshable.controller.state.refreshCount > refreshes
        && refreshable.controller.state.activeRefresh == nil && window.isSettled
    }
  }
}

extension MainWindow {
  /// The titles the timeline shows, top to bottom.
  var timelineTitles: [String] {
    let list = timeline.list
    return (0..<list.count).map { list.item(at: $0).entry.title ?? "" }
  }

  /// The store id of the entry titled `title` in the timeline.
  func timelineEntry(titled title: String) -> Int64? {
    let list = timeline.list
    return (0..<list.count).first { list.item(at: $0).entry.title == title }.map { list.id(at: $0) }
  }
}
