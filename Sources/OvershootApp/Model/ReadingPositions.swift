import FeedCore
import Foundation

/// Where the reader was in one scope: the top visible entry, and how many pixels of it were
/// scrolled past the view's top, so a relaunch comes back to the pixel even when entries arrived
/// above it in between.
struct ReadingPosition: Codable, Equatable {
  /// The entry at the top of the view.
  var entry: Int64
  /// How far that entry's row started above the view's top (negative: below it).
  var rowOffset: Double

  init(entry: Int64, rowOffset: Double) {
    self.entry = entry
    self.rowOffset = rowOffset
  }

  /// Reads a position, or a bare entry id as earlier versions saved it.
  init(from decoder: any Decoder) throws {
    if let entry = try? decoder.singleValueContainer().decode(Int64.self) {
      self.init(entry: entry, rowOffset: 0)
      return
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      entry: try container.decode(Int64.self, forKey: .entry),
      rowOffset: try container.decode(Double.self, forKey: .rowOffset))
  }
}

/// Where the reader was in each feed, kept across launches in
/// `$XDG_STATE_HOME/overshoot/positions.json`. A missing or damaged file means "start at the
/// top"; a failed save is reported once on stderr and never stops the app.
@MainActor
final class ReadingPositions {
  private let url: URL
  private var positions: [String: ReadingPosition]
  private var warned = false

  /// Loads the positions from `url` (the user's state directory by default).
  init(url: URL? = nil) {
    self.url = url ?? StoreLocation.positionsURL()
    if let data = try? Data(contentsOf: self.url),
      let decoded = try? JSONDecoder().decode([String: ReadingPosition].self, from: data)
    {
      positions = decoded
    } else {
      positions = [:]
    }
  }

  /// The saved position in `scope`.
  func position(in scope: EntryScope) -> ReadingPosition? { positions[Self.key(scope)] }

  /// Remembers `position` for `scope` and saves when it changed.
  func remember(_ position: ReadingPosition, for scope: EntryScope) {
    let key = Self.key(scope)
    guard positions[key] != position else { return }
    positions[key] = position
    save()
  }

  /// Forgets the position in `scope`, so it opens at its top next time.
  func forget(_ scope: EntryScope) {
    guard positions.removeValue(forKey: Self.key(scope)) != nil else { return }
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
}
