import Foundation
import Testing

@testable import FeedCore

/// A typed address without a scheme is read as a browser reads it: a host name means https,
/// a path means a file.
struct FeedAddressHostTests {
  @Test func aHostNameWithAPathIsHTTPS() throws {
    #expect(
      try FeedAddress.url(for: "example.com/feed").absoluteString == "https://example.com/feed")
    #expect(
      try FeedAddress.url(for: "blog.example.org").absoluteString == "https://blog.example.org")
    #expect(
      try FeedAddress.url(for: "example.com:8080/rss.xml").absoluteString
        == "https://example.com:8080/rss.xml")
  }

  @Test func pathsStayFiles() throws {
    #expect(try FeedAddress.url(for: "/tmp/feed.xml").isFileURL)
    #expect(try FeedAddress.url(for: "./feeds/a.xml").isFileURL)
    #expect(try FeedAddress.url(for: "~/feed.xml").isFileURL)
    #expect(try FeedAddress.url(for: "feed.xml").isFileURL)
    #expect(try FeedAddress.url(for: "feeds/local.xml").isFileURL)
  }
}
