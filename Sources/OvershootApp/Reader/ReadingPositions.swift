import FeedCore
import Foundation

/// Where the reader was in each feed (the top visible entry), kept across launches in
/// `$XDG_STATE_HOME/overshoot/positions.json`. A missing or damaged file means "start at the
/// top"; a failed save is reported once on stderr and never stops the app.
@MainActor
final class ReadingPositions {
  private let url: URL
  private var positions: [String: Int64]
  private var warned = false

  /// Loads the positions from `url` (the XDG state directory by default).
  init(url: URL? = nil) {
    self.url = url ?? Self.defaultURL()
    if let data = try? Data(contentsOf: self.url),
      let decoded = try? JSONDecoder().decode([String: Int64].self, from: data)
    {
      positions = decoded
    } else {
      positions = [:]
    }
  }

  /// The saved top entry for `scope`.
  func topEntry(for scope: EntryScope) -> Int64? { positions[Self.key(scope)] }

  /// Remembers `entryID` as the top entry of `scope` and saves.
  func remember(_ entryID: Int64?, for scope: EntryScope) {
    let key = Self.key(scope)
    guard positions[key] != entryID else { return }
    positions[key] = entryID
    save()
  }

  private func save() {
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try JSONEncoder().encode(positions).write(to: url, options: .atomic)
    } catch {
      guard !warned else { return }
      warned = true
      printError(
        "overshoot: cannot save reading positions to \(url.path): \(error.localizedDescription)")
    }
  }

  static func key(_ scope: EntryScope) -> String {
    switch scope {
    case .all: "all"
    case .unread: "unread"
    case .starred: "starred"
    case .feed(let id): "feed:\(id)"
    }
  }

  private static func defaultURL() -> URL {
    let environment = ProcessInfo.processInfo.environment
    let base =
      environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
      ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/state")
    return base.appendingPathComponent("overshoot/positions.json")
  }
}
