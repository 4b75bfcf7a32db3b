import FeedCore
import Foundation

/// A fresh directory under /tmp for one test, removed when released.
final class TemporaryDirectory: @unchecked Sendable {
  // @unchecked: immutable after init.
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("overshoot-feedcore-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func file(_ name: String) -> URL { url.appendingPathComponent(name) }

  deinit { try? FileManager.default.removeItem(at: url) }
}

/// An RSS document with `count` items numbered from `start`; `revision` changes their titles.
func rssDocument(items range: Range<Int>, revision: Int = 1) -> String {
  let items = range.map { n in
    "<item><guid>id-\(n)</guid><title>Entry \(n) r\(revision)</title>"
      + "<pubDate>\(FeedDate.iso8601(Date(timeIntervalSince1970: 1_700_000_000 + Double(n) * 60)))</pubDate></item>"
  }.joined()
  return "<rss version=\"2.0\"><channel><title>Test feed</title>\(items)</channel></rss>"
}

/// `rssDocument` parsed.
func rssFeed(items range: Range<Int>, revision: Int = 1) throws -> ParsedFeed {
  try FeedParser().parse(Data(rssDocument(items: range, revision: revision).utf8))
}
