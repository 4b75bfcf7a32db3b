import CSQLite
import Foundation

/// One count read from a reader's own SQLite database while the reader runs (read-only, so it
/// never holds a write lock; Overshoot's store is in WAL mode, so the read never blocks its
/// writer either).
enum DatabaseCount {
  /// The single integer `query` answers in the database at `path`, or nil when the file or
  /// table is not there yet.
  static func read(_ query: String, in path: String) -> Int? {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    var database: OpaquePointer?
    defer { sqlite3_close(database) }
    guard sqlite3_open_v2(path, &database, SQLITE_OPEN_READONLY, nil) == SQLITE_OK else {
      return nil
    }
    sqlite3_busy_timeout(database, 1000)
    var statement: OpaquePointer?
    defer { sqlite3_finalize(statement) }
    guard sqlite3_prepare_v2(database, query, -1, &statement, nil) == SQLITE_OK,
      sqlite3_step(statement) == SQLITE_ROW
    else { return nil }
    return Int(sqlite3_column_int64(statement, 0))
  }
}
