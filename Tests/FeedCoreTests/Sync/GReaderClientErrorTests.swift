import FeedCore
@_spi(Fuzzing) import FeedCore
import Foundation
import TestSupport
import Testing

/// The client's messages for servers that are not there, not trusted or not GReader; no
/// Miniflux needed.
struct GReaderClientErrorTests {
  @Test func unreachableServer() async throws {
    let client = GReaderClient(
      server: URL(string: "http://127.0.0.1:9")!, user: "u", password: "p")
    await #expect {
      try await client.login()
    } throws: { error in
      guard case SyncError.unreachable = error else { return false }
      return true
    }
  }

  @Test func untrustedCertificate() async throws {
    let server = try FeedServerProcess(script: FeedServerProcess.script, tls: true)
    let client = GReaderClient(server: server.url(""), user: "u", password: "p")
    await #expect(throws: SyncError.tlsFailure(server: server.url("").absoluteString)) {
      try await client.login()
    }
  }

  @Test func notAGoogleReaderEndpoint() async throws {
    let server = try FeedServerProcess(script: FeedServerProcess.script)
    let client = GReaderClient(server: server.url("/page"), user: "u", password: "p")
    await #expect {
      try await client.login()
    } throws: { error in
      guard case SyncError.notGReader = error else { return false }
      return (error as? SyncError)?.description.contains("Google Reader") == true
    }
  }

  @Test func anAnswerOverTheSizeCapIsRefusedClearly() async throws {
    let server = try FeedServerProcess(script: FeedServerProcess.script)
    let client = GReaderClient(
      server: server.url("/greader"), user: "u", password: "right-password",
      fetcher: FeedFetcher(policy: FetchPolicy(timeout: 10, maxBytes: 1 << 20)))
    await #expect {
      try await client.subscriptions()
    } throws: { error in
      guard case SyncError.notGReader(_, let reason) = error else { return false }
      // The fetcher stops reading at the cap; nothing over it reaches the decoder.
      return reason.contains("larger than")
    }
  }

  @Test func continuationsWithoutEndStopAtThePageCap() async throws {
    // 101 requests: a second each on a loaded machine outlives the server's default minute.
    let server = try FeedServerProcess(script: FeedServerProcess.script, deadline: 300)
    let client = GReaderClient(
      server: server.url("/greader"), user: "u", password: "right-password")
    await #expect(
      throws: SyncError.notGReader(
        server: server.url("/greader").absoluteString,
        reason: "stream/items/ids went on past 100 pages")
    ) {
      try await client.itemIDs(stream: SyncEngine.Stream.readingList)
    }
    #expect(await client.requestCount == 101, "the login and 100 pages, no more")
  }

  @Test func theDecoderRefusesOversizedAndMalformedAnswersClearly() throws {
    let decoder = GReaderDecoder(server: "https://example.org", maxBytes: 48)
    let page = try decoder.itemIDs(Data(#"{"itemRefs":[{"id":"7"}],"continuation":9}"#.utf8))
    #expect(page.ids == [7] && page.continuation == "9")
    #expect(
      throws: SyncError.notGReader(
        server: "https://example.org", reason: "subscription/list answered more than 48 bytes")
    ) {
      try decoder.subscriptions(Data(#"{"subscriptions":[{"id":"feed/1","title":"long"}]}"#.utf8))
    }
    #expect(
      throws: SyncError.notGReader(
        server: "https://example.org",
        reason: "stream/items/contents did not answer with the expected JSON")
    ) {
      try decoder.items(Data(#"{"items":[{"title":1}]"#.utf8))
    }
    // A page without a usable id ends the list, whatever continuation it names (found by
    // FuzzGReaderJSON: ids that are not item ids kept the continuation).
    #expect(
      try decoder.itemIDs(Data(#"{"itemRefs":[{"id":"5T"}],"continuation":"5"}"#.utf8))
        .continuation == nil)
    #expect(
      try decoder.itemIDs(Data(#"{"itemRefs":[],"continuation":"5"}"#.utf8)).continuation == nil)
  }

  @Test func itemIDsReadInBothSpellings() {
    #expect(GReaderItemID.long(26) == "tag:google.com,2005:reader/item/000000000000001a")
    #expect(GReaderItemID.number("tag:google.com,2005:reader/item/000000000000001a") == 26)
    #expect(GReaderItemID.number("26") == 26)
    #expect(GReaderItemID.number("feed/1") == nil)
  }
}
