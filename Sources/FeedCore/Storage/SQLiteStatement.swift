import CSQLite
import Foundation

/// A compiled statement with typed binding and reading, finalized when released.
final class SQLiteStatement {
  private let handle: OpaquePointer
  private let database: SQLiteDatabase

  init(_ handle: OpaquePointer, database: SQLiteDatabase) {
    self.handle = handle
    self.database = database
  }

  deinit {
    sqlite3_finalize(handle)
  }

  /// Binds values to `?1`, `?2`, … in order and resets the statement for a new run.
  @discardableResult
  func bind(_ values: SQLiteValue...) throws(StoreError) -> SQLiteStatement {
    try bind(values)
  }

  /// Binds an array of values (see the variadic form).
  @discardableResult
  func bind(_ values: [SQLiteValue]) throws(StoreError) -> SQLiteStatement {
    sqlite3_reset(handle)
    sqlite3_clear_bindings(handle)
    for (offset, value) in values.enumerated() {
      let index = Int32(offset + 1)
      let code: Int32
      switch value {
      case .null: code = sqlite3_bind_null(handle, index)
      case .integer(let int): code = sqlite3_bind_int64(handle, index, int)
      case .real(let double): code = sqlite3_bind_double(handle, index, double)
      case .text(let text):
        code = sqlite3_bind_text(handle, index, text, -1, overshoot_sqlite_transient())
      case .blob(let data):
        code = data.withUnsafeBytes { bytes in
          // A zero-length blob still binds a blob (not NULL) through a non-nil pointer.
          sqlite3_bind_blob64(
            handle, index, bytes.baseAddress ?? UnsafeRawPointer(bitPattern: 1),
            UInt64(bytes.count),
            overshoot_sqlite_transient())
        }
      }
      if code != SQLITE_OK { throw database.error(code) }
    }
    return self
  }

  /// Advances to the next row; false when done.
  func step() throws(StoreError) -> Bool {
    let code = sqlite3_step(handle)
    switch code {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    default: throw database.error(code)
    }
  }

  /// Runs a statement that returns no rows.
  func run() throws(StoreError) {
    while try step() {}
  }

  func int(_ column: Int32) -> Int64 { sqlite3_column_int64(handle, column) }
  func double(_ column: Int32) -> Double { sqlite3_column_double(handle, column) }
  func isNull(_ column: Int32) -> Bool { sqlite3_column_type(handle, column) == SQLITE_NULL }

  func text(_ column: Int32) -> String? {
    guard let pointer = sqlite3_column_text(handle, column) else { return nil }
    return String(cString: pointer)
  }

  /// The column's bytes; nil when NULL.
  func blob(_ column: Int32) -> Data? {
    guard !isNull(column) else { return nil }
    let count = Int(sqlite3_column_bytes(handle, column))
    guard count > 0, let pointer = sqlite3_column_blob(handle, column) else { return Data() }
    return Data(bytes: pointer, count: count)
  }

  func date(_ column: Int32) -> Date? {
    isNull(column) ? nil : Date(timeIntervalSince1970: double(column))
  }
}

/// A value bound to a statement parameter.
enum SQLiteValue {
  case null
  case integer(Int64)
  case real(Double)
  case text(String)
  case blob(Data)

  /// Text, or NULL for nil.
  static func text(_ value: String?) -> SQLiteValue { value.map { .text($0) } ?? .null }
  /// Seconds since 1970, or NULL for nil.
  static func date(_ value: Date?) -> SQLiteValue {
    value.map { .real($0.timeIntervalSince1970) } ?? .null
  }
  /// 0 or 1.
  static func bool(_ value: Bool) -> SQLiteValue { .integer(value ? 1 : 0) }
}
