import FeedCore
import Foundation
import Testing

/// Fetches against a real HTTP server on 127.0.0.1, with short limits so each test is quick.
@Suite struct HTTPFetchTests {
  let server: LocalFeedServer
  let fetcher = FeedFetcher(policy: FetchPolicy(timeout: 1, maxBytes: 1 << 20, maxRedirects: 3))

  init() throws {
    server = try LocalFeedServer()
  }

  func fetch(_ path: String, etag: String? = nil, lastModified: String? = nil) async
    -> Result<FetchOutcome, FetchError>
  {
    await fetcher.fetchResult(
      FetchRequest(url: server.url(path), etag: etag, lastModified: lastModified))
  }

  @Test func okReturnsBodyAndValidators() async throws {
    guard case .success(.fetched(let document)) = await fetch("/feed.xml") else {
      Issue.record("expected a document")
      return
    }
    #expect(document.etag == "\"v1\"")
    #expect(document.lastModified == "Sat, 07 Sep 2002 09:42:31 GMT")
    let parsed = try FeedParser().parse(document.data, url: document.url)
    #expect(parsed.entries.map(\.title) == ["Alpha", "Beta"])
    #expect(parsed.entries[0].link == server.url("/a").absoluteString)
  }

  @Test func conditionalGetGives304() async {
    #expect(await fetch("/feed.xml", etag: "\"v1\"") == .success(.notModified))
    #expect(
      await fetch("/feed.xml", lastModified: "Sat, 07 Sep 2002 09:42:31 GMT")
        == .success(.notModified))
  }

  @Test func notFoundSaysSo() async {
    let result = await fetch("/missing")
    #expect(result == .failure(.httpStatus(404)))
    #expect(FetchError.httpStatus(404).description == "HTTP 404 Not Found")
  }

  @Test func slowServerTimesOut() async {
    // The server answers after 5 s: "timed out" shows the 1 s rule ended it. (No wall-clock
    // bound: on a busy machine the awaiting task itself can resume seconds late.)
    let result = await fetch("/slow")
    #expect(result == .failure(.timedOut(seconds: 1)))
    #expect(FetchError.timedOut(seconds: 10).description == "Timed out after 10 s")
  }

  @Test(arguments: ["/big", "/big-stream"]) func bodyOverTheCapIsAbandoned(_ path: String) async {
    #expect(await fetch(path) == .failure(.tooLarge(limit: 1 << 20)))
    #expect(FetchError.tooLarge(limit: 5 << 20).description == "Feed is larger than 5 MB")
  }

  @Test func redirectLoopIsDetected() async {
    let result = await fetch("/loop")
    guard case .failure(let error) = result, case .redirectLoop = error else {
      Issue.record("expected a redirect loop, got \(result)")
      return
    }
    #expect(error.description.hasPrefix("Too many redirects"))
  }

  @Test func redirectsAreBounded() async {
    guard case .success(.fetched) = await fetch("/hop/2") else {
      Issue.record("two redirects are allowed")
      return
    }
    #expect(await fetch("/hop/5") == .failure(.tooManyRedirects(limit: 3)))
  }

  @Test func truncatedBodyIsAnError() async {
    let result = await fetch("/truncated")
    #expect(result == .failure(.truncated))
    #expect(
      FetchError.truncated.description == "Connection closed before the whole feed arrived")
  }

  @Test func gzipIsDecoded() async throws {
    guard case .success(.fetched(let document)) = await fetch("/gzip") else {
      Issue.record("expected a document")
      return
    }
    #expect(try FeedParser().parse(document.data).entries.count == 2)
  }

  @Test func anUntrustedCertificateIsRefused() async throws {
    let secure = try LocalFeedServer(tls: true)
    let result = await fetcher.fetchResult(FetchRequest(url: secure.url("/feed.xml")))
    #expect(result == .failure(.transport("secure connection failed")))
    #expect(
      FetchError.transport("secure connection failed").description
        == "Network error: secure connection failed")
  }

  @Test func oneFailureDoesNotAffectOthers() async {
    let paths = ["/feed.xml", "/missing", "/slow", "/gzip", "/truncated", "/hop/1"]
    let results = ResultBox()
    await fetcher.fetchAll(
      paths.map { (key: $0, request: FetchRequest(url: server.url($0))) }, maxConcurrent: 2
    ) { path, result in
      await results.set(path, result)
    }
    let byPath = await results.values
    #expect(byPath.count == paths.count)
    for path in ["/feed.xml", "/gzip", "/hop/1"] {
      guard case .success(.fetched) = byPath[path] else {
        Issue.record("\(path) should succeed")
        continue
      }
    }
    #expect(byPath["/missing"] == .failure(.httpStatus(404)))
    #expect(byPath["/slow"] == .failure(.timedOut(seconds: 1)))
  }
}

/// Collects concurrent results.
actor ResultBox {
  var values: [String: Result<FetchOutcome, FetchError>] = [:]
  func set(_ key: String, _ value: Result<FetchOutcome, FetchError>) { values[key] = value }
}
