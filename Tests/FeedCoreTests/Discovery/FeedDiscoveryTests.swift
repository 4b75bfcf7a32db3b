import FeedCore
import Foundation
import Testing

/// Discovery against a real HTTP server on 127.0.0.1: pages that link to feeds, redirects, and
/// failures that must leave the store as it was.
@Suite struct FeedDiscoveryTests {
  let server: LocalFeedServer
  let discovery = FeedDiscovery(
    fetcher: FeedFetcher(policy: FetchPolicy(timeout: 10, maxBytes: 16 << 20, maxRedirects: 3)))

  init() throws {
    server = try LocalFeedServer()
  }

  func discover(_ path: String) async -> Result<DiscoveryResult, DiscoveryError> {
    do throws(DiscoveryError) {
      return .success(try await discovery.discover(server.url(path)))
    } catch {
      return .failure(error)
    }
  }

  func feed(_ path: String) async throws -> DiscoveredFeed {
    guard case .success(.feed(let feed)) = await discover(path) else {
      throw DiscoveryTestFailure("\(path) gave no single feed: \(await discover(path))")
    }
    return feed
  }

  @Test func aFeedAddressIsItsOwnFeed() async throws {
    let feed = try await feed("/feed.xml")
    #expect(feed.url == server.url("/feed.xml"))
    #expect(feed.page == nil)
    #expect(feed.parsed.feed.title == "Local")
    #expect(feed.etag == "\"v1\"")
  }

  @Test func aRedirectedFeedIsFoundAtItsFinalAddress() async throws {
    let feed = try await feed("/feed-moved")
    #expect(feed.url == server.url("/blog/feed.xml"))
    // Its relative links resolve against where it was found, not where it was asked for.
    #expect(feed.parsed.entries.first?.link == server.url("/blog/posts/1").absoluteString)
  }

  @Test func aPageWithOneFeedGivesThatFeed() async throws {
    let feed = try await feed("/page/one")
    #expect(feed.url == server.url("/blog/feed.xml"))
    #expect(feed.page == server.url("/page/one"))
    #expect(feed.parsed.feed.title == "Local blog")
  }

  @Test func aRedirectedPageResolvesItsLinksAgainstItsFinalAddress() async throws {
    // `/moved/deep/page` redirects to `/page/one`, whose href is `../blog/feed.xml`.
    let feed = try await feed("/moved/deep/page")
    #expect(feed.page == server.url("/page/one"))
    #expect(feed.url == server.url("/blog/feed.xml"))
  }

  @Test func aBaseHrefApplies() async throws {
    #expect(try await feed("/page/base").url == server.url("/blog/feed.xml"))
  }

  @Test func aPageWithSeveralFeedsOffersThemAll() async throws {
    guard case .success(.choices(let page, let links)) = await discover("/page/two") else {
      Issue.record("expected choices")
      return
    }
    #expect(page == server.url("/page/two"))
    #expect(links.map(\.url) == [server.url("/blog/feed.xml"), server.url("/blog/atom.xml")])
    #expect(links.map(\.title) == ["Blog (RSS)", "Blog (Atom)"])
    #expect(links.map(\.kind) == [.rss, .atom])
    let chosen = try await discovery.feed(at: links[1].url, from: page)
    #expect(chosen.parsed.feed.title == "Local Atom")
    #expect(chosen.page == page)
  }

  @Test func aPageWithoutFeedsSaysSoInOneLine() async {
    let result = await discover("/page/none")
    #expect(result == .failure(.noFeedLinked(page: server.url("/page/none"))))
    #expect(
      DiscoveryError.noFeedLinked(page: server.url("/page/none")).description
        == "No feed found at \(server.url("/page/none").absoluteString): the page links to none")
  }

  @Test func aBrokenFeedLinkNamesTheLinkAndTheReason() async {
    guard case .failure(let error) = await discover("/page/broken") else {
      Issue.record("expected a failure")
      return
    }
    #expect(
      error.description
        == "\(server.url("/page/broken").absoluteString) links to "
        + "\(server.url("/missing").absoluteString), but it failed: HTTP 404 Not Found")
  }

  @Test func aLinkToAnotherPageIsNotFollowedFurther() async {
    guard
      case .failure(.linkedFeedFailed(_, let feed, let reason)) = await discover("/page/to-page")
    else {
      Issue.record("expected the linked page to be refused")
      return
    }
    #expect(feed == server.url("/page/one"))
    #expect(reason.hasPrefix("that is not a feed: Not a feed"))
  }

  @Test func plainTextIsNotAFeedNorAPage() async {
    guard case .failure(.notAFeed(let address, _)) = await discover("/not-html") else {
      Issue.record("expected notAFeed")
      return
    }
    #expect(address == server.url("/not-html"))
  }

  @Test func redirectsStayBounded() async {
    #expect(
      await discover("/redirect-forever/0")
        == .failure(
          .fetchFailed(address: server.url("/redirect-forever/0"), .tooManyRedirects(limit: 3))))
  }

  @Test func aHostilePageWithAHundredThousandLinksOffersABoundedChoice() async {
    guard case .success(.choices(_, let links)) = await discover("/page/hostile") else {
      Issue.record("expected choices")
      return
    }
    #expect(links.count == FeedLinkFinder.maxLinks)
    #expect(links.first?.url == server.url("/feeds/0.xml"))
  }

  @Test func subscribingStoresTheFinalAddressAndTheEntries() async throws {
    let folder = try TemporaryDirectory()
    let store = try FeedStore(url: folder.file("feeds.sqlite"))
    let subscription = try await store.subscribe(to: try await feed("/feed-moved"))
    #expect(subscription.url == server.url("/blog/feed.xml"))
    #expect(subscription.title == "Local blog")
    #expect(subscription.unreadCount == 2)
    #expect(subscription.etag == "\"b1\"")
    // Subscribing again (the same feed through its page) adds nothing new.
    let again = try await store.subscribe(to: try await feed("/page/one"))
    #expect(again.id == subscription.id)
    #expect(try await store.subscriptions().count == 1)
  }

  @Test func aFailedDiscoveryLeavesTheStoreAsItWas() async throws {
    let folder = try TemporaryDirectory()
    let store = try FeedStore(url: folder.file("feeds.sqlite"))
    try await store.subscribe(to: try await feed("/feed.xml"))
    let before = try await store.subscriptions()
    let entriesBefore = try await store.entries(in: .all)
    for path in ["/page/none", "/page/broken", "/page/to-page", "/not-html", "/loop", "/missing"] {
      if case .success(.feed(let feed)) = await discover(path) {
        Issue.record("\(path) should not give a feed")
        try await store.subscribe(to: feed)
      }
    }
    #expect(try await store.subscriptions() == before)
    #expect(try await store.entries(in: .all) == entriesBefore)
  }
}

/// A test's own failure with a message.
struct DiscoveryTestFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
