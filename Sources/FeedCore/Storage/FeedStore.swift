import Foundation

/// The offline-first store: subscriptions, entries and reading state in one SQLite file.
///
/// An actor, so the app's main actor and background refreshes can share it safely. Every write
/// is one transaction: a failed, full-disk or killed write leaves what was stored before.
public actor FeedStore {
  /// The database file.
  public nonisolated let url: URL
  let db: SQLiteDatabase

  /// Opens (creating and migrating as needed) the database at `url`.
  public init(url: URL) throws(StoreError) {
    self.url = url
    let folder = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw .readOnly(path: folder.path)
    }
    db = try SQLiteDatabase(path: url.path)
    // WAL: readers never block the refresh's writer, and a killed writer's frames are ignored.
    try db.execute(
      "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;")
    try Schema.migrate(db)
  }

  /// The schema version of the open file.
  public func schemaVersion() throws(StoreError) -> Int {
    try Schema.version(of: db)
  }
}
