import FeedCore
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

  @Test func itemIDsReadInBothSpellings() {
    #expect(GReaderItemID.long(26) == "tag:google.com,2005:reader/item/000000000000001a")
    #expect(GReaderItemID.number("tag:google.com,2005:reader/item/000000000000001a") == 26)
    #expect(GReaderItemID.number("26") == 26)
    #expect(GReaderItemID.number("feed/1") == nil)
  }
}
