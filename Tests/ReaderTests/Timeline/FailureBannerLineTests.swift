import XCTest

@testable import OvershootApp

/// The failure banner's one line counts failed feeds and failed accounts each as what it is.
final class FailureBannerLineTests: XCTestCase {
  private typealias Failure = RefreshFailures.Failure

  func testFeedsAndAccountsAreCountedApart() {
    MainActor.assumeIsolated {
      let alpha = Failure(source: .feed(1), title: "Alpha", reason: "not found")
      let beta = Failure(source: .feed(2), title: "Beta", reason: "not found")
      let ann = Failure(source: .account(1), title: "ann at a.test", reason: "refused")
      let bob = Failure(source: .account(2), title: "bob at b.test", reason: "refused")
      XCTAssertEqual(
        FailureBanner.line(for: [alpha, beta]), "2 feeds could not be refreshed: Alpha, Beta")
      XCTAssertEqual(
        FailureBanner.line(for: [ann, bob]),
        "2 accounts could not be synced: ann at a.test, bob at b.test")
      XCTAssertEqual(
        FailureBanner.line(for: [alpha, ann]),
        "1 feed and 1 account could not be refreshed: Alpha, ann at a.test")
      XCTAssertEqual(
        FailureBanner.line(for: [alpha, ann, beta, bob]),
        "2 feeds and 2 accounts could not be refreshed: Alpha, ann at a.test, Beta and 1 more")
      XCTAssertEqual(FailureBanner.line(for: [ann]), "Couldn’t sync ann at a.test: refused")
    }
  }
}
