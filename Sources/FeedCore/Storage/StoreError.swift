import OvershootLocalization

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
  /// Another subscription (named `title`) has this address already.
  case addressInUse(String, title: String)
  /// Any other SQLite failure, with its code and message.
  case sqlite(code: Int32, message: String)

  /// A one-line message for the user.
  public var description: String {
    switch self {
    case .diskFull(let path):
      return tr(
        "The disk is full: could not save to %@. Nothing stored was lost; free some space and refresh again.",
        path)
    case .readOnly(let path):
      return tr("Cannot write the database at %@: check the file's and folder's permissions.", path)
    case .cannotOpen(let path, let reason):
      return tr("Cannot open the database at %@: %@", path, reason)
    case .corrupt(let path): return tr("The database at %@ is damaged or not a database.", path)
    case .tooNew(let version, let supported):
      return tr(
        "The database was written by a newer Overshoot (schema %@, this one reads up to %@).",
        version, supported)
    case .busy: return tr("The database is busy in another process; try again.")
    case .noSuchFeed(let id): return tr("No feed with id %@.", id)
    case .addressInUse(let address, let title):
      return tr("You already follow %@, as “%@”.", address, title)
    case .sqlite(let code, let message): return tr("Database error %@: %@", code, message)
    }
  }
}
