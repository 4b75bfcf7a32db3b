import Foundation
import TestSupport

/// `overshoot-benchmarks sync-scale [--feeds N (500)] [--entries M (100)]`: sync at scale
/// against a real Miniflux (`sudo bash .ci/miniflux bench` starts one and runs this). A loopback
/// feed server serves N feeds of M entries; the bench subscribes Miniflux's user to them (one
/// OPML import), has Miniflux fetch them all and waits for its entry count (the server's own
/// time, printed apart); then it measures a first sync into a fresh store, and an incremental
/// sync after 100 new entries, each in a child process: wall time, requests, bytes received and
/// peak resident memory (`wait4`'s maxrss of that child).
enum SyncScaleBenchmark {
  /// New entries the incremental sync brings.
  static let newEntries = 100

  /// Runs the bench; 0 when both syncs brought every entry.
  static func run(feeds: Int, entries: Int) throws -> Int32 {
    let server = try BenchMiniflux()
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("overshoot-sync-scale-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let feedServer = try FeedServerProcess(
      script: FeedServerProcess.script, deadline: 4 * 3600,
      arguments: ["--directory", folder.path])
    for feed in 0..<feeds {
      try writeFeed(feed, entries: 1...entries, in: folder)
    }
    let total = feeds * entries
    print("sync-scale: \(feeds) feeds × \(entries) entries = \(total) entries")

    let loading = DispatchTime.now().uptimeNanoseconds
    let outlines = (0..<feeds).map { feed in
      "<outline type=\"rss\" text=\"Feed \(feed)\" "
        + "xmlUrl=\"\(feedServer.url("/files/feed-\(feed).xml").absoluteString)\"/>"
    }
    try server.rest.call(
      "POST", "/v1/import",
      body: "<?xml version=\"1.0\"?><opml version=\"2.0\"><head><title>bench</title></head>"
        + "<body>\(outlines.joined())</body></opml>")
    try server.rest.call("PUT", "/v1/feeds/refresh")
    try waitForEntries(server, total, deadline: 3600)
    print(
      String(
        format: "server: Miniflux subscribed and fetched %d entries in %.1f s (apart)", total,
        since(loading)))

    let database = folder.appendingPathComponent("store.sqlite").path
    let first = try measure(database: database, label: "first sync")
    guard first.entries == total else {
      throw BenchFailure("the first sync stored \(first.entries) of \(total) entries")
    }

    let adding = DispatchTime.now().uptimeNanoseconds
    let ids = try feedIDs(server)
    let touched = min(feeds, newEntries)
    for feed in 0..<touched {
      // 100 new entries spread over the first feeds (more than one each when N < 100).
      let extra = newEntries / touched + (feed < newEntries % touched ? 1 : 0)
      try writeFeed(feed, entries: 1...(entries + extra), in: folder)
      let address = feedServer.url("/files/feed-\(feed).xml").absoluteString
      guard let id = ids[address] else { throw BenchFailure("Miniflux lost \(address)") }
      try server.rest.call("PUT", "/v1/feeds/\(id)/refresh")
    }
    try waitForEntries(server, total + newEntries, deadline: 600)
    print(
      String(
        format: "server: Miniflux fetched %d new entries in %.1f s (apart)", newEntries,
        since(adding)))
    let second = try measure(database: database, label: "incremental sync")
    guard second.entries == newEntries else {
      throw BenchFailure("the incremental sync stored \(second.entries) of \(newEntries)")
    }
    return 0
  }

  /// One sync in a child; prints and returns its figures.
  private static func measure(database: String, label: String) throws -> (
    seconds: Double, entries: Int
  ) {
    let child = try PeakMemoryChild.run(
      ChildRun.selfPath, ["sync-scale-one", database], deadline: 3600)
    let fields = child.stdout.split(whereSeparator: \.isWhitespace)
    guard fields.count == 4, let seconds = Double(fields[0]), let requests = Int(fields[1]),
      let bytes = Int(fields[2]), let entries = Int(fields[3])
    else { throw BenchFailure("\(label): the child printed \(child.stdout.debugDescription)") }
    print(
      String(
        format: "%@: %.2f s wall, %d requests, %.1f MB received, %d entries stored, "
          + "peak RSS %.1f MB (child process %.2f s)",
        label, seconds, requests, Double(bytes) / 1e6, entries,
        Double(child.peakBytes) / 1e6, child.seconds))
    return (seconds, entries)
  }

  /// Polls Miniflux's entry count until it reaches `total`, or throws after `deadline` s.
  private static func waitForEntries(_ server: BenchMiniflux, _ total: Int, deadline: Double)
    throws
  {
    let start = DispatchTime.now().uptimeNanoseconds
    var count = try server.entryCount()
    while count < total {
      guard since(start) < deadline else {
        throw BenchFailure("Miniflux had \(count) of \(total) entries after \(Int(deadline)) s")
      }
      usleep(500_000)
      count = try server.entryCount()
    }
  }

  /// Miniflux's feed id by feed address.
  private static func feedIDs(_ server: BenchMiniflux) throws -> [String: Int] {
    let feeds = try server.rest.call("GET", "/v1/feeds") as? [[String: Any]] ?? []
    var result: [String: Int] = [:]
    for feed in feeds {
      if let address = feed["feed_url"] as? String, let id = feed["id"] as? Int {
        result[address] = id
      }
    }
    return result
  }

  /// Writes `feed-N.xml`: an RSS feed whose items are numbered `entries`, an hour apart.
  private static func writeFeed(_ feed: Int, entries: ClosedRange<Int>, in folder: URL) throws {
    var document =
      "<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>Feed \(feed)</title>"
      + "<link>http://example.org/\(feed)</link>"
    for entry in entries {
      let date = Date(timeIntervalSince1970: 1_790_000_000 + Double(entry) * 3600)
      document +=
        "<item><guid>\(feed)-\(entry)</guid><title>Feed \(feed) entry \(entry)</title>"
        + "<link>http://example.org/\(feed)/\(entry)</link>"
        + "<pubDate>\(rfc822.string(from: date))</pubDate>"
        + "<description>Entry \(entry) of feed \(feed): a paragraph of text.</description></item>"
    }
    document += "</channel></rss>"
    try Data(document.utf8).write(to: folder.appendingPathComponent("feed-\(feed).xml"))
  }

  private static let rfc822: DateFormatter = {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
    return formatter
  }()

  private static func since(_ start: UInt64) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }
}
