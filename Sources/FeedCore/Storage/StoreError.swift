/// Why the store could not do what was asked. Every case leaves stored data as it was.
public enum StoreError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The disk (or quota) is full; the change was rolled back.
  case diskFull(path: String)
  /// The database file or its folder cannot be written.
  case readOnly(path: String)
  /// The database cannot be opened or created at all.
  case cannotOpen(path: String, reason: String)
  /// The file is not a database, or is damaged.
  case corrupt(path: String)
  /// The database was written by a newer version of the app.
  case tooNew(version: Int, supported: Int)
  /// Another process holds the database busy for too long.
  case busy
  /// No feed has this id (it may have been removed).
  case noSuchFeed(Int64)
  /// Any other SQLite failure, with its code and message.
  case sqlite(code: Int32, message: String)

  /// A one-line message for the user.
  public var description: String {
    switch self {
    case .diskFull(let path):
      return
        "The disk is full: could not save to \(path). Nothing stored was lost; free some space and refresh again."
    case .readOnly(let path):
      return "Cannot write the database at \(path): check the file's and folder's permissions."
    case .cannotOpen(let path, let reason): return "Cannot open the database at \(path): \(reason)"
    case .corrupt(let path): return "The database at \(path) is damaged or not a database."
    case .tooNew(let version, let supported):
      return
        "The database was written by a newer Overshoot (schema \(version), this one reads up to \(supported))."
    case .busy: return "The database is busy in another process; try again."
    case .noSuchFeed(let id): return "No feed with id \(id)."
    case .sqlite(let code, let message): return "Database error \(code): \(message)"
    }
  }
}
