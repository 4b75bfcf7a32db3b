import FeedCore
import Foundation
import Testing

/// Servers that try to hurt the client: each fetch ends with the message the user will see, not
/// with the timeout's. (Memory is measured on a child process in `HostileRefreshMemoryTests`.)
///
/// Promptness is shown without wall-clock bounds, which a busy machine breaks: the result names
/// the rule that ended the fetch (a timeout would say "Timed out"), and an endless server
/// reports how much it could write before the client stopped reading.
@Suite(.serialized) struct HostileFetchTests {
  let server: LocalFeedServer
  /// The CLI's default timeout: the low-speed rule (half of it) must fire well before.
  let fetcher = FeedFetcher(policy: FetchPolicy(timeout: 10, maxBytes: 1 << 20, maxRedirects: 5))

  init() throws {
    server = try LocalFeedServer()
  }

  /// The result of fetching `path`.
  func fetch(_ path: String) async -> Result<FetchOutcome, FetchError> {
    await fetcher.fetchResult(FetchRequest(url: server.url(path)))
  }

  /// What the server says it wrote on `path` before the client went away; polled, since the
  /// server notices the closed connection on its next write.
  func bytesSent(on path: String) async throws -> Int? {
    for _ in 0..<50 {
      let result = await fetcher.fetchResult(FetchRequest(url: server.url("/sent" + path)))
      if case .success(.fetched(let answer)) = result,
        let sent = Int(String(decoding: answer.data, as: UTF8.self))
      {
        return sent
      }
      try await Task.sleep(for: .milliseconds(100))
    }
    return nil
  }

  @Test(arguments: ["/endless", "/huge-length", "/gzip-bomb"])
  func bodiesPastTheCapAreRefused(_ path: String) async {
    let result = await fetch(path)
    #expect(result == .failure(.tooLarge(limit: 1 << 20)))
  }

  @Test func anEndlessBodyStopsBeingReadAtTheCap() async throws {
    let result = await fetch("/endless")
    #expect(result == .failure(.tooLarge(limit: 1 << 20)))
    // Past the 1 MB cap, only what loopback's socket buffers hold (a few MB) gets written.
    let sent = try #require(try await bytesSent(on: "/endless"), "the server never stopped")
    #expect(sent < 16 << 20, "the server wrote \(sent >> 20) MB")
  }

  @Test func aLyingLengthIsReadNoFurther() async throws {
    let result = await fetch("/lying-length")
    guard case .success(.fetched(let document)) = result else {
      Issue.record("expected the announced feed, got \(result)")
      return
    }
    #expect(try FeedParser().parse(document.data).entries.count == 2)
  }

  @Test func aDripFailsOnTheLowSpeedRuleBeforeTheTimeout() async {
    let result = await fetch("/drip")
    #expect(result == .failure(.tooSlow(bytesPerSecond: 1 << 10, seconds: 5)))
    #expect(
      FetchError.tooSlow(bytesPerSecond: 1 << 10, seconds: 5).description
        == "The server is too slow: under 1 KB/s for 5 s")
  }

  @Test func endlessHeadersAreCut() async {
    let result = await fetch("/huge-headers")
    #expect(result == .failure(.headersTooLarge(limit: 256 << 10)))
    #expect(
      FetchError.headersTooLarge(limit: 256 << 10).description
        == "The server's headers are larger than 256 KB")
  }

  @Test func endlessRedirectsAreCut() async {
    let result = await fetch("/redirect-forever/1")
    #expect(result == .failure(.tooManyRedirects(limit: 5)))
  }

  @Test(arguments: ["/reset", "/close"])
  func aConnectionClosedWithoutAnswerSaysSoAtOnce(_ path: String) async {
    let result = await fetch(path)
    #expect(result == .failure(.closedByServer))
    #expect(FetchError.closedByServer.description == "The server closed the connection")
  }

  @Test func cancellingStopsATransferPromptly() async throws {
    let url = server.url("/drip")
    let fetch = Task { await fetcher.fetchResult(FetchRequest(url: url)) }
    // Cancelled once the server has the request, from a thread of its own, so a busy task pool
    // cannot delay the cancel itself.
    Thread.detachNewThread { [server] in
      let deadline = Date().addingTimeInterval(20)
      while (try? server.requests())?.contains("GET /drip") != true, Date() < deadline {
        usleep(20_000)
      }
      fetch.cancel()
    }
    #expect(await fetch.value == .failure(.transport("cancelled")))
    // One byte a second: left alone, the drip writes 5 before the low-speed rule ends it; a
    // prompt abort leaves the server one write after the first to notice.
    let sent = try #require(try await bytesSent(on: "/drip"), "the server never stopped")
    #expect(sent <= 3, "the server dripped \(sent) bytes")
  }

}
