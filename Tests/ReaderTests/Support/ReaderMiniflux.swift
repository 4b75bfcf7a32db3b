import Foundation
import TestSupport

/// The app's user on the throw-away Miniflux that `bash .ci/miniflux test` starts and names in
/// `OVERSHOOT_MINIFLUX_ENV`. `MinifluxSyncTests` (run in the same process by the server step)
/// hands out its users from the first up; the app takes the last one, so they never share one.
struct ReaderMiniflux {
  /// The server's base address.
  let url: URL
  /// The user, with the Google Reader API enabled.
  let user: String
  /// The user's Google Reader API password.
  let apiPassword: String
  /// The user's REST API.
  let rest: MinifluxREST

  /// The server, or nil when no Miniflux runs (the test then skips).
  static func lastUser() -> ReaderMiniflux? {
    guard let values = MinifluxEnvironment.values(),
      let url = values["URL"].flatMap(URL.init(string:)), let users = values["USERS"]
    else { return nil }
    let user = "sync\(users)"
    return ReaderMiniflux(
      url: url, user: user, apiPassword: values["API_PASSWORD"] ?? "",
      rest: MinifluxREST(url: url, user: user, password: values["PASSWORD"] ?? ""))
  }

  /// Subscribes to `feed` in the user's first category (Miniflux fetches it at once); returns
  /// Miniflux's feed id.
  func addFeed(_ feed: URL) throws -> Int {
    let categories = try rest.call("GET", "/v1/categories") as? [[String: Any]]
    let category = categories?.first?["id"] as? Int ?? 0
    let answer = try rest.call(
      "POST", "/v1/feeds",
      body: "{\"feed_url\":\"\(feed.absoluteString)\",\"category_id\":\(category)}")
    return (answer as? [String: Any])?["feed_id"] as? Int ?? 0
  }

  /// Fetches a feed again now.
  func refreshFeed(_ id: Int) throws {
    try rest.call("PUT", "/v1/feeds/\(id)/refresh")
  }

  /// Every entry by title: read and starred.
  func entries() throws -> [String: (read: Bool, starred: Bool)] {
    let answer = try rest.call("GET", "/v1/entries?limit=1000") as? [String: Any]
    var result: [String: (read: Bool, starred: Bool)] = [:]
    for entry in answer?["entries"] as? [[String: Any]] ?? [] {
      result[entry["title"] as? String ?? ""] = (
        (entry["status"] as? String) == "read", entry["starred"] as? Bool ?? false
      )
    }
    return result
  }

  /// Every feed's title.
  func feedTitles() throws -> [String] {
    let answer = try rest.call("GET", "/v1/feeds") as? [[String: Any]] ?? []
    return answer.map { $0["title"] as? String ?? "" }
  }

  /// An RSS feed titled `title` whose items `n` are "<title> n", published n hours apart.
  static func rss(_ title: String, items: ClosedRange<Int>) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
    let entries = items.map { n in
      let date = Date(timeIntervalSince1970: 1_790_000_000 + Double(n) * 3600)
      return "<item><guid>\(title)-\(n)</guid><title>\(title) \(n)</title>"
        + "<link>http://example.org/\(title)/\(n)</link>"
        + "<pubDate>\(formatter.string(from: date))</pubDate>"
        + "<description>Text \(n)</description></item>"
    }.joined()
    return "<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>\(title)</title>"
      + "<link>http://example.org/\(title)</link>\(entries)</channel></rss>"
  }
}
