import FeedCore
import Foundation
import TestSupport

/// A throw-away Miniflux started by `.ci/miniflux` in the Debian 13 chroot, for one test; its
/// REST API (basic auth as the admin) changes state behind the client's back. Stopped when
/// released.
final class MinifluxServer: @unchecked Sendable {
  // @unchecked: every stored property is set in init and never changed.
  /// The server's base address (the Google Reader API hangs below it).
  let url: URL
  /// The user, with the Google Reader API enabled.
  let user: String
  /// The user's login password (REST API).
  let password: String
  /// The user's Google Reader API password.
  let apiPassword: String
  private let state: String

  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().appendingPathComponent("../../..").standardized
  static let chroot = "/var/cache/overshoot/chroots/trixie"

  /// Why no Miniflux can start here, or nil when it can.
  static var unavailableReason: String? {
    if getuid() != 0 { return "starting Miniflux in the Debian 13 chroot needs root" }
    if !FileManager.default.fileExists(atPath: chroot + "/usr/bin/apt-get") {
      return "no Debian 13 chroot at \(chroot) (bash .ci/chroot trixie setup)"
    }
    return nil
  }

  /// Starts PostgreSQL and Miniflux (installing them into the chroot the first time).
  init() throws {
    let script = Self.repository.appendingPathComponent(".ci/miniflux").path
    let result = try Self.run(["timeout", "--kill-after=5", "900", "bash", script, "start"])
    guard result.status == 0 else {
      throw MinifluxFailure("miniflux start failed: \(result.error)")
    }
    var values: [String: String] = [:]
    for line in result.output.split(separator: "\n") {
      let parts = line.split(separator: "=", maxSplits: 1)
      if parts.count == 2 { values[String(parts[0])] = String(parts[1]) }
    }
    guard let address = values["URL"].flatMap(URL.init(string:)), let state = values["STATE"]
    else {
      throw MinifluxFailure("miniflux start printed: \(result.output)")
    }
    url = address
    self.state = state
    user = values["USER"] ?? ""
    password = values["PASSWORD"] ?? ""
    apiPassword = values["API_PASSWORD"] ?? ""
  }

  deinit {
    let script = Self.repository.appendingPathComponent(".ci/miniflux").path
    _ = try? Self.run(["timeout", "60", "bash", script, "stop", state])
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
    guard let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)) else { return }
    kill(pid, frozen ? SIGSTOP : SIGCONT)
  }

  /// Calls the REST API; returns the decoded JSON (nil for an empty answer).
  @discardableResult
  func rest(_ method: String, _ path: String, json: String? = nil) throws -> Any? {
    var arguments = [
      "curl", "-sS", "--fail-with-body", "--max-time", "30", "-u", "\(user):\(password)", "-X",
      method,
    ]
    if let json { arguments += ["-H", "Content-Type: application/json", "-d", json] }
    let result = try Self.run(arguments + [url.absoluteString + path])
    guard result.status == 0 else {
      throw MinifluxFailure("\(method) \(path): \(result.output) \(result.error)")
    }
    guard !result.output.isEmpty else { return nil }
    return try JSONSerialization.jsonObject(with: Data(result.output.utf8))
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
      "POST", "/v1/feeds", json: "{\"feed_url\":\"\(feed.absoluteString)\",\"category_id\":\(category)}")
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

  /// A feed's title on the server.
  func feedTitle(_ id: Int) throws -> String? {
    (try rest("GET", "/v1/feeds/\(id)") as? [String: Any])?["title"] as? String
  }

  /// Runs a command with its own deadline (`timeout` in the arguments), capturing its output.
  private static func run(_ arguments: [String]) throws -> (
    status: Int32, output: String, error: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments.first == "timeout" ? arguments : ["timeout", "60"] + arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let errors = ErrorCollector(err.fileHandleForReading)
    let output = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: output, as: UTF8.self), errors.text()
    )
  }
}

/// Reads a pipe to its end on a thread of its own, so a full stderr pipe cannot block a child.
private final class ErrorCollector: @unchecked Sendable {
  // @unchecked: `data` is written by the thread before `done` is signalled, read after.
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    Thread { [self] in
      data = handle.readDataToEndOfFile()
      done.signal()
    }.start()
  }

  func text() -> String {
    done.wait()
    return String(decoding: data, as: UTF8.self)
  }
}

/// Why Miniflux could not be started or asked, with what it printed.
struct MinifluxFailure: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
