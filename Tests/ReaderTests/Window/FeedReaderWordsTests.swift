import CGtk
import GtkTestSupport
import XCTest

@testable import OvershootApp

/// The empty timeline's words say what happened: a server that answered is not "unreachable",
/// and an empty Starred is filled by starring, not by refreshing.
final class FeedReaderWordsTests: GtkWarningFreeTestCase {
  func testAServerThatAnsweredWithAWebPageIsNotCalledUnreachable() {
    MainActor.assumeIsolated {
      let page = EmptyState.words(
        for: .offline("Not a feed: the document is <html>, not RSS or Atom"))
      XCTAssertEqual(page.heading, "Couldn’t read your feeds")
      let http = EmptyState.words(for: .offline("HTTP 404 Not Found"))
      XCTAssertFalse(http.heading.contains("reach"), http.heading)
    }
  }

  func testANetworkFailureIsCalledUnreachable() {
    MainActor.assumeIsolated {
      let words = EmptyState.words(for: .offline("Cannot reach the server: no route"))
      XCTAssertEqual(words.heading, "Couldn’t reach your feeds")
    }
  }

  func testAnEmptyStarredSaysHowToStarNotToRefresh() throws {
    try ReaderHarness.run { reader in
      let window = reader.openLoadedWindow()
      window.model.scope = .starred
      var done = false
      Task { @MainActor in
        await window.timelineController.reloadTimeline(isNewScope: true)
        done = true
      }
      GtkTestEnvironment.wait("the Starred timeline") { done }
      XCTAssertEqual(window.timeline.emptyKind, .noStarred)
      XCTAssertFalse(EmptyState.words(for: .noStarred).detail.contains("F5"))
    }
  }

  func testTheScrollReadoutNeverSaysMinusZero() {
    MainActor.assumeIsolated {
      XCTAssertEqual(ScrollReadout.whole(-0.3), "0")
      XCTAssertEqual(ScrollReadout.whole(-0.0), "0")
      XCTAssertEqual(ScrollReadout.whole(-2.6), "-3")
    }
  }

  /// A mouse cannot pull unless Preferences allows the wheel to (issue 46, item 10): the hints
  /// name what works everywhere (F5) and where a pull works (touchpad, touchscreen).
  func testTheRefreshHintsSayWhatAMouseUserCanDo() {
    MainActor.assumeIsolated {
      let kinds: [EmptyState.Kind] = [
        .noUnread, .noEntries(scopeName: "Alpha"), .offline("Cannot reach the server"),
        .offline("Not a feed: the document is <html>"),
      ]
      for kind in kinds {
        let detail = EmptyState.words(for: kind).detail
        XCTAssertTrue(detail.contains("F5"), detail)
        XCTAssertTrue(detail.contains("touchpad or touchscreen"), detail)
        XCTAssertFalse(detail.hasPrefix("Pull down"), "a mouse cannot pull by default: \(detail)")
      }
    }
  }
}
