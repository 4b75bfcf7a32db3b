import CSQLite
import Foundation

/// One SQLite connection. Not thread-safe by design: ``FeedStore`` (an actor) owns it.
final class SQLiteDatabase {
  /// The file this connection writes, for error messages.
  let path: String
  private let handle: OpaquePointer

  /// Opens (creating if needed) the database at `path`, refusing one that cannot be written.
  init(path: String) throws(StoreError) {
    self.path = path
    var db: OpaquePointer?
    let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX
    let code = sqlite3_open_v2(path, &db, flags, nil)
    guard code == SQLITE_OK, let db else {
      let reason = db.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
      sqlite3_close(db)
      throw code == SQLITE_CANTOPEN || code == SQLITE_PERM || code == SQLITE_READONLY
        ? .readOnly(path: path) : .cannotOpen(path: path, reason: reason)
    }
    handle = db
    // SQLite silently opens a read-only file read-only; say so now, not at the first save.
    if sqlite3_db_readonly(db, "main") == 1 {
      sqlite3_close(db)
      throw .readOnly(path: path)
    }
    sqlite3_busy_timeout(db, 5000)
    sqlite3_extended_result_codes(db, 0)
    guard PlainTextFunction.register(on: db) else {
      let reason = String(cString: sqlite3_errmsg(db))
      sqlite3_close(db)
      throw .cannotOpen(path: path, reason: reason)
    }
  }

  deinit {
    sqlite3_close_v2(handle)
  }

  /// Runs one or more statements that return no rows.
  func execute(_ sql: String) throws(StoreError) {
    var message: UnsafeMutablePointer<CChar>?
    let code = sqlite3_exec(handle, sql, nil, nil, &message)
    if code != SQLITE_OK {
      let text = message.map { String(cString: $0) } ?? ""
      sqlite3_free(message)
      throw error(code, text)
    }
  }

  /// Compiles one statement.
  func prepare(_ sql: String) throws(StoreError) -> SQLiteStatement {
    var statement: OpaquePointer?
    let code = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
    guard code == SQLITE_OK, let statement else { throw error(code) }
    return SQLiteStatement(statement, database: self)
  }

  /// Runs `body` in one write transaction: all of it is stored, or none of it.
  func transaction<T>(_ body: () throws(StoreError) -> T) throws(StoreError) -> T {
    try execute("BEGIN IMMEDIATE")
    do {
      let result = try body()
      try execute("COMMIT")
      return result
    } catch {
      try? execute("ROLLBACK")
      throw error
    }
  }

  /// Rows changed by the last statement.
  var changes: Int { Int(sqlite3_changes(handle)) }

  /// The rowid of the last insert.
  var lastInsertID: Int64 { sqlite3_last_insert_rowid(handle) }

  /// The user-facing error for a result code.
  func error(_ code: Int32, _ detail: String? = nil) -> StoreError {
    let message = detail ?? String(cString: sqlite3_errmsg(handle))
    switch code & 0xFF {
    case SQLITE_FULL: return .diskFull(path: path)
    case SQLITE_READONLY, SQLITE_PERM, SQLITE_CANTOPEN: return .readOnly(path: path)
    case SQLITE_NOTADB, SQLITE_CORRUPT: return .corrupt(path: path)
    case SQLITE_BUSY, SQLITE_LOCKED: return .busy
    case SQLITE_IOERR:
      // Linux reports a full disk on write as an I/O error with errno ENOSPC.
      return errno == ENOSPC ? .diskFull(path: path) : .sqlite(code: code, message: message)
    default: return .sqlite(code: code, message: message)
    }
  }
}
