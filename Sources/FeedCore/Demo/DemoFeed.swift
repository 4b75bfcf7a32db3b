import Foundation

/// The built-in offline Demo feed: an RSS document generated on this computer, so the app has
/// something to show (and to refresh) on first run without a network.
///
/// Each fetch is one "generation", counted in the ETag the store keeps: the first brings a
/// welcome set, every later one a few new entries dated at the fetch. Titles follow from the
/// generation alone, so runs are reproducible; dates follow the clock.
public enum DemoFeed {
  /// The URL scheme that selects the demo feed.
  public static let scheme = "demo"
  /// The demo's address, as stored among subscriptions.
  public static let url = URL(string: "demo:overshoot")!
  /// The demo's title, saying plainly what it is.
  public static let title = "Overshoot Demo (generated offline)"
  /// How many entries the first generation brings.
  static let welcomeCount = 8
  /// How many entries each later generation brings.
  static let perRefresh = 3

  /// Whether `url` is the demo feed.
  public static func isDemo(_ url: URL) -> Bool {
    url.scheme?.lowercased() == scheme
  }

  /// The document a fetch of `request` at `now` returns.
  public static func document(for request: FetchRequest, at now: Date) -> FetchedDocument {
    // The ETag carries the generation and the newest entry's time: "demo-<generation>-<ms>".
    let parts = (request.etag ?? "").split { !$0.isNumber }.compactMap { Int64($0) }
    let generation = Int(parts.first ?? 0) + 1
    let previousNewest = parts.count > 1 ? parts[1] : 0
    let count = generation == 1 ? welcomeCount : perRefresh
    // Each batch sits strictly above the last, even when refreshes come milliseconds apart.
    let newest = max(Int64(now.timeIntervalSince1970 * 1000), previousNewest + Int64(count) + 1)
    let gap =
      previousNewest == 0
      ? 60_000 : max(1, min(60_000, (newest - previousNewest) / Int64(count + 1)))
    let dates = (0..<count).map {
      Date(timeIntervalSince1970: Double(newest - Int64($0) * gap) / 1000)
    }
    let data = Data(rss(generation: generation, dates: dates, at: now).utf8)
    return FetchedDocument(data: data, url: request.url, etag: "\"demo-\(generation)-\(newest)\"")
  }

  /// The RSS text of one generation, one entry per date (newest first).
  static func rss(generation: Int, dates: [Date], at now: Date) -> String {
    let first = generation == 1 ? 0 : welcomeCount + (generation - 2) * perRefresh
    var items = ""
    for (offset, date) in dates.enumerated() {
      items += item(number: first + offset, generation: generation, date: date)
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <rss version="2.0"><channel>
      <title>\(title)</title>
      <description>A demo feed generated on this computer. Remove it any time.</description>
      <lastBuildDate>\(FeedDate.iso8601(now))</lastBuildDate>
      \(items)</channel></rss>
      """
  }

  private static func item(number: Int, generation: Int, date: Date) -> String {
    let topic = topics[number % topics.count]
    return """
      <item><guid isPermaLink="false">demo:overshoot:\(number)</guid>
      <title>\(topic.title) (#\(number + 1))</title>
      <description>\(topic.summary) Demo entry \(number + 1), from refresh \(generation).</description>
      <pubDate>\(timestamp(date))</pubDate><author>demo@overshoot.invalid (Overshoot)</author></item>

      """
  }

  /// RFC 3339 with milliseconds, so batches fetched within one second still order correctly.
  private static func timestamp(_ date: Date) -> String {
    let milliseconds = Int((date.timeIntervalSince1970 * 1000).rounded(.down)) % 1000
    let padded = String(milliseconds + 1000).dropFirst()
    return FeedDate.iso8601(date).dropLast() + ".\(padded)Z"
  }

  private static let topics: [(title: String, summary: String)] = [
    (
      "Pull down to refresh",
      "Drag the timeline past its top with a touchpad or a touchscreen and let go, or press F5."
        + " The mouse wheel pulls too once Preferences allows it."
    ),
    (
      "Your place is kept",
      "Once you have scrolled, what you are reading stays where it is when new entries come in"
        + " above it; a pill counts them."
    ),
    (
      "The scroll bars flash",
      "After a refresh the overlay indicators show briefly, so you can see where you are."
    ),
    ("Read and unread", "Unread entries are bold. Opening one marks it read."),
    ("Star what matters", "Starred entries are never removed by the retention setting."),
    (
      "Works offline",
      "Everything is stored on this computer; a failed refresh never loses an entry."
    ),
    ("Bring your subscriptions", "Import and export OPML, the format every feed reader speaks."),
    ("This is a demo", "Remove the Demo feed whenever you like; it is generated, not fetched."),
    ("One refresh at a time", "Pulling again while a refresh runs does not start a second one."),
    ("Plain text only", "Titles and summaries are shown as text, never as markup."),
  ]
}
