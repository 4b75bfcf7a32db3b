import Foundation
import Testing

@testable import FeedCore

/// A typed address without a scheme is read as a browser reads it: a host name means https, an
/// IP address or localhost means http, a path means a file.
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

  @Test func addressesAndLocalhostAreHTTP() throws {
    #expect(
      try FeedAddress.url(for: "127.0.0.1:8000/planet.xml").absoluteString
        == "http://127.0.0.1:8000/planet.xml")
    #expect(
      try FeedAddress.url(for: "192.168.1.20/feed").absoluteString == "http://192.168.1.20/feed")
    #expect(
      try FeedAddress.url(for: "localhost:8080").absoluteString == "http://localhost:8080")
    #expect(
      try FeedAddress.url(for: "localhost/feed.xml").absoluteString == "http://localhost/feed.xml")
    #expect(
      try FeedAddress.url(for: "[::1]:8000/feed.json").absoluteString
        == "http://[::1]:8000/feed.json")
  }

  @Test func wordsWithSpacesAreNoAddress() throws {
    #expect(throws: FetchError.unsupportedAddress("not a url at all")) {
      try FeedAddress.url(for: "not a url at all")
    }
    #expect(
      try FeedAddress.url(for: "My Feeds/news.xml").isFileURL, "a path with a space stays one")
  }

  @Test func numbersThatAreNotAddressesStayFiles() throws {
    #expect(try FeedAddress.url(for: "1.2.3/feed.xml").isFileURL)
    #expect(try FeedAddress.url(for: "300.1.1.1/feed").isFileURL)
    #expect(try FeedAddress.url(for: "localhost").isFileURL)
    #expect(try FeedAddress.url(for: "example.com:http/feed").isFileURL)
  }

  @Test func pathsStayFiles() throws {
    #expect(try FeedAddress.url(for: "/tmp/feed.xml").isFileURL)
    #expect(try FeedAddress.url(for: "./feeds/a.xml").isFileURL)
    #expect(try FeedAddress.url(for: "~/feed.xml").isFileURL)
    #expect(try FeedAddress.url(for: "feed.xml").isFileURL)
    #expect(try FeedAddress.url(for: "feeds/local.xml").isFileURL)
  }
}
