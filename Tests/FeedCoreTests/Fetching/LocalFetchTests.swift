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
    #expect(try FeedAddress.url(for: "demo:") == DemoFeed.url)
    #expect(throws: FetchError.self) { try FeedAddress.url(for: "gopher://x.org") }
  }

  @Test func demoFeedGrowsOnEachRefresh() throws {
    let now = Date(timeIntervalSince1970: 1_700_000_000)
    let first = DemoFeed.document(for: FetchRequest(url: DemoFeed.url), at: now)
    let second = DemoFeed.document(
      for: FetchRequest(url: DemoFeed.url, etag: first.etag), at: now.addingTimeInterval(60))
    let a = try FeedParser().parse(first.data, url: DemoFeed.url)
    let b = try FeedParser().parse(second.data, url: DemoFeed.url)
    #expect(a.feed.title?.contains("Demo") == true)
    #expect(a.entries.count == 8)
    #expect(b.entries.count == 3)
    #expect(Set(a.entries.map(\.id)).isDisjoint(with: b.entries.map(\.id)))
    // Deterministic: the same generation at the same time is the same document.
    #expect(DemoFeed.document(for: FetchRequest(url: DemoFeed.url), at: now) == first)
  }
}
