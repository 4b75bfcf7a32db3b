import FeedCore
import Foundation
import Testing

/// The desktop's proxy is used: GNOME's proxy settings (through GIO), the `http_proxy` and
/// `no_proxy` variables, and an injected resolver, against the loopback server as the proxy.
@Suite struct ProxyFetchTests {
  /// GIO's GNOME proxy module (Debian's glib-networking) and the proxy settings' schema
  /// (gsettings-desktop-schemas), which `.ci/quickstart test` installs.
  static var gnomeProxyInstalled: Bool {
    let modules = ["x86_64-linux-gnu", "aarch64-linux-gnu"].map {
      "/usr/lib/\($0)/gio/modules/libgiognomeproxy.so"
    }
    return modules.contains { FileManager.default.fileExists(atPath: $0) }
      && FileManager.default.fileExists(
        atPath: "/usr/share/glib-2.0/schemas/org.gnome.system.proxy.gschema.xml")
  }

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
    #expect(bypassed.stdout.contains("Local: 2 new"), "\(bypassed.report)")
    #expect(try await Self.proxied(by: proxy).isEmpty, "no_proxy was ignored")

    let proxied = try MeasuredChild.run(
      cli, arguments, environment: ["http_proxy": proxyAddress, "no_proxy": ""], deadline: 30)
    #expect(proxied.stdout.contains("Local: not modified"), "\(proxied.report)")
    #expect(try await Self.proxied(by: proxy) == [origin.url("/feed.xml").absoluteString])
  }

  @Test(
    .enabled(if: InterruptedMergeTests.cli != nil, "needs the built overshoot-cli"),
    .enabled(if: gnomeProxyInstalled, "needs glib-networking and gsettings-desktop-schemas"))
  func gnomeProxySettingsAreHonoured() async throws {
    let origin = try LocalFeedServer()
    let proxy = try LocalFeedServer()
    let directory = try TemporaryDirectory()
    let store = try FeedStore(url: directory.file("feeds.sqlite"))
    try await store.addFeed(url: origin.url("/feed.xml"))
    // What GNOME Settings writes for a manual proxy, in GSettings' keyfile backend (groups are
    // the schema's path); loopback is on GNOME's default ignore list, so the list is emptied.
    let settings = directory.file("config/glib-2.0/settings")
    try FileManager.default.createDirectory(at: settings, withIntermediateDirectories: true)
    try """
    [system/proxy]
    mode='manual'
    ignore-hosts=@as []

    [system/proxy/http]
    host='127.0.0.1'
    port=\(proxy.port)
    """.write(to: settings.appendingPathComponent("keyfile"), atomically: true, encoding: .utf8)
    let run = try MeasuredChild.run(
      try #require(InterruptedMergeTests.cli),
      ["refresh", "--db", directory.file("feeds.sqlite").path],
      environment: [
        "XDG_CURRENT_DESKTOP": "GNOME", "GSETTINGS_BACKEND": "keyfile",
        "XDG_CONFIG_HOME": directory.file("config").path, "http_proxy": "", "no_proxy": "",
      ], deadline: 30)
    #expect(run.stdout.contains("Local: 2 new"), "\(run.report)")
    #expect(try await Self.proxied(by: proxy) == [origin.url("/feed.xml").absoluteString])
  }
}
