import FeedCore
import Foundation
import TestSupport
import Testing

/// Runs the built `overshoot-cli add` against pages on a loopback server.
@Suite struct AddCLITests {
  static var cli: URL? { InterruptedMergeTests.cli }

  let server: LocalFeedServer
  let folder: TemporaryDirectory
  var database: String { folder.file("feeds.sqlite").path }

  init() throws {
    server = try LocalFeedServer()
    folder = try TemporaryDirectory()
  }

  func add(_ arguments: [String]) throws -> DeadlineProcess.Result {
    let cli = try #require(Self.cli)
    return try DeadlineProcess.run(cli.path, ["add", "--db", database] + arguments, seconds: 30)
  }

  func subscribedURLs() async throws -> [URL] {
    try await FeedStore(url: folder.file("feeds.sqlite")).subscriptions().map(\.url).sorted {
      $0.absoluteString < $1.absoluteString
    }
  }

  @Test(.enabled(if: cli != nil)) func aPageWithOneFeedSubscribesToIt() async throws {
    let result = try add([server.url("/page/one").absoluteString])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdoutText.hasPrefix(
        "Subscribed: \(server.url("/blog/feed.xml").absoluteString) (id 1), \"Local blog\", 2 entries"
      ))
    #expect(try await subscribedURLs() == [server.url("/blog/feed.xml")])
  }

  @Test(.enabled(if: cli != nil)) func severalFeedsAreListedAndNothingIsSubscribed() async throws {
    let page = server.url("/page/two").absoluteString
    let result = try add([page])
    #expect(result.status != 0)
    #expect(
      result.stdoutText == """
        \(page) links to 2 feeds:
          1. \(server.url("/blog/feed.xml").absoluteString)  RSS  Blog (RSS)
          2. \(server.url("/blog/atom.xml").absoluteString)  Atom  Blog (Atom)

        """)
    #expect(
      result.stderr
        == "error: Several feeds at \(page): pass the address of the one you want, or --pick N, or --all\n"
    )
    #expect(try await subscribedURLs().isEmpty)
  }

  @Test(.enabled(if: cli != nil)) func pickAndAllChoose() async throws {
    let page = server.url("/page/two").absoluteString
    #expect(try add(["--pick", "2", page]).status == 0)
    #expect(try await subscribedURLs() == [server.url("/blog/atom.xml")])
    #expect(try add(["--all", page]).status == 0)
    #expect(
      try await subscribedURLs() == [server.url("/blog/atom.xml"), server.url("/blog/feed.xml")])
    let outOfRange = try add(["--pick", "3", page])
    #expect(outOfRange.status != 0)
    #expect(outOfRange.stderr == "error: --pick 3: \(page) links to only 2 feeds\n")
  }

  @Test(.enabled(if: cli != nil)) func noFeedIsOneLineAndTheStoreIsKept() async throws {
    #expect(try add([server.url("/feed.xml").absoluteString]).status == 0)
    let store = try FeedStore(url: folder.file("feeds.sqlite"))
    let before = try await store.entries(in: .all)
    let page = server.url("/page/none").absoluteString
    let result = try add([page])
    #expect(result.status != 0)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "error: No feed found at \(page): the page links to none\n")
    #expect(try await subscribedURLs() == [server.url("/feed.xml")])
    #expect(try await store.entries(in: .all) == before)
  }
}
