import FeedCore
import Foundation
import Testing

/// The desktop's proxy is used: an injected resolver (the app's bridge to GNOME's settings) and
/// the `http_proxy`/`no_proxy` variables, against the loopback server acting as the proxy.
@Suite struct ProxyFetchTests {
  /// Sends everything through one proxy, as GIO answers for a manual GNOME proxy setting.
  struct FixedProxy: ProxyResolver {
    let route: ProxyRoute
    func route(for url: URL) async -> ProxyRoute? { route }
  }

  /// The absolute URLs the server has forwarded as a proxy so far.
  static func proxied(by server: LocalFeedServer) async throws -> [String] {
    let result = await FeedFetcher(proxyResolver: FixedProxy(route: .direct))
      .fetchResult(FetchRequest(url: server.url("/proxy-log")))
    guard case .success(.fetched(let log)) = result else {
      Issue.record("no proxy log: \(result)")
      return []
    }
    return String(decoding: log.data, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  @Test func anInjectedResolverSendsTheRequestThroughItsProxy() async throws {
    let origin = try LocalFeedServer()
    let proxy = try LocalFeedServer()
    let fetcher = FeedFetcher(proxyResolver: FixedProxy(route: .through(proxy.url("/"))))
    let result = await fetcher.fetchResult(FetchRequest(url: origin.url("/feed.xml")))
    guard case .success(.fetched(let document)) = result else {
      Issue.record("expected the feed through the proxy, got \(result)")
      return
    }
    #expect(document.etag == "\"v1\"")
    #expect(try await Self.proxied(by: proxy) == [origin.url("/feed.xml").absoluteString])
  }

  @Test func aDirectRouteBypassesTheProxy() async throws {
    let origin = try LocalFeedServer()
    let result = await FeedFetcher(proxyResolver: FixedProxy(route: .direct))
      .fetchResult(FetchRequest(url: origin.url("/feed.xml")))
    guard case .success(.fetched) = result else {
      Issue.record("expected the feed, got \(result)")
      return
    }
    #expect(try await Self.proxied(by: origin).isEmpty)
  }

  @Test(.enabled(if: InterruptedMergeTests.cli != nil, "needs the built overshoot-cli"))
  func theProxyVariablesAreHonoured() async throws {
    let origin = try LocalFeedServer()
    let proxy = try LocalFeedServer()
    let directory = try TemporaryDirectory()
    let store = try FeedStore(url: directory.file("feeds.sqlite"))
    try await store.addFeed(url: origin.url("/feed.xml"))
    let cli = try #require(InterruptedMergeTests.cli)
    let arguments = ["refresh", "--db", directory.file("feeds.sqlite").path]
    let proxyAddress = proxy.url("/").absoluteString

    let bypassed = try MeasuredChild.run(
      cli, arguments, environment: ["http_proxy": proxyAddress, "no_proxy": "127.0.0.1"],
      deadline: 30)
    #expect(bypassed.stdout.contains("Local: 2 new"), "printed: \(bypassed.stdout)")
    #expect(try await Self.proxied(by: proxy).isEmpty, "no_proxy was ignored")

    let proxied = try MeasuredChild.run(
      cli, arguments, environment: ["http_proxy": proxyAddress, "no_proxy": ""], deadline: 30)
    #expect(proxied.stdout.contains("Local: not modified"), "printed: \(proxied.stdout)")
    #expect(try await Self.proxied(by: proxy) == [origin.url("/feed.xml").absoluteString])
  }
}
