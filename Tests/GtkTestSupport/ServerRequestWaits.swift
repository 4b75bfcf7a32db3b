import GtkGlue
import TestSupport
import XCTest

extension FeedServerProcess {
  /// Waits, running the main loop (where WebKit's loads are driven from), until the server has
  /// seen every request in `wanted` ("GET /a.png"); returns every request it saw by then.
  @MainActor @discardableResult
  public func waitForRequests(
    _ wanted: [String], _ what: String, timeout: Double = 20, file: StaticString = #filePath,
    line: UInt = #line
  ) -> [String] {
    var requests: [String] = []
    GtkTestEnvironment.wait(what, timeout: timeout, file: file, line: line) {
      requests = (try? self.requests()) ?? []
      if wanted.allSatisfy(requests.contains) { return true }
      MainContext.run(forSeconds: 0.2)
      return false
    }
    for request in wanted {
      XCTAssertTrue(requests.contains(request), "\(request) in \(requests)", file: file, line: line)
    }
    return requests
  }
}
