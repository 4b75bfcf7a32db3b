import FeedCore
import Foundation

/// Loads the documents in `Fixtures/` and parses them as if fetched from `url`.
enum Fixture {
  static func url(_ name: String) -> URL {
    guard let base = Bundle.module.resourceURL else { fatalError("no resource bundle") }
    return base.appendingPathComponent("Fixtures").appendingPathComponent(name)
  }

  static func data(_ name: String) throws -> Data {
    try Data(contentsOf: url(name))
  }

  static func parse(_ name: String, as address: String? = nil) throws -> ParsedFeed {
    try FeedParser().parse(data(name), url: address.flatMap(URL.init(string:)) ?? url(name))
  }

  static func parse(xml: String, url: String = "https://feeds.example.com/feed.xml") throws
    -> ParsedFeed
  {
    try FeedParser().parse(Data(xml.utf8), url: URL(string: url))
  }
}

/// `text` as a date, for expectations written in ISO 8601.
func iso(_ text: String) -> Date? { FeedDate.parse(text) }
