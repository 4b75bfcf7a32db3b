import Foundation

/// The feed file a test's reader follows unless the test names its own: eight entries, a minute
/// apart, without links; each one's summary says "Sample entry N".
enum SampleFeed {
  /// The feed's title, as the sidebar and each row show it.
  static let title = "Sample Feed"
  /// How many entries the file holds.
  static let count = 8

  /// Writes the file in `folder` and returns its URL.
  static func write(in folder: URL) throws -> URL {
    let url = folder.appendingPathComponent("sample-feed.xml")
    // A minute apart, the newest two minutes ago.
    let start = Date().addingTimeInterval(-60 * Double(count + 1))
    let dates = (0..<count).map { start.addingTimeInterval(60 * Double($0)) }
    let items = dates.enumerated().reversed().map { number, date in
      let topic = topics[number % topics.count]
      return """
        <item><guid isPermaLink="false">sample:\(number)</guid>
        <title>\(topic.title) (#\(number + 1))</title>
        <description>\(topic.summary) Sample entry \(number + 1), in a file the test wrote.</description>
        <pubDate>\(timestamp(date))</pubDate></item>

        """
    }
    try """
    <?xml version="1.0" encoding="UTF-8"?>
    <rss version="2.0"><channel>
    <title>\(title)</title>
    <description>A feed a test writes.</description>
    \(items.joined())</channel></rss>
    """.write(to: url, atomically: true, encoding: .utf8)
    return url
  }

  /// RFC 3339 with milliseconds, so entries published within one second still order correctly.
  private static func timestamp(_ date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return formatter.string(from: date)
  }

  private static let topics: [(title: String, summary: String)] = [
    ("Pull down to refresh", "Drag the timeline past its top and let go, or press F5."),
    ("Your place is kept", "New entries wait above the one you are reading; a pill counts them."),
    ("The scroll bars flash", "After a refresh the overlay indicators show briefly."),
    ("Read and unread", "Unread entries are bold. Opening one marks it read."),
    ("Star what matters", "Starred entries are never removed by the retention setting."),
    ("Works offline", "Everything is stored on this computer."),
    ("Bring your subscriptions", "Import and export OPML, the format every feed reader speaks."),
    ("One refresh at a time", "Pulling again while a refresh runs does not start a second one."),
    ("Plain text only", "Titles and summaries are shown as text, never as markup."),
  ]
}
