import FeedCore
import Foundation
import Testing

/// A subscription whose address is a web page (an OPML outline pointing at a blog) follows the
/// feed the page links to, as Add Feed does, instead of failing every refresh.
@Suite struct PageAddressRefreshTests {
  let served: ServedStore
  var server: LocalFeedServer { served.server }
  var store: FeedStore { served.store }

  init() throws { served = try ServedStore() }

  func refresh() async -> [FeedRefreshResult] { await served.refresh() }

  @Test func aPageAddressMovesToTheFeedItLinksTo() async throws {
    let page = try await store.addFeed(url: server.url("/page/one"), folder: "Blogs")
    let results = await refresh()
    let result = try #require(results.first)
    #expect(!result.failed, "\(result.summaryLine)")
    #expect(result.relocation == .foundOnPage(feed: server.url("/blog/feed.xml")))
    #expect(result.summaryLine.contains("is a web page"))
    let feed = try await store.subscription(page.id)
    #expect(feed.url == server.url("/blog/feed.xml"))
    #expect(feed.folder == "Blogs")
    #expect(try await store.entryCount(feed: page.id) > 0)
    #expect(feed.lastError == nil)

    let again = await refresh()
    #expect(again.first?.relocation == nil, "the next refresh fetches the feed directly")
    #expect(again.first?.failed == false)
  }

  @Test func aPageAlreadyFollowedThroughItsFeedBecomesOne() async throws {
    let feed = try await store.addFeed(url: server.url("/blog/feed.xml"))
    _ = try await store.addFeed(url: server.url("/page/one"))
    let results = await refresh()
    #expect(try await store.subscriptions().map(\.id) == [feed.id])
    #expect(results.contains { if case .mergedInto = $0.relocation { true } else { false } })
  }

  @Test(arguments: ["/page/none", "/page/broken", "/page/to-page"])
  func aPageWithoutAWorkingFeedStillFails(path: String) async throws {
    let page = try await store.addFeed(url: server.url(path))
    let results = await refresh()
    #expect(results.first?.failed == true)
    #expect(try await store.subscription(page.id).url == server.url(path))
  }
}
