import Foundation
import TestSupport

/// The Miniflux that `bash .ci/miniflux bench` started and named in `OVERSHOOT_MINIFLUX_ENV`,
/// as its first user (`sync1`): the Google Reader API for the measured syncs, the REST API for
/// loading it with feeds.
struct BenchMiniflux {
  /// The server's base address.
  let url: URL
  /// The user the bench loads and syncs.
  let user = "sync1"
  /// The user's login password (REST API).
  let password: String
  /// The user's Google Reader API password.
  let apiPassword: String

  /// The server named in `OVERSHOOT_MINIFLUX_ENV`; throws saying how to start one.
  init() throws {
    guard let path = ProcessInfo.processInfo.environment["OVERSHOOT_MINIFLUX_ENV"],
      let text = try? String(contentsOfFile: path, encoding: .utf8)
    else {
      throw BenchFailure(
        "no Miniflux: run it through `sudo bash .ci/miniflux bench`, which starts one")
    }
    var values: [String: String] = [:]
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: "=", maxSplits: 1)
      if parts.count == 2 { values[String(parts[0])] = String(parts[1]) }
    }
    guard let address = values["URL"].flatMap(URL.init(string:)) else {
      throw BenchFailure("\(path) names no URL")
    }
    url = address
    password = values["PASSWORD"] ?? ""
    apiPassword = values["API_PASSWORD"] ?? ""
  }

  /// The REST API as the user.
  var rest: MinifluxREST { MinifluxREST(url: url, user: user, password: password) }

  /// How many entries the user has on the server.
  func entryCount() throws -> Int {
    let answer = try rest.call("GET", "/v1/entries?limit=1") as? [String: Any]
    return answer?["total"] as? Int ?? 0
  }
}
