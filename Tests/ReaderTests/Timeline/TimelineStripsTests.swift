import CGtk
import GtkGlue
import GtkTestSupport
import XCTest

@testable import FeedCore
@testable import OvershootApp

/// The notice strip and the failure banner are views over their states: what the state says
/// shows on screen, and their buttons change the state.
final class TimelineStripsTests: GtkWarningFreeTestCase {
  /// Whether the revealer `strip` has slid its content in.
  @MainActor
  private static func isRevealed(_ strip: UnsafeMutablePointer<GtkWidget>) -> Bool {
    let revealer = strip.checked(gtk_revealer_get_type())
    return gtk_revealer_get_reveal_child(revealer) != 0
      && gtk_widget_get_visible(gtk_revealer_get_child(revealer)) != 0
  }

  /// Clicks the icon button whose tooltip is "Dismiss" under `strip`; false when there is none.
  @MainActor
  private static func clickDismiss(in strip: UnsafeMutablePointer<GtkWidget>) -> Bool {
    let dismiss = WidgetFinder.widgets("button", under: strip).first {
      gtk_widget_get_tooltip_text($0).map { String(cString: $0) } == "Dismiss"
    }
    guard let dismiss else { return false }
    overshoot_signal_emit_by_name(dismiss, "clicked")
    return true
  }

  func testAnErrorNoticeShowsInTheStripWithItsActionAndDismissHidesIt() {
    MainActor.assumeIsolated {
      let notice = NoticeState()
      let strip = NoticeBar(notice: notice).makeGtkWidget()
      let window = GtkTestWindow(child: strip)
      defer { window.close() }
      XCTAssertFalse(Self.isRevealed(strip))
      var copied = 0
      notice.show("Couldn’t open it", isError: true, action: ("Copy Link", { copied += 1 }))
      GtkTestEnvironment.wait("the strip to slide in with the message") {
        Self.isRevealed(strip)
          && WidgetFinder.labelTexts(under: strip).contains("Couldn’t open it")
      }
      let content = gtk_revealer_get_child(strip.checked(gtk_revealer_get_type()))
      XCTAssertNotEqual(gtk_widget_has_css_class(content, "error-notice"), 0, "error style")
      XCTAssertTrue(WidgetFinder.click("Copy Link", under: strip))
      XCTAssertEqual(copied, 1)
      XCTAssertFalse(notice.isShown, "the action takes the notice away")
      GtkTestEnvironment.wait("the strip to go") { !Self.isRevealed(strip) }

      notice.show("Still no", isError: true)
      GtkTestEnvironment.wait("the strip again") { Self.isRevealed(strip) }
      XCTAssertTrue(Self.clickDismiss(in: strip))
      XCTAssertFalse(notice.isShown)
      GtkTestEnvironment.wait("Dismiss to hide the strip") { !Self.isRevealed(strip) }
    }
  }

  func testTheFailureBannerShowsItsLineAndDismissKeepsItAway() {
    MainActor.assumeIsolated {
      let banner = FailureBannerState()
      let strip = FailureBanner(banner: banner).makeGtkWidget()
      let window = GtkTestWindow(child: strip)
      defer { window.close() }
      var failures = RefreshFailures()
      failures.record([FeedRefreshResult(feedID: 1, title: "Alpha", outcome: .failed("gone"))])
      banner.show(failures)
      GtkTestEnvironment.wait("the banner to slide in with its line") {
        Self.isRevealed(strip)
          && WidgetFinder.labelTexts(under: strip).contains("Couldn’t refresh Alpha: gone")
      }
      XCTAssertTrue(Self.clickDismiss(in: strip))
      XCTAssertFalse(banner.isShown)
      GtkTestEnvironment.wait("Dismiss to hide the banner") { !Self.isRevealed(strip) }
      banner.show(failures)
      MainContext.run(forSeconds: 0.2)
      XCTAssertFalse(Self.isRevealed(strip), "a dismissed feed stays quiet")
    }
  }
}
