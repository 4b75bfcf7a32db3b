import CSQLite
import FeedCore
import Foundation

/// The baseline `cores search` measures the store's full-text search against: the same timeline
/// query without the index, `LIKE` over every title and summary as a store without full-text
/// search would run it, on its own read-only connection to the bench's store file. Rows are
/// read into the same values the store makes, so both sides pay for what they return.
final class LikeScanBaseline {
  private let handle: OpaquePointer

  /// Opens `url` read-only; the store has written it and closed its transactions.
  init(url: URL) throws {
    var db: OpaquePointer?
    guard sqlite3_open_v2(url.path, &db, SQLITE_OPEN_READONLY, nil) == SQLITE_OK, let db else {
      sqlite3_close(db)
      throw BenchFailure("cannot open \(url.path) for the LIKE scan")
    }
    handle = db
  }

  deinit {
    sqlite3_close_v2(handle)
  }

  /// The newest `limit` entries in `scope` whose title or summary contains every word of
  /// `query` anywhere; how many there are.
  func search(_ query: SearchQuery, in scope: EntryScope, limit: Int) throws -> Int {
    guard !query.isEmpty, limit > 0 else { return 0 }
    var conditions = query.words.indices.map { index in
      "(e.title LIKE ?\(index + 1) ESCAPE '\\' OR e.summary LIKE ?\(index + 1) ESCAPE '\\')"
    }
    switch scope {
    case .all: break
    case .unread: conditions.append("e.is_read = 0")
    case .starred: conditions.append("e.is_starred = 1")
    case .feed(let id): conditions.append("e.feed_id = \(id)")
    }
    let sql = """
      SELECT e.id, e.feed_id, COALESCE(f.title, f.url), e.entry_id, e.title, e.link, e.published,
        e.updated, e.author, e.summary, e.sort_date, e.is_read, e.is_starred,
        e.categories
      FROM entries e JOIN feeds f ON f.id = e.feed_id
      WHERE \(conditions.joined(separator: " AND "))
      ORDER BY e.sort_date DESC, e.id DESC LIMIT \(limit)
      """
    var statement: OpaquePointer?
    guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
      throw BenchFailure("the LIKE scan's query failed: \(String(cString: sqlite3_errmsg(handle)))")
    }
    defer { sqlite3_finalize(statement) }
    let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
    for (index, word) in query.words.enumerated() {
      sqlite3_bind_text(statement, Int32(index + 1), Self.pattern(word), -1, transient)
    }
    var rows: [ScannedEntry] = []
    while true {
      let code = sqlite3_step(statement)
      guard code == SQLITE_ROW else {
        if code == SQLITE_DONE { break }
        throw BenchFailure("the LIKE scan failed: \(String(cString: sqlite3_errmsg(handle)))")
      }
      rows.append(Self.row(statement))
    }
    return rows.count
  }

  /// `word` as a `LIKE` pattern matching it anywhere, with `%`, `_` and the escape `\` escaped.
  static func pattern(_ word: String) -> String {
    var pattern = "%"
    for character in word {
      if character == "%" || character == "_" || character == "\\" { pattern.append("\\") }
      pattern.append(character)
    }
    return pattern + "%"
  }

  /// The current row, read as the store reads a timeline row.
  private static func row(_ statement: OpaquePointer) -> ScannedEntry {
    func text(_ column: Int32) -> String? {
      sqlite3_column_text(statement, column).map { String(cString: $0) }
    }
    func date(_ column: Int32) -> Date? {
      sqlite3_column_type(statement, column) == SQLITE_NULL
        ? nil : Date(timeIntervalSince1970: sqlite3_column_double(statement, column))
    }
    let categories = text(13).map { $0.split(separator: "\n").map(String.init) } ?? []
    let entry = Entry(
      id: text(3) ?? "", title: text(4), link: text(5), published: date(6), updated: date(7),
      author: text(8), summary: text(9), categories: categories)
    return ScannedEntry(
      id: sqlite3_column_int64(statement, 0), feedID: sqlite3_column_int64(statement, 1),
      feedTitle: text(2) ?? "", entry: entry,
      sortDate: Date(timeIntervalSince1970: sqlite3_column_double(statement, 10)),
      isRead: sqlite3_column_int64(statement, 11) != 0,
      isStarred: sqlite3_column_int64(statement, 12) != 0)
  }
}

/// A timeline row as the LIKE scan reads it: what `StoredEntry` holds.
private struct ScannedEntry {
  let id: Int64
  let feedID: Int64
  let feedTitle: String
  let entry: Entry
  let sortDate: Date
  let isRead: Bool
  let isStarred: Bool
}
