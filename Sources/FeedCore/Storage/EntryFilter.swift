/// A `WHERE` clause over `entries e`, built from a scope and a page boundary, with its numbered
/// parameters. Search and bulk reading filter exactly as the timeline does.
struct EntryFilter {
  /// The conditions, all required.
  private(set) var conditions: [String] = []
  /// The values bound to `?1`, `?2`, … in order.
  private(set) var values: [SQLiteValue] = []

  /// Adds `value` as the next parameter and returns its placeholder.
  mutating func parameter(_ value: SQLiteValue) -> String {
    values.append(value)
    return "?\(values.count)"
  }

  /// Requires `condition` (which may use placeholders from ``parameter(_:)``).
  mutating func require(_ condition: String) {
    conditions.append(condition)
  }

  /// Requires the entries a timeline of `scope` shows.
  mutating func require(_ scope: EntryScope) {
    switch scope {
    case .all: break
    case .unread: require("e.is_read = 0")
    case .starred: require("e.is_starred = 1")
    case .feed(let id): require("e.feed_id = \(parameter(.integer(id)))")
    }
  }

  /// Requires the entries after `last` in timeline order (newest first), for paging.
  mutating func require(after last: StoredEntry?) {
    guard let last else { return }
    let date = parameter(.real(last.sortDate.timeIntervalSince1970))
    let id = parameter(.integer(last.id))
    require("(e.sort_date < \(date) OR (e.sort_date = \(date) AND e.id < \(id)))")
  }

  /// Requires the entries up to and including `last` in timeline order: the pages already shown.
  mutating func require(through last: StoredEntry?) {
    guard let last else { return }
    let date = parameter(.real(last.sortDate.timeIntervalSince1970))
    let id = parameter(.integer(last.id))
    require("(e.sort_date > \(date) OR (e.sort_date = \(date) AND e.id >= \(id)))")
  }

  /// `WHERE …`, or nothing when no condition was added.
  var whereClause: String {
    conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
  }
}
