import FeedCore
import Foundation
import Testing

/// Servers that try to hurt the client: each fetch ends with the message the user will see, and
/// promptly. (Memory is measured on a child process in `HostileRefreshMemoryTests`.)
///
/// "Promptly" is checked against the 10 s timeout with room to spare: alone each ends in well
/// under half a second, but these tests share two cores with the rest of the suite.
@Suite(.serialized) struct HostileFetchTests {
  let server: LocalFeedServer
  /// The CLI's default timeout: the low-speed rule (half of it) must fire well before.
  let fetcher = FeedFetcher(policy: FetchPolicy(timeout: 10, maxBytes: 1 << 20, maxRedirects: 5))

  init() throws {
    server = try LocalFeedServer()
  }

  /// The result of fetching `path`, and how long it took in seconds.
  func fetch(_ path: String) async -> (Result<FetchOutcome, FetchError>, TimeInterval) {
    let start = Date()
    let result = await fetcher.fetchResult(FetchRequest(url: server.url(path)))
    return (result, Date().timeIntervalSince(start))
  }

  @Test(arguments: ["/endless", "/huge-length", "/gzip-bomb"])
  func bodiesPastTheCapStopAtOnce(_ path: String) async {
    let (result, seconds) = await fetch(path)
    #expect(result == .failure(.tooLarge(limit: 1 << 20)))
    #expect(seconds < 4, "took \(seconds) s")
  }

  @Test func aLyingLengthIsReadNoFurther() async throws {
    let (result, seconds) = await fetch("/lying-length")
    guard case .success(.fetched(let document)) = result else {
      Issue.record("expected the announced feed, got \(result)")
      return
    }
    #expect(try FeedParser().parse(document.data).entries.count == 2)
    #expect(seconds < 4, "took \(seconds) s")
  }

  @Test func aDripFailsOnTheLowSpeedRuleBeforeTheTimeout() async {
    let (result, seconds) = await fetch("/drip")
    #expect(result == .failure(.tooSlow(bytesPerSecond: 1 << 10, seconds: 5)))
    #expect(seconds < 8, "took \(seconds) s")
    #expect(
      FetchError.tooSlow(bytesPerSecond: 1 << 10, seconds: 5).description
        == "The server is too slow: under 1 KB/s for 5 s")
  }

  @Test func endlessHeadersAreCut() async {
    let (result, seconds) = await fetch("/huge-headers")
    #expect(result == .failure(.headersTooLarge(limit: 256 << 10)))
    #expect(seconds < 4, "took \(seconds) s")
    #expect(
      FetchError.headersTooLarge(limit: 256 << 10).description
        == "The server's headers are larger than 256 KB")
  }

  @Test func endlessRedirectsAreCut() async {
    let (result, seconds) = await fetch("/redirect-forever/1")
    #expect(result == .failure(.tooManyRedirects(limit: 5)))
    #expect(seconds < 4, "took \(seconds) s")
  }

  @Test(arguments: ["/reset", "/close"])
  func aConnectionClosedWithoutAnswerSaysSoAtOnce(_ path: String) async {
    let (result, seconds) = await fetch(path)
    #expect(result == .failure(.closedByServer))
    #expect(seconds < 3, "took \(seconds) s")
    #expect(FetchError.closedByServer.description == "The server closed the connection")
  }

  @Test func cancellingStopsAnEndlessTransferPromptly() async throws {
    let url = server.url("/drip")
    let fetch = Task { await fetcher.fetchResult(FetchRequest(url: url)) }
    try await Task.sleep(for: .milliseconds(300))
    let start = Date()
    fetch.cancel()
    let result = await fetch.value
    #expect(result == .failure(.transport("cancelled")))
    #expect(Date().timeIntervalSince(start) < 2)
  }
}
