import FeedCore
import Foundation
import Testing

@Suite struct LocalFetchTests {
  @Test func pathsAndFileURLsAreFetched() async throws {
    let url = try FeedAddress.url(for: Fixture.url("rss2.xml").path)
    #expect(url.isFileURL)
    let result = await FeedFetcher().fetchResult(FetchRequest(url: url))
    guard case .success(.fetched(let document)) = result else {
      Issue.record("expected a document, got \(result)")
      return
    }
    // An unchanged file answers the next conditional fetch with "not modified".
    let again = await FeedFetcher().fetchResult(
      FetchRequest(url: url, lastModified: document.lastModified))
    #expect(again == .success(.notModified))
  }

  @Test func missingFileSaysSo() async {
    let result = await FeedFetcher().fetchResult(
      FetchRequest(url: URL(fileURLWithPath: "/nonexistent/feed.xml")))
    #expect(result == .failure(.fileNotFound("/nonexistent/feed.xml")))
  }

  @Test func fileOverTheCapIsRefused() async {
    let fetcher = FeedFetcher(policy: FetchPolicy(maxBytes: 100))
    let result = await fetcher.fetchResult(FetchRequest(url: Fixture.url("rss2.xml")))
    #expect(result == .failure(.tooLarge(limit: 100)))
  }

  @Test func addresses() throws {
    #expect(try FeedAddress.url(for: "https://x.org/feed").absoluteString == "https://x.org/feed")
    #expect(try FeedAddress.url(for: "feed://x.org/feed").absoluteString == "https://x.org/feed")
    // The Demo feed of earlier builds is gone: `demo:overshoot` is no address of its own, only a
    // file name like any other word without a scheme.
    #expect(try FeedAddress.url(for: "demo:overshoot").isFileURL)
    #expect(throws: FetchError.self) { try FeedAddress.url(for: "gopher://x.org") }
  }
}
