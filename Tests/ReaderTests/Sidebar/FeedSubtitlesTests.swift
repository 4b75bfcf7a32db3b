import Foundation
import XCTest

@testable import FeedCore
@testable import OvershootApp

/// What tells feeds of the same name apart under their names, without GTK: the shortest part
/// of the address that differs.
final class FeedSubtitlesTests: XCTestCase {
  private func feed(_ id: Int64, _ title: String, _ address: String) -> Subscription {
    let url = address.hasPrefix("/") ? URL(fileURLWithPath: address) : URL(string: address)!
    return Subscription(id: id, url: url, title: title, unreadCount: 0)
  }

  func testDifferentHostsShowTheHostAndEqualHostsTheHostAndPath() {
    let subtitles = FeedSubtitles.of([
      feed(1, "News", "https://example.org/feed.xml"),
      feed(2, "news", "https://example.com/feed.xml"),
      feed(3, "Blog", "https://blog.example/a/rss"),
      feed(4, "Blog", "https://blog.example/b/rss"),
      feed(5, "Alone", "https://alone.example/rss"),
    ])
    XCTAssertEqual(
      subtitles,
      [1: "example.org", 2: "example.com", 3: "blog.example/a/rss", 4: "blog.example/b/rss"])
  }

  func testPortsCountAndFilesShowTheirPathsAndOnlyAQueryShowsTheWholeAddress() {
    let subtitles = FeedSubtitles.of([
      feed(1, "Local", "http://127.0.0.1:8000/feed"),
      feed(2, "Local", "http://127.0.0.1:9000/feed"),
      feed(3, "Notes", "/home/me/notes.xml"),
      feed(4, "Notes", "https://notes.example/feed?page=1"),
      feed(5, "Notes", "https://notes.example/feed?page=2"),
    ])
    XCTAssertEqual(subtitles[1], "127.0.0.1:8000")
    XCTAssertEqual(subtitles[2], "127.0.0.1:9000")
    XCTAssertEqual(subtitles[3], "/home/me/notes.xml")
    XCTAssertEqual(subtitles[4], "https://notes.example/feed?page=1")
    XCTAssertEqual(subtitles[5], "https://notes.example/feed?page=2")
  }
}
