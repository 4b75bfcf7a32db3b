import CGtk
import CGtkTestSupport
import GtkGlue
import GtkTestSupport
import Observation
@_spi(Testing) import Overshoot
import XCTest

/// `refreshableWheelPulls(_:)`: mouse-wheel turns past the top pull to refresh only where the
/// app turned them on, on either side of `.refreshable` or around it, the nearest choice winning.
/// The first case is PullToRefresh.md's snippet; keep the two in step.
final class RefreshableWheelPullsTests: GtkTestCase {
  @MainActor @Observable
  final class Inbox {
    var mails = (1...40).map { Mail(id: $0, subject: "Mail \($0)") }
    var fetches = 0

    func fetch() async throws { fetches += 1 }
  }

  struct Mail {
    let id: Int
    var subject: String
  }

  func testWheelTurnsPastTheTopRefreshOnlyWhereTurnedOn() {
    MainActor.assumeIsolated {
      let cases: [(String, Bool, (Inbox) -> any Widget)] = [
        (
          "after .refreshable (the article's snippet)", true,
          { inbox in
            List(inbox.mails, id: \.id) { Text($0.subject) }
              .refreshable { try? await inbox.fetch() }
              .refreshableWheelPulls()
          }
        ),
        (
          "without it", false,
          { inbox in
            List(inbox.mails, id: \.id) { Text($0.subject) }
              .refreshable { try? await inbox.fetch() }
          }
        ),
        (
          "before .refreshable", true,
          { inbox in
            List(inbox.mails, id: \.id) { Text($0.subject) }
              .refreshableWheelPulls()
              .refreshable { try? await inbox.fetch() }
          }
        ),
        (
          "on a stack around it", true,
          { inbox in
            VStack {
              Text("Inbox")
              List(inbox.mails, id: \.id) { Text($0.subject) }
                .refreshable { try? await inbox.fetch() }
            }
            .refreshableWheelPulls()
          }
        ),
        (
          "turned off nearer than on", false,
          { inbox in
            VStack {
              List(inbox.mails, id: \.id) { Text($0.subject) }
                .refreshable { try? await inbox.fetch() }
                .refreshableWheelPulls(false)
            }
            .refreshableWheelPulls()
          }
        ),
      ]
      for (what, pulls, content) in cases {
        Self.assertWheelTurns(refresh: pulls, what, content)
      }
    }
  }

  @MainActor
  private static func assertWheelTurns(
    refresh: Bool, _ what: String, _ content: (Inbox) -> any Widget,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let inbox = Inbox()
    let shown = WidgetModifierTests.Shown { content(inbox) }
    defer { shown.window.close() }
    guard let refreshable = shown.wrapper(RefreshableScrolledWindow.self),
      let scroll = GtkTestWindow.controller(
        named: "overshoot-pull-scroll", on: refreshable.scrolledWindow)
    else { return XCTFail("\(what): no refreshable view", file: file, line: line) }
    refreshable.controller.coordinator.minimumVisibleDuration = .zero
    // Three quick notches up at the top, as a mouse wheel sends them: no scroll-begin or end.
    for _ in 0..<3 { _ = overshoot_signal_emit_scroll(scroll.gpointer, 0, -1) }
    if refresh {
      XCTAssertGreaterThan(
        refreshable.controller.state.distance, 0, "\(what): the wheel pulls", file: file,
        line: line)
      // The wheel has no release: the pull releases itself once the wheel rests.
      GtkTestEnvironment.wait("\(what): the wheel pull to refresh", file: file, line: line) {
        inbox.fetches == 1
      }
      GtkTestEnvironment.wait("\(what): the refresh to end", file: file, line: line) {
        refreshable.controller.phase == .idle
      }
    } else {
      XCTAssertEqual(
        refreshable.controller.state.distance, 0, "\(what): the wheel does not pull", file: file,
        line: line)
      XCTAssertEqual(refreshable.controller.phase, .idle, what, file: file, line: line)
    }
    // A touchpad pulls either way.
    shown.pull(steps: 40)
    GtkTestEnvironment.wait("\(what): a touchpad pull to refresh", file: file, line: line) {
      inbox.fetches == (refresh ? 2 : 1)
    }
  }
}
