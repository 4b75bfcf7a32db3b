import FeedCore
import Foundation
import TestSupport

/// One test's user on the throw-away Miniflux that `bash .ci/miniflux test` starts (Debian 13's
/// package, PostgreSQL 17, on loopback) and names in `OVERSHOOT_MINIFLUX_ENV`. The server is
/// shared by the suite; each test takes a user of its own, so no test sees another's feeds.
/// Its REST API (basic auth as that user) changes state behind the client's back.
final class MinifluxServer: @unchecked Sendable {
  // @unchecked: every stored property is set in init and never changed.
  /// The server's base address (the Google Reader API hangs below it).
  let url: URL
  /// This test's user, with the Google Reader API enabled.
  let user: String
  /// The user's login password (REST API).
  let password: String
  /// The user's Google Reader API password.
  let apiPassword: String
  /// The folder `.ci/miniflux start` made (Miniflux's pid file, logs).
  private let state: String

  /// What `.ci/miniflux start` printed (URL, STATE, USERS, PASSWORD, API_PASSWORD), or nil.
  private static let environment = MinifluxEnvironment.values()

  /// Why no Miniflux is there, or nil when it is.
  static var unavailableReason: String? {
    environment == nil
      ? "no Miniflux: run these tests through `sudo bash .ci/miniflux test`, which starts one"
        + " and names it in OVERSHOOT_MINIFLUX_ENV" : nil
  }

  private static let nextUser = Counter()

  /// Takes the next unused user of the running server.
  init() throws {
    guard let values = Self.environment, let address = values["URL"].flatMap(URL.init(string:)),
      let state = values["STATE"], let count = values["USERS"].flatMap(Int.init)
    else {
      throw MinifluxFailure(
        Self.unavailableReason ?? "OVERSHOOT_MINIFLUX_ENV lacks URL/STATE/USERS")
    }
    let number = Self.nextUser.next()
    guard number <= count else {
      throw MinifluxFailure("only \(count) Miniflux users were made (OVERSHOOT_MINIFLUX_USERS)")
    }
    url = address
    self.state = state
    user = "sync\(number)"
    password = values["PASSWORD"] ?? ""
    apiPassword = values["API_PASSWORD"] ?? ""
  }

  /// A Google Reader API client for the user; `timeout` per request.
  func client(password: String? = nil, timeout: TimeInterval = 10) -> GReaderClient {
    GReaderClient(
      server: url, user: user, password: password ?? apiPassword,
      fetcher: FeedFetcher(policy: FetchPolicy(timeout: timeout, maxBytes: 16 << 20)))
  }

  /// Freezes (true) or thaws (false) the Miniflux process: a frozen server accepts connections
  /// and never answers, as a server that went away mid-sync.
  func freeze(_ frozen: Bool) throws {
    let text = try String(contentsOfFile: state + "/miniflux.pid", encoding: .utf8)
    guard let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      throw MinifluxFailure("no Miniflux pid in \(state)/miniflux.pid")
    }
    kill(pid, frozen ? SIGSTOP : SIGCONT)
  }

  /// Stops Miniflux (connections are refused) or starts it again on the same port.
  func running(_ running: Bool) throws {
    let script = SourceTree.url(".ci/miniflux").path
    let result = try DeadlineProcess.run(
      "/bin/bash", [script, running ? "start-miniflux" : "stop-miniflux", state], seconds: 60)
    guard result.status == 0 else {
      throw MinifluxFailure("miniflux \(running ? "start" : "stop") failed: \(result.stderr)")
    }
  }

  /// Calls the REST API as the user; returns the decoded JSON (nil for an empty answer).
  @discardableResult
  func rest(_ method: String, _ path: String, json: String? = nil) throws -> Any? {
    try MinifluxREST(url: url, user: user, password: password).call(method, path, body: json)
  }

  /// Creates a category; returns its id.
  func addCategory(_ title: String) throws -> Int {
    let answer = try rest("POST", "/v1/categories", json: "{\"title\":\"\(title)\"}")
    return (answer as? [String: Any])?["id"] as? Int ?? 0
  }

  /// The id of the user's first category ("All").
  func firstCategory() throws -> Int {
    let answer = try rest("GET", "/v1/categories") as? [[String: Any]]
    return answer?.first?["id"] as? Int ?? 0
  }

  /// Subscribes through the REST API (Miniflux fetches the feed at once); returns the feed id.
  func addFeed(_ feed: URL, category: Int) throws -> Int {
    let answer = try rest(
      "POST", "/v1/feeds",
      json: "{\"feed_url\":\"\(feed.absoluteString)\",\"category_id\":\(category)}")
    return (answer as? [String: Any])?["feed_id"] as? Int ?? 0
  }

  /// Fetches a feed again now.
  func refreshFeed(_ id: Int) throws {
    try rest("PUT", "/v1/feeds/\(id)/refresh")
  }

  /// Every entry: id, title, status ("read"/"unread") and starred.
  func entries() throws -> [(id: Int, title: String, read: Bool, starred: Bool)] {
    let answer = try rest("GET", "/v1/entries?limit=1000&direction=asc") as? [String: Any]
    let list = answer?["entries"] as? [[String: Any]] ?? []
    return list.map {
      (
        $0["id"] as? Int ?? 0, $0["title"] as? String ?? "", ($0["status"] as? String) == "read",
        $0["starred"] as? Bool ?? false
      )
    }
  }

  /// Every feed's id and title.
  func feeds() throws -> [(id: Int, title: String)] {
    let answer = try rest("GET", "/v1/feeds") as? [[String: Any]] ?? []
    return answer.map { ($0["id"] as? Int ?? 0, $0["title"] as? String ?? "") }
  }

  /// A feed's title on the server.
  func feedTitle(_ id: Int) throws -> String? {
    (try rest("GET", "/v1/feeds/\(id)") as? [String: Any])?["title"] as? String
  }
}

/// Hands out 1, 2, 3, … across threads.
private final class Counter: @unchecked Sendable {
  // @unchecked: `value` is guarded by `lock`.
  private let lock = NSLock()
  private var value = 0

  func next() -> Int {
    lock.withLock {
      value += 1
      return value
    }
  }
}

/// Why Miniflux could not be used, with what it printed.
struct MinifluxFailure: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
