import Foundation
import SeededRandomness

/// The feeds every reader in `overshoot-benchmarks readers` subscribes to: `feeds` RSS 2.0
/// feeds of `entries` items each, drawn once per run from a fixed seed, so every round and every
/// reader gets the same bytes. An item has a title, a date, an author, a link, a summary and an
/// HTML body of a few KB with two `<img>` on the same server, as a blog's full-content feed
/// has. One item in `searchEvery` carries `searchWord` in its title and body, for the search
/// row.
struct ComparisonFeeds {
  /// The word the search row looks for; nothing else in the vocabulary contains it.
  static let searchWord = "quokka"
  /// One item in this many carries the search word (in its body).
  static let searchEvery = 50
  /// The seed of every run: the feeds are the same in every run.
  static let seed: UInt64 = 32

  let feedCount: Int
  let entriesPerFeed: Int
  /// The server's answers by path: the feeds, their site pages, the article pages and images.
  let routes: [String: HTTPAnswer]
  /// The feeds' addresses, in order.
  let feedURLs: [String]

  /// Every item of every feed.
  var totalEntries: Int { feedCount * entriesPerFeed }
  /// How many items carry the search word.
  var searchMatches: Int { (0..<totalEntries).filter { $0 % Self.searchEvery == 0 }.count }

  /// Draws the feeds for a server at `base` (`http://127.0.0.1:PORT`).
  init(feeds: Int, entries: Int, base: String) {
    feedCount = feeds
    entriesPerFeed = entries
    var random = SeededRandom(seed: Self.seed)
    var routes: [String: HTTPAnswer] = [:]
    var urls: [String] = []
    // 2026-11-01 00:00 UTC, one item every 17 minutes backwards across all feeds.
    let newest = 1_793_491_200.0
    let rfc822 = DateFormatter()
    rfc822.locale = Locale(identifier: "en_US_POSIX")
    rfc822.timeZone = TimeZone(identifier: "UTC")
    rfc822.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
    for feed in 0..<feeds {
      let path = "/feeds/\(feed).xml"
      urls.append(base + path)
      var items = ""
      for entry in 0..<entries {
        let index = feed * entries + entry
        let date = Date(timeIntervalSince1970: newest - Double(index) * 1020)
        items += Self.item(
          feed: feed, entry: entry, index: index, date: rfc822.string(from: date), base: base,
          random: &random)
      }
      let title = "Bench feed \(feed): \(Self.words(3, &random).capitalized)"
      routes[path] = .ok(
        Data(
          """
          <?xml version="1.0" encoding="utf-8"?>
          <rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" \
          xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>\(title)</title>\
          <link>\(base)/sites/\(feed)/</link><description>Feed \(feed) of the reader bench\
          </description>\(items)</channel></rss>
          """.utf8), contentType: "application/rss+xml; charset=utf-8")
      routes["/sites/\(feed)/"] = .ok(
        Data("<!DOCTYPE html><html><head><title>\(title)</title></head><body></body></html>".utf8),
        contentType: "text/html; charset=utf-8")
    }
    self.routes = routes
    feedURLs = urls
  }

  /// The subscriptions as OPML 1.0, as readers export and import them.
  var opml: String {
    let outlines = feedURLs.enumerated().map { index, url in
      "<outline text=\"Bench feed \(index)\" title=\"Bench feed \(index)\" type=\"rss\" "
        + "xmlUrl=\"\(url)\"/>"
    }
    return """
      <?xml version="1.0" encoding="utf-8"?>
      <opml version="1.0"><head><title>Reader bench</title></head><body>
      \(outlines.joined(separator: "\n"))
      </body></opml>

      """
  }

  /// The whole feed set's size on the wire, in bytes (the feeds only).
  var feedBytes: Int {
    routes.filter { $0.key.hasPrefix("/feeds/") }.reduce(0) { $0 + $1.value.body.count }
  }

  private static func item(
    feed: Int, entry: Int, index: Int, date: String, base: String, random: inout SeededRandom
  ) -> String {
    var title = words(4 + random.next(below: 6), &random).capitalized
    // In the title, which every reader searches (Overshoot searches titles and summaries, and
    // the summary here is the RSS description), and in the body.
    if index % searchEvery == 0 { title += " \(searchWord.capitalized)" }
    let author = authors[random.next(below: authors.count)]
    var paragraphs: [String] = []
    for paragraph in 0..<(4 + random.next(below: 5)) {
      var text = words(40 + random.next(below: 60), &random)
      if paragraph == 1 && index % searchEvery == 0 { text += " \(searchWord)" }
      paragraphs.append("<p>\(text).</p>")
      if paragraph == 0 || paragraph == 2 {
        paragraphs.append(
          "<p><img src=\"\(base)/images/\(feed)-\(entry)-\(paragraph).png\" width=\"640\" "
            + "height=\"360\" alt=\"Figure \(paragraph)\"></p>")
      }
    }
    let body = paragraphs.joined().replacingOccurrences(of: "&", with: "&amp;")
      .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    let summary = words(25, &random)
    return """
      <item><title>\(title)</title><link>\(base)/articles/\(feed)/\(entry).html</link>\
      <guid isPermaLink="false">bench-\(feed)-\(entry)</guid>\
      <pubDate>\(date)</pubDate><dc:creator>\(author)</dc:creator>\
      <description>\(summary)</description><content:encoded>\(body)</content:encoded></item>

      """
  }

  private static func words(_ count: Int, _ random: inout SeededRandom) -> String {
    (0..<count).map { _ in vocabulary[random.next(below: vocabulary.count)] }
      .joined(separator: " ")
  }

  private static let authors = [
    "Ada Lovelace", "Grace Hopper", "Alan Turing", "Edsger Dijkstra", "Barbara Liskov",
    "Donald Knuth", "Frances Allen", "Ken Thompson", "Margaret Hamilton", "John Backus",
  ]

  private static let vocabulary = """
    the a of and to in is was for on that with as by at from it his an were are which this be \
    has had have not but one new first also after two their its who been they more other all \
    into time year some when than only over most people there about these then world between \
    river garden window market letter morning station summer winter mountain kitchen village \
    engine library harbour island forest valley bridge castle meadow orchard pebble lantern \
    compiler kernel network scroll refresh timeline archive notebook signal thread buffer \
    quietly rapidly gently slowly early later often seldom together apart inside outside \
    bright narrow gentle heavy hollow golden silver crimson amber velvet copper marble \
    walked opened carried painted measured counted folded gathered noticed remembered
    """.split(separator: " ").map(String.init)
}
